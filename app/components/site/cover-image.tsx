import { cx } from "~/lib/cx";

/** The picture shown when an item has none (spec: placeholder image). */
export const placeholderImage = "/images/placeholder.svg";

/**
 * An item's image with fixed proportions (no layout shift): width and height are set, and the
 * box keeps its aspect ratio while the image loads.
 */
export function CoverImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src || placeholderImage}
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
