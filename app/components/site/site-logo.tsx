import type { RenderedFrame } from "~/features/site/frame";
import { cx } from "~/lib/cx";

/**
 * The logo from the settings with the site name beside it (name hidden when compact). The
 * footer's is `lazy`: far below the fold, and React preloads an eager image, which the footer's
 * markup, rendered on its own (frame-markup.server.tsx), would carry as a stray <link>.
 */
export function SiteLogo({ frame, compact = false, inverted = false, lazy = false }: { frame: RenderedFrame; compact?: boolean; inverted?: boolean; lazy?: boolean }) {
  return (
    <span className="flex items-center gap-3">
      {frame.logoUrl && <img src={frame.logoUrl} alt="" width={120} height={32} loading={lazy ? "lazy" : undefined} className="h-8 w-auto" />}
      <span
        className={cx(
          "text-lg font-bold leading-tight tracking-tight",
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
