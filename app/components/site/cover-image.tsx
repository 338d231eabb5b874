import { cx } from "~/lib/cx";
import { phoneMedia, phoneSrcSet, responsiveAttributes } from "~/lib/image-variants";

/** The picture shown when an item has none (spec: placeholder image). */
export const placeholderImage = "/images/placeholder.svg";

/**
 * An item's image with fixed proportions (no layout shift): width and height are set, and the
 * box keeps its aspect ratio while the image loads. An image with variants offers them in
 * `srcset`, so the browser fetches the narrowest that fills `sizes` (the slot's width); a phone,
 * where every slot is about the screen's width, is offered at most the 800 px variant (as the
 * hero is): by width alone a phone of 2.6 device pixels per px took the 1600 px one for a card.
 */
export function CoverImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const phone = phoneSrcSet(src);
  const image = (
    <img
      src={src || placeholderImage}
      {...responsiveAttributes(src, sizes)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      fetchPriority={eager ? "high" : undefined}
      className={cx("bg-slate-100 object-cover", className)}
    />
  );
  if (!phone) return image;
  return (
    // `contents`: the picture takes no box of its own, so the image sizes against its slot as before.
    <picture className="contents">
      <source media={phoneMedia} srcSet={phone} />
      {image}
    </picture>
  );
}
