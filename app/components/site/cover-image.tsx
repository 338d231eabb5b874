import { cx } from "~/lib/cx";
import { responsiveAttributes } from "~/lib/image-variants";

/** The picture shown when an item has none (spec: placeholder image). */
export const placeholderImage = "/images/placeholder.svg";

/**
 * An item's image with fixed proportions (no layout shift): width and height are set, and the
 * box keeps its aspect ratio while the image loads. An image with variants offers them in
 * `srcset`, so the browser fetches the narrowest that fills `sizes` (the slot's width).
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
  return (
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
}
