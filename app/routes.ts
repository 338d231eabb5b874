import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

import { publicRouteTable, type PublicRouteKind } from "./features/site/urls.ts";
import { languages } from "./i18n/languages.ts";

/** The module that serves each kind of public page, in every language. */
const publicModules: Record<PublicRouteKind, string> = {
  home: "routes/public/home.tsx",
  section: "routes/public/section.tsx",
  page: "routes/public/content-page.tsx",
  "media-placeholder": "routes/public/media-placeholder.tsx",
  projects: "routes/public/projects.tsx",
  project: "routes/public/project.tsx",
  "machine-park": "routes/public/machine-park.tsx",
  contact: "routes/public/contact.tsx",
  accessibility: "routes/public/accessibility.tsx",
};

// One route per entry of the URL table (app/features/site/urls.ts), so each language answers
// only to its own slugs and each loader learns its page from the entry it was matched by.
// Case-sensitive, as the table is: /tr/KURUMSAL is no page. Whatever else lies under a
// language (another language's slugs, unknown paths, any capitalisation) is the not-found
// route's to redirect or refuse.
const publicRoutes = [
  ...publicRouteTable.map((entry) =>
    route(entry.path, publicModules[entry.kind], { id: entry.id, caseSensitive: true }),
  ),
  // A record as visitors will see it, from the admin form's values (docs/decisions/058-preview-links.md).
  ...languages.map((lang) => route(`${lang}/preview`, "routes/public/preview.tsx", { id: `preview-${lang}` })),
  ...languages.map((lang) =>
    route(`${lang}/preview/:token`, "routes/public/preview-link.tsx", { id: `preview-link-${lang}` }),
  ),
  ...languages.map((lang) => route(`${lang}/*`, "routes/public/not-found.tsx", { id: `not-found-${lang}` })),
];

/**
 * A record's history (docs/decisions/046-revisions-as-snapshots.md): a page of its own, reached
 * from the record's form, with the restore of a revision as its dialog.
 */
const historyRoute = (path: string, name: string) =>
  route(path, "routes/admin/history.tsx", { id: `admin-history-${name}` }, [
    route(":revision/restore", "routes/admin/history-restore.tsx", { id: `admin-history-restore-${name}` }),
  ]);

/** The admin: a dialog is a nested route of its list, so it is also a URL that works without JavaScript. */
const adminRoutes = [
  index("routes/admin/index.ts"),
  route("dashboard", "routes/admin/dashboard.tsx"),
  route("messages", "routes/admin/messages.tsx", [
    route("settings", "routes/admin/message-settings.tsx"),
    route(":id", "routes/admin/message.tsx"),
    route(":id/delete", "routes/admin/message-delete.tsx"),
  ]),
  route("projects", "routes/admin/projects.tsx", [
    route("new", "routes/admin/project-form.tsx", { id: "admin-project-new" }),
    route(":id", "routes/admin/project-form.tsx", { id: "admin-project-edit" }),
    route(":id/delete", "routes/admin/project-delete.tsx"),
    route(":id/preview-links", "routes/admin/preview-links.tsx", { id: "admin-project-preview-links" }),
  ]),
  route("menu/targets", "routes/admin/menu-targets.ts"),
  route("menu", "routes/admin/menu.tsx", [
    route("new", "routes/admin/menu-form.tsx", { id: "admin-menu-new" }),
    route(":id", "routes/admin/menu-form.tsx", { id: "admin-menu-edit" }),
    route(":id/delete", "routes/admin/menu-delete.tsx"),
  ]),
  route("pages", "routes/admin/pages.tsx", [
    route("new", "routes/admin/page-form.tsx", { id: "admin-page-new" }),
    route(":id", "routes/admin/page-form.tsx", { id: "admin-page-edit" }),
    route(":id/delete", "routes/admin/page-delete.tsx"),
    route(":id/preview-links", "routes/admin/preview-links.tsx", { id: "admin-page-preview-links" }),
  ]),
  route("redirects", "routes/admin/redirects.tsx", [
    route("new", "routes/admin/redirect-form.tsx"),
    route(":id/delete", "routes/admin/redirect-delete.tsx"),
  ]),
  route("slider", "routes/admin/slider.tsx", [
    route("new", "routes/admin/slide-form.tsx", { id: "admin-slide-new" }),
    route(":id", "routes/admin/slide-form.tsx", { id: "admin-slide-edit" }),
    route(":id/delete", "routes/admin/slide-delete.tsx"),
  ]),
  route("machine-park", "routes/admin/machine-park.tsx", [
    route("new", "routes/admin/machine-form.tsx", { id: "admin-machine-new" }),
    route(":id", "routes/admin/machine-form.tsx", { id: "admin-machine-edit" }),
    route(":id/delete", "routes/admin/machine-delete.tsx"),
  ]),
  route("media/picker", "routes/admin/media-picker.ts"),
  route("media", "routes/admin/media.tsx", [
    route("alt-texts/:ids", "routes/admin/media-alt-texts.tsx"),
    route(":id", "routes/admin/media-form.tsx"),
    route(":id/delete", "routes/admin/media-delete.tsx"),
  ]),
  route("users", "routes/admin/users.tsx", [route(":id", "routes/admin/user-role.tsx")]),
  historyRoute("projects/:id/history", "project"),
  historyRoute("menu/:id/history", "menu"),
  historyRoute("pages/:id/history", "page"),
  historyRoute("slider/:id/history", "slide"),
  historyRoute("machine-park/:id/history", "machine"),
  historyRoute("site-settings/history", "settings"),
  route("trash", "routes/admin/trash.tsx", [
    route(":id/restore", "routes/admin/trash-restore.tsx"),
    route(":id/purge", "routes/admin/trash-purge.tsx"),
  ]),
  route("audit", "routes/admin/audit.tsx"),
  route("password", "routes/admin/password.tsx"),
  route("site-settings", "routes/admin/site-settings.tsx"),
  route("site-settings/:section", "routes/admin/site-settings-section.tsx"),
  route("*", "routes/admin/not-found.tsx"),
];

export default [
  index("routes/root-redirect.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/session", "routes/admin/session.ts"),
  route("admin", "routes/admin/layout.tsx", adminRoutes),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  layout("routes/public/layout.tsx", { id: "public" }, publicRoutes),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
