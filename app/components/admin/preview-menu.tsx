import { useId, type MouseEvent } from "react";

import { previewTexts } from "~/features/admin/texts/preview";
import { previewPath, type PreviewKind } from "~/features/site/preview";
import { languageNames, languages } from "~/i18n/languages";

import { NativeSelect } from "../ui/native-select";

/**
 * "Önizle" on a page's or project's form (docs/decisions/058-preview-links.md): one button per
 * language that posts the form as it is now (saved or not, valid or not) to its preview in a new
 * tab and, on a saved record's form, "Önizleme bağlantısı oluştur", which keeps the form as it is
 * under a new link for the time chosen. Without JavaScript the buttons' own formaction and
 * formtarget do it. With JavaScript the form's submit event is the router's and the form checks'
 * (a save), so the form is sent natively instead: `submit()` raises no submit event and checks nothing.
 */
export function PreviewMenu({ kind, id, linksPath }: { kind: PreviewKind; id?: string; linksPath?: string }) {
  const daysId = useId();
  return (
    <details className="relative">
      <summary className="button-base h-8 cursor-pointer list-none px-3 text-foreground hover:bg-muted">
        {previewTexts.open}
      </summary>
      <div className="absolute bottom-full left-0 z-10 mb-2 flex min-w-56 flex-col gap-1 rounded-md border border-border bg-card p-2 shadow-md">
        {languages.map((lang) => (
          <button
            key={lang}
            type="submit"
            formAction={previewPath(lang, kind, id)}
            formMethod="post"
            formTarget="_blank"
            formNoValidate
            aria-label={previewTexts.inLanguage(languageNames[lang])}
            onClick={sendNatively}
            className="rounded px-3 py-1.5 text-left text-sm hover:bg-muted"
          >
            <span lang={lang}>{languageNames[lang]}</span>
          </button>
        ))}
        {linksPath && (
          <div className="mt-1 space-y-2 border-t border-border pt-2">
            <label htmlFor={daysId} className="block text-xs font-medium">
              {previewTexts.days}
            </label>
            <NativeSelect id={daysId} name="previewDays" defaultValue={String(previewTexts.defaultDays)}>
              {previewTexts.dayChoices.map((days) => (
                <option key={days} value={days}>
                  {previewTexts.dayCount(days)}
                </option>
              ))}
            </NativeSelect>
            <button
              type="submit"
              formAction={linksPath}
              formMethod="post"
              formNoValidate
              onClick={sendNatively}
              className="w-full rounded px-3 py-1.5 text-left text-sm font-medium hover:bg-muted"
            >
              {previewTexts.createLink}
            </button>
          </div>
        )}
      </div>
    </details>
  );
}

/** Sends the button's form to the button's address (and window), past the router and the form checks. */
function sendNatively(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  const form = button.form;
  if (!form) return;
  event.preventDefault();
  const kept = ["action", "method", "target"].map((name) => [name, form.getAttribute(name)] as const);
  form.setAttribute("action", button.formAction);
  form.setAttribute("method", "post");
  if (button.formTarget) form.setAttribute("target", button.formTarget);
  else form.removeAttribute("target");
  HTMLFormElement.prototype.submit.call(form);
  for (const [name, value] of kept) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
}
