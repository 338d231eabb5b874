import type { RenderedFrame } from "~/features/site/frame";
import { cx } from "~/lib/cx";

/**
 * The logo from the settings with the site name beside it (name hidden when compact). The
 * footer's is `lazy`: far below the fold, and React preloads an eager image, which the footer's
 * markup, rendered on its own (frame-markup.server.tsx), would carry as a stray <link>.
 */
export function SiteLogo({
  frame,
  compact = false,
  inverted = false,
  lazy = false,
}: {
  frame: RenderedFrame;
  compact?: boolean;
  inverted?: boolean;
  lazy?: boolean;
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      {/* On the dark footer the logo sits on a light plate: a logo made for the white header
          (dark marks on transparency) would vanish against the navy. */}
      {frame.logoUrl && (
        <img
          src={frame.logoUrl}
          alt=""
          width={120}
          height={32}
          loading={lazy ? "lazy" : undefined}
          className={cx("h-8 w-auto shrink-0", inverted && "box-content rounded bg-white p-1.5")}
        />
      )}
      {/* A long name wraps onto a second line (and a word longer than the space breaks) instead
          of pushing the header's menu button off a phone's screen. */}
      <span
        className={cx(
          "line-clamp-2 min-w-0 text-lg font-bold leading-tight tracking-tight [overflow-wrap:anywhere]",
          inverted ? "text-white" : "text-brand-navy",
          !compact && "lg:max-xl:sr-only",
          compact && frame.logoUrl && "sr-only",
        )}
      >
        {frame.siteName}
      </span>
    </span>
  );
}
