import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { languages } from "./i18n/languages.ts";
import {
  completedSlug,
  contactSlug,
  machineParkSlug,
  mediaPlaceholders,
  ongoingSlug,
  projectsSlug,
  sectionSlugs,
} from "./i18n/paths.ts";

// Public routes are spelled out per language from the slug table (app/i18n/paths.ts), so each
// language answers only to its own slugs; a module serves the same kind of page in every
// language under a distinct route id.
const publicRoutes = languages.flatMap((lang) => {
  const at = (path: string) => `${lang}/${path}`;
  const sections = (["kurumsal", "faaliyetler", "media"] as const).flatMap((type) => [
    route(at(sectionSlugs[type][lang]), "routes/public/section.tsx", { id: `section-${type}-${lang}` }),
    route(at(`${sectionSlugs[type][lang]}/:slug`), "routes/public/content-page.tsx", { id: `page-${type}-${lang}` }),
  ]);
  const placeholders = Object.entries(mediaPlaceholders).map(([which, slugs]) =>
    route(at(`${sectionSlugs.media[lang]}/${slugs[lang]}`), "routes/public/media-placeholder.tsx", { id: `media-${which}-${lang}` }),
  );
  return [
    route(lang, "routes/public/home.tsx", { id: `home-${lang}` }),
    ...sections,
    ...placeholders,
    route(at(`${sectionSlugs.generic[lang]}/:slug`), "routes/public/content-page.tsx", { id: `page-generic-${lang}` }),
    route(at(projectsSlug[lang]), "routes/public/projects.tsx", { id: `projects-${lang}` }),
    route(at(`${projectsSlug[lang]}/${ongoingSlug[lang]}`), "routes/public/projects.tsx", { id: `projects-ongoing-${lang}` }),
    route(at(`${projectsSlug[lang]}/${completedSlug[lang]}`), "routes/public/projects.tsx", { id: `projects-completed-${lang}` }),
    route(at(`${projectsSlug[lang]}/:slug`), "routes/public/project.tsx", { id: `project-${lang}` }),
    route(at(machineParkSlug), "routes/public/machine-park.tsx", { id: `machine-park-${lang}` }),
    route(at(contactSlug), "routes/public/contact.tsx", { id: `contact-${lang}` }),
    route(at("*"), "routes/public/not-found.tsx", { id: `not-found-${lang}` }),
  ];
});

/** The admin: a dialog is a nested route of its list, so it is also a URL that works without JavaScript. */
const adminRoutes = [
  index("routes/admin/index.ts"),
  route("dashboard", "routes/admin/dashboard.tsx"),
  route("projects", "routes/admin/projects.tsx", [
    route("new", "routes/admin/project-form.tsx", { id: "admin-project-new" }),
    route(":id", "routes/admin/project-form.tsx", { id: "admin-project-edit" }),
    route(":id/delete", "routes/admin/project-delete.tsx"),
  ]),
  route("menu", "routes/admin/menu.tsx", [
    route("new", "routes/admin/menu-form.tsx", { id: "admin-menu-new" }),
    route(":id", "routes/admin/menu-form.tsx", { id: "admin-menu-edit" }),
    route(":id/delete", "routes/admin/menu-delete.tsx"),
  ]),
  route("pages", "routes/admin/pages.tsx", [
    route("new", "routes/admin/page-form.tsx", { id: "admin-page-new" }),
    route(":id", "routes/admin/page-form.tsx", { id: "admin-page-edit" }),
    route(":id/delete", "routes/admin/page-delete.tsx"),
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
  route("media", "routes/admin/media.tsx", [
    route(":id", "routes/admin/media-form.tsx"),
    route(":id/delete", "routes/admin/media-delete.tsx"),
  ]),
  route("users", "routes/admin/users.tsx", [route(":id", "routes/admin/user-role.tsx")]),
  route("password", "routes/admin/password.tsx"),
  route("site-settings", "routes/admin/site-settings.tsx"),
  route("*", "routes/admin/not-found.tsx"),
];

export default [
  index("routes/root-redirect.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", adminRoutes),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  layout("routes/public/layout.tsx", { id: "public" }, publicRoutes),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
