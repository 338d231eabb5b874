import { data } from "react-router";

import { backendContext } from "~/backend/context.server";
import { RecordPreviewView } from "~/components/site/record-preview";
import { previewHeaders } from "~/features/site/preview";
import { readPreviewToken, previewSecretContext } from "~/features/site/preview-links.server";
import { previewBack, previewOf } from "~/features/site/preview.server";
import { throwNotFound } from "~/features/site/public.server";
import { languageFromPath } from "~/i18n/language-from-url";
import { defaultLanguage, type Lang } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator.server";
import { useT } from "~/i18n/ui-strings";
import { throwUnavailable } from "~/lib/failures.server";

import type { Route } from "./+types/preview-link";

// /<lang>/preview/<token>: a preview link (docs/decisions/058-preview-links.md), opened by
// whoever holds it, no session needed. A signature that does not hold is no link (404); a link
// past its time or revoked answers 410 with a page that says so, in Turkish and in the link's
// language, never the live page and never another draft. Every answer is private, kept by no
// cache and indexed by no search engine.

/** A date as the link's language writes it, in the company's time zone. */
const expiryText = (lang: Lang, at: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" }).format(
    new Date(at),
  );

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const lang = languageFromPath(url.pathname);
  if (!lang) throwNotFound();
  const token = await readPreviewToken(context.get(previewSecretContext), params.token);
  if (!token) throw data(null, { status: 404, headers: previewHeaders });
  // Said in the link's language, and in Turkish (the company's) when that is another.
  const turkish = translatorFor(defaultLanguage);
  const inTurkish =
    lang === defaultLanguage ? null : { title: turkish("preview.goneTitle"), text: turkish("preview.goneText") };
  const gone = () => data({ state: "gone" as const, inTurkish }, { status: 410, headers: previewHeaders });
  if (token.expiresAt.getTime() <= Date.now()) return gone();
  const opening = await context
    .get(backendContext)
    .previews.open(token.id)
    .catch((error: unknown) => throwUnavailable(context, `${url.pathname} (preview link)`, error));
  // The signed expiry is the stored one, in whole seconds: another is no link of ours.
  if (
    opening.state === "missing" ||
    Math.floor(Date.parse(opening.link.expiresAt) / 1000) * 1000 !== token.expiresAt.getTime()
  )
    throw data(null, { status: 404, headers: previewHeaders });
  if (opening.state === "gone") return gone();
  const { kind } = opening.link;
  return data(
    {
      state: "live" as const,
      preview: previewOf(kind, opening.fields, lang, translatorFor(lang)),
      back: previewBack(lang, kind),
      expiresAt: expiryText(lang, opening.link.expiresAt),
    },
    { headers: previewHeaders },
  );
}

export function headers(): Headers {
  return new Headers(previewHeaders);
}

export default function PreviewLink({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "live")
    return <RecordPreviewView preview={loaderData.preview} back={loaderData.back} expiresAt={loaderData.expiresAt} />;
  return <PreviewGone inTurkish={loaderData.inTurkish} />;
}

/** The 410 page: in the link's language, and in Turkish under it when that is another. */
function PreviewGone({ inTurkish }: { inTurkish: { title: string; text: string } | null }) {
  const { t } = useT();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <title>{t("preview.goneTitle")}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold text-brand-navy">{t("preview.goneTitle")}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("preview.goneText")}</p>
      {inTurkish && (
        <div lang={defaultLanguage} className="mt-10 border-t border-slate-200 pt-6">
          <h2 className="text-xl font-semibold text-brand-navy">{inTurkish.title}</h2>
          <p className="mt-2 text-slate-600">{inTurkish.text}</p>
        </div>
      )}
    </main>
  );
}
