import { RouterContextProvider } from "react-router";

import { degradedReadContext } from "~/backend/context.server";
import type { Backend, MenuNode, SiteChrome } from "~/backend/port";
import type { Lang } from "~/i18n/languages";
import { KeptPerVersion } from "~/lib/kept-per-version";
import type { SiteSettings } from "~/lib/settings";
import { localizedText } from "~/lib/translations";

import type { FrameMenuItem, SiteFrame } from "./frame";
import { localizePath } from "./urls";

export const footerLinkCount = 4;

/** A language's frame without the year, which is the clock's, not the content's. */
type KeptFrame = Omit<SiteFrame, "year">;

/**
 * The frame of each language for one content version, kept for the isolate's life: every
 * public page shows it, and it changes only with a write, which changes the content version
 * (decision 020). So a menu of any size is read and localized once per language and version,
 * not per view. Only the newest version is kept, and only a frame already built: a request never
 * awaits another request's pending read (the Workers runtime ties I/O to its request, and a
 * cancelled one would leave the other waiting).
 */
const keptFrames = new KeptPerVersion<KeptFrame>();
/** The site's settings (all languages) from the same read, for the pages that show more of them. */
const keptSettings = new KeptPerVersion<SiteSettings>();

/**
 * The chrome read of each request in flight, keyed by the request's loader context: the layout's
 * frame and a page's settings come from one read even when neither is kept yet. Only loaders of
 * the same request share it.
 */
const chromeReads = new WeakMap<object, Promise<SiteChrome>>();

/** Which request asks (its loader context), so its loaders share one chrome read. */
export type RequestKey = object;

/**
 * Whether a read of the request stood in defaults for what it could not read (the Worker entry's
 * `degradedReadContext`): a frame made from it is this request's only, never kept.
 */
const readDegraded = (request: RequestKey | undefined): boolean =>
  request instanceof RouterContextProvider && request.get(degradedReadContext).degraded;

function readChrome(backend: Backend, lang: Lang, request: RequestKey | undefined): Promise<SiteChrome> {
  if (!request) return backend.site.chrome(lang);
  let read = chromeReads.get(request);
  if (!read) {
    read = backend.site.chrome(lang);
    chromeReads.set(request, read);
  }
  return read;
}

/**
 * The frame for a language: one round trip to the backend, or none when this isolate has built
 * it for the same content version (null: not known, read afresh). Kept frames are shared
 * between requests: nobody changes them.
 */
export async function loadFrame(
  backend: Backend,
  lang: Lang,
  contentVersion: string | null,
  request?: RequestKey,
): Promise<SiteFrame> {
  let frame = contentVersion === null ? undefined : keptFrames.find(contentVersion, lang);
  if (!frame) {
    const chrome = await readChrome(backend, lang, request);
    frame = buildFrame(chrome, lang);
    if (contentVersion !== null && !readDegraded(request)) {
      keptFrames.keep(contentVersion, lang, frame);
      keptSettings.keep(contentVersion, "site", chrome.settings);
    }
  }
  return { ...frame, year: new Date().getUTCFullYear() };
}

/**
 * The menu items the footer shows in a language (its quick links and its corporate column), by
 * the footer's own rules (`buildFrame`): the admin's menu screen marks them "Altbilgide", so an
 * item that pushes another out of the footer shows it. Read afresh, never kept.
 */
export async function footerMenuItemIds(backend: Backend, lang: Lang): Promise<Set<string>> {
  const { footer } = buildFrame(await backend.site.chrome(lang), lang);
  return new Set([...footer.quickLinks, ...footer.corporateLinks].map((item) => item.id));
}

/**
 * The site's settings, as the frame's read gave them (built-in defaults where they cannot be
 * read): kept per content version like the frame, and read with it when the request's layout
 * reads the frame, so a page that shows more settings (the home page) reads none of its own.
 */
export async function loadSiteSettings(
  backend: Backend,
  lang: Lang,
  contentVersion: string | null,
  request?: RequestKey,
): Promise<SiteSettings> {
  const kept = contentVersion === null ? undefined : keptSettings.find(contentVersion, "site");
  if (kept) return kept;
  const { settings } = await readChrome(backend, lang, request);
  if (contentVersion !== null && !readDegraded(request)) keptSettings.keep(contentVersion, "site", settings);
  return settings;
}

function buildFrame({ settings, menu, pageSlugs }: SiteChrome, lang: Lang): KeptFrame {
  const toItem = (node: MenuNode): FrameMenuItem => ({
    id: node.id,
    label: node.label,
    description: node.description,
    href: localizePath(node.path, lang, pageSlugs),
    children: node.children.map(toItem),
  });
  // An item linking to a content page that is deleted or unpublished is left out (its link
  // would answer 404), unless items below it still lead somewhere; the admin keeps it as it is.
  const live = (node: MenuNode): boolean =>
    node.path.trim() === "" || localizePath(node.path, lang, pageSlugs) !== null || node.children.some(live);
  const pruned = (nodes: MenuNode[]): MenuNode[] =>
    nodes.filter(live).map((node) => ({ ...node, children: pruned(node.children) }));
  menu = pruned(menu);
  const items = menu.map(toItem);
  const isHome = (node: MenuNode) => node.path.trim() === "/" || node.slug === "home";

  return {
    lang,
    companyName: settings.companyName || settings.general.siteName,
    siteName: settings.general.siteName || settings.companyName,
    logoUrl: settings.general.logoUrl,
    description: localizedText(settings.general.description, lang),
    contact: { phone: settings.contact.phone, email: settings.contact.email, address: settings.contact.address },
    social: settings.socialMedia.filter((s) => /^https?:\/\//i.test(s.url)),
    menu: items,
    footer: {
      // Spec: the first 4 top-level items that are not home and have no submenu ...
      quickLinks: menu
        .filter((node) => !isHome(node) && node.children.length === 0)
        .slice(0, footerLinkCount)
        .map(toItem),
      // ... and the first 4 entries under the corporate item.
      corporateLinks: (menu.find((node) => node.slug === "kurumsal")?.children ?? [])
        .slice(0, footerLinkCount)
        .map(toItem),
    },
  };
}
