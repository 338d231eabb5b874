// Responsive variants of stored images (docs/decisions/023-responsive-images.md). An image with
// variants carries its size in its file name, "<id>_<width>x<height>-<name>.<ext>", and each
// variant lies beside it as "<id>_<width>x<height>_<variant width>.webp". So the widths that exist
// follow from the URL alone, on any backend and in any component, with no column to read: a URL
// without the size (uploaded before variants, a GIF, an SVG) has none and is shown as it is.

/** The widths variants are made at, never wider than the original; the largest is capped here. */
export const variantWidths = [480, 800, 1600] as const;

/** The variants' type (WebP: every browser the site supports shows it). */
export const variantContentType = "image/webp";

export interface ImageVariant {
  url: string;
  width: number;
}

/** Whether an image this wide gets variants: one no wider than the narrowest is shown as it is. */
export const getsVariants = (width: number) => width > variantWidths[0];

/**
 * The most pixels a variant has (1600 × 1200): a Worker encodes each whole, and the WebP encoder
 * needs about 20 bytes a pixel, so a portrait photo's 1600 × 2400 variant alone passed 128 MB
 * with the decoded photo (`npm run bench:images`).
 */
export const maxVariantPixels = 1600 * 1200;

/**
 * The widths an image `width` pixels wide gets: the standard ones clearly below it, and its own
 * (capped at the widest). Given its `height` (every image stored since 2026-11-26, whose name says
 * so: `pixelCapped`), no variant has more than `maxVariantPixels`: a tall image's widest is narrower.
 */
export function widthsFor(width: number, height?: number): number[] {
  const withinPixels = height ? Math.floor(Math.sqrt((maxVariantPixels * width) / height)) : width;
  const own = Math.min(width, withinPixels, variantWidths[variantWidths.length - 1]!);
  return [...variantWidths.filter((w) => w < own * 0.9), own];
}

// "<stem>-<rest>" where the stem ends in "_<width>x<height>", then "p" when its variants follow the
// pixel cap (`widthsFor` with the height); cleaned names never hold "_".
const sizedName = /^([a-z0-9-]+?_(\d{1,5})x(\d{1,5})(p?))-[a-z0-9.-]+$/i;
/** The mark of a name whose variants follow the pixel cap. */
const pixelCapped = "p";

/** The size written in a stored image's name, or null when it has none. */
export function sizeInName(url: string): { width: number; height: number } | null {
  const match = sizedName.exec(url.slice(url.lastIndexOf("/") + 1));
  return match ? { width: Number(match[2]), height: Number(match[3]) } : null;
}

/** The variants of the image at `url` (a URL or a storage key), narrowest first; none when its name has no size. */
export function imageVariants(url: string | null | undefined): ImageVariant[] {
  if (!url) return [];
  const slash = url.lastIndexOf("/") + 1;
  const match = sizedName.exec(url.slice(slash));
  if (!match || !getsVariants(Number(match[2]))) return [];
  const base = `${url.slice(0, slash)}${match[1]}_`;
  const widths = match[4] === pixelCapped ? widthsFor(Number(match[2]), Number(match[3])) : widthsFor(Number(match[2]));
  return widths.map((width) => ({ url: `${base}${width}.webp`, width }));
}

/**
 * Whether `url` is an image of this site (a site path: /files/ on d1, the built-in /images/) or
 * stored in Supabase Storage, the only images with variants beside them: an admin may also link
 * any https:// image, and one whose name merely looks sized has no variants to offer.
 */
export function isOwnImageUrl(url: string): boolean {
  return (url.startsWith("/") && !url.startsWith("//")) || /^https:\/\/[^/]+\/storage\/v1\/object\/public\//.test(url);
}

/** The variants a page may offer for the image at `url`: a stored image's, none for another. */
function shownVariants(url: string | null | undefined): ImageVariant[] {
  return url && isOwnImageUrl(url) ? imageVariants(url) : [];
}

/** The `srcset` of an image's variants, or undefined when it has none. */
export function srcSetOf(url: string | null | undefined): string | undefined {
  const variants = shownVariants(url);
  return variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined;
}

/** The longest storage key (so every stored file can be served and deleted by its URL). */
export const maxStorageKeyLength = 128;

/**
 * A storage key "<id>-<name>.<ext>" made by `uniqueStorageKey` (a 36-character id) with the image's size written in: "<id>_<w>x<h>p-<name>.<ext>".
 * The name is shortened when needed so the key stays within its maximum length.
 */
export function keyWithSize(key: string, width: number, height: number): string {
  const dash = key.indexOf("-", 36);
  const id = key.slice(0, dash);
  let rest = key.slice(dash);
  const tagged = () => `${id}_${width}x${height}${pixelCapped}${rest}`;
  const over = tagged().length - maxStorageKeyLength;
  if (over > 0) {
    const dot = rest.lastIndexOf(".");
    const base = dot > 0 ? rest.slice(0, dot) : rest;
    rest = `${base.slice(0, Math.max(2, base.length - over)).replace(/-+$/, "")}${dot > 0 ? rest.slice(dot) : ""}`;
  }
  return tagged();
}

/** The `srcSet` and `sizes` attributes of an `<img>` showing `url` in a slot `sizes` wide; none without variants. */
export function responsiveAttributes(
  url: string | null | undefined,
  sizes: string,
): { srcSet?: string; sizes?: string } {
  const srcSet = srcSetOf(url);
  return srcSet ? { srcSet, sizes } : {};
}

/** Phones, below the md breakpoint in either orientation: the media query of `phoneSrcSet`'s source. */
export const phoneMedia = "(max-width: 767px)";

/** The widest variant a phone is offered for a full-width picture: about twice its width. */
export const phoneVariantWidth = 800;

/**
 * A phone's `srcset` for a full-width picture, in pixel densities: the narrowest variant at 1x
 * and the widest up to `phoneVariantWidth` at 2x, so a phone of 3 device pixels per px still
 * downloads no more than about twice its width. Undefined when the image has no such variants.
 */
export function phoneSrcSet(url: string | null | undefined): string | undefined {
  const fitting = shownVariants(url).filter((v) => v.width <= phoneVariantWidth);
  if (fitting.length === 0) return undefined;
  const [narrowest, widest] = [fitting[0]!, fitting[fitting.length - 1]!];
  return narrowest === widest ? `${widest.url} 2x` : `${narrowest.url} 1x, ${widest.url} 2x`;
}

/** `sizes` of the public pages' image slots (the layouts' grids, inside max-w-7xl with px-4). */
export const slotSizes = {
  fullWidth: "100vw",
  /** A card in a grid of 1, 2 (sm) and 3 (lg) columns. */
  card: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)",
  /** Half of a two-column section (md). */
  half: "(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 2rem)",
  /** The width of a max-w-5xl article. */
  article: "(min-width: 1024px) 992px, calc(100vw - 2rem)",
} as const;
