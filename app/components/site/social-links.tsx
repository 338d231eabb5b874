import type { SiteFrame } from "~/features/site/frame";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";

import { SocialIcon } from "./social-icon";

/**
 * The company's social links, each opening in a new tab (docs/product.md §3). `onDark`: on the
 * navy bands, where the accent must be the light orange to keep its contrast.
 */
export function SocialLinks({
  social,
  className,
  onDark = false,
}: {
  social: SiteFrame["social"];
  className?: string;
  onDark?: boolean;
}) {
  const { t } = useT();
  if (social.length === 0) return null;
  return (
    <ul className={cx("flex items-center gap-3", className)}>
      {social.map((link) => (
        <li key={link.id ?? link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("a11y.opensInNewTab", { name: link.name })}
            className={cx(
              "block rounded p-0.5 focus-visible:outline-2",
              onDark
                ? "hover:text-brand-orange-light focus-visible:outline-brand-orange-light"
                : "hover:text-brand-orange focus-visible:outline-brand-orange",
            )}
          >
            <SocialIcon icon={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
