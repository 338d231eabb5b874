import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import siteScript from "virtual:site-script";

import { backendContext, contentVersionContext, degradedReadContext } from "~/backend/context.server";
import { ErrorPage, errorPageProps } from "~/components/site/error-page";
import { frameMarkup } from "~/components/site/frame-markup.server";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { loadFrame } from "~/features/site/frame.server";
import { throwNotFound } from "~/features/site/public.server";
import { alternatesOf, type PageSeo } from "~/features/site/seo";
import { languageFromPath } from "~/i18n/language-from-url";
import { useT } from "~/i18n/ui-strings";
import { throwUnavailable } from "~/lib/failures.server";
import { useNonce } from "~/lib/nonce";

import type { Route } from "./+types/layout";

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = languageFromPath(url.pathname);
  if (!lang) throwNotFound();
  try {
    const contentVersion = context.get(contentVersionContext);
    const site = await loadFrame(context.get(backendContext), lang, contentVersion, context);
    const { menu: _menu, ...frame } = site;
    // A frame from a degraded read (the settings' defaults) is rendered for this request only.
    const keptUnder = context.get(degradedReadContext).degraded ? null : contentVersion;
    return { frame, markup: frameMarkup(site, url.pathname, keptUnder) };
  } catch (error) {
    throwUnavailable(context, `${url.pathname} (site frame)`, error);
  }
}

/** The current page's equivalents in the other languages, from the deepest match's `seo`. */
function useAlternates() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const seo = (matches[i]?.loaderData as { seo?: PageSeo } | undefined)?.seo;
    if (seo) return seo.alternates;
  }
  return alternatesOf((l) => `/${l}/`);
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={loaderData.frame} markup={loaderData.markup}>
      <Outlet />
    </SiteFrame>
  );
}

type FrameData = Route.ComponentProps["loaderData"];

function SiteFrame({
  frame,
  markup,
  children,
}: {
  frame: FrameData["frame"];
  markup: FrameData["markup"];
  children: React.ReactNode;
}) {
  const { t } = useT();
  const alternates = useAlternates();
  return (
    <>
      {/* No first paint before the page's <main> starts, i.e. before the header is whole: painted
          half parsed, its menu stood where the language menu goes, then jumped (a layout shift
          on slow connections and busy machines). Chromium unblocks at <main>'s start tag; React
          hoists the link into <head>. Every page's <main> has this id, the skip link's target. */}
      <link rel="expect" href="#main" blocking="render" />
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-brand-navy px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("a11y.skipToContent")}
      </a>
      <SiteHeader frame={frame} alternates={alternates} markup={markup} />
      <div className="pt-20 md:pt-[7.5rem]">{children}</div>
      <SiteFooter frame={frame} alternates={alternates} columns={markup.footer} />
      <SiteScript />
    </>
  );
}

/**
 * A page below failed: inside the site's frame when the frame could be read, else the page
 * alone (the frame's own data is what failed).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("public");
  const page = <ErrorPage {...errorPageProps(error)} />;
  return data ? (
    <SiteFrame frame={data.frame} markup={data.markup}>
      {page}
    </SiteFrame>
  ) : (
    page
  );
}

/**
 * The public pages' one script (app/components/site/site-script/), inlined after the frame so it
 * finds the markup it enhances already parsed; React itself never runs in a visitor's browser.
 */
function SiteScript() {
  return <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: siteScript }} />;
}
