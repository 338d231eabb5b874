import { useT } from "~/i18n/ui-strings";

/**
 * The band over a preview (docs/decisions/058-preview-links.md): it says this is no published
 * page, and until when a shared link shows it (`expiresAt`, a date in the page's language).
 */
export function PreviewBar({ expiresAt }: { expiresAt?: string }) {
  const { t } = useT();
  return (
    <div data-testid="preview-bar" className="border-b-2 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-slate-900">
      <p className="mx-auto max-w-5xl">
        <strong className="mr-2 font-bold uppercase tracking-wide">{t("preview.bar")}</strong>
        {expiresAt ? t("preview.expires", { date: expiresAt }) : t("preview.unsaved")}
      </p>
    </div>
  );
}
