import { preload } from "react-dom";

import { contentVersionContext } from "~/backend/context.server";
import { CoverImage } from "~/components/site/cover-image";
import { HeroSlider } from "~/components/site/hero-slider";
import { ProjectCard } from "~/components/site/project-card";
import { ArrowRight, Droplets, Factory, Landmark, Building2, Route as RoadIcon, Zap } from "~/components/ui/icons";
import { loadSiteSettings } from "~/features/site/frame.server";
import { heroSlides } from "~/features/site/hero";
import { toProjectCard } from "~/features/site/projects";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { localizePath, pathFor } from "~/features/site/urls";
import { useT } from "~/i18n/ui-strings";
import { aboutPageSlug, activityAreaIds, activityAreaPages, type ActivityAreaId } from "~/lib/activity-areas";
import { phoneMedia, phoneSrcSet, responsiveAttributes, slotSizes } from "~/lib/image-variants";
import { localizedText } from "~/lib/translations";

import type { Route } from "./+types/home";

const activityIcons: Record<ActivityAreaId, typeof Zap> = {
  altyapi: RoadIcon,
  ustyapi: Building2,
  restorasyon: Landmark,
  enerji: Zap,
  endustriyel: Factory,
  tarimsal: Droplets,
};

export async function loader(args: Route.LoaderArgs) {
  const { backend, lang, origin, t, read } = publicRequest(args, "home");
  const { context } = args;
  // The settings come with the layout's frame (one read for both, or none while kept).
  const [home, s] = await Promise.all([
    read("home", () => backend.site.home(lang)),
    read("settings", () => loadSiteSettings(backend, lang, context.get(contentVersionContext), context)),
  ]);
  const slides = heroSlides(
    home.slides.map((slide) => ({
      ...slide,
      alt: slide.imageAlt,
      href: localizePath(slide.buttonLink, lang, home.pageSlugs),
    })),
    (key) => t(key),
  );
  const text = (value: typeof s.about_summary_title) => localizedText(value, lang);
  const pagePath = (type: "kurumsal" | "faaliyetler", trSlug: string) => {
    const slugs = home.pageSlugs[`${type}/${trSlug}`];
    return slugs ? pathFor(lang, { kind: "page", type, slug: slugs[lang] }) : null;
  };

  return {
    seo: {
      lang,
      title: s.general.siteName || s.companyName,
      description: localizedText(s.general.description, lang),
      alternates: alternatesOf((l) => `/${l}/`),
      origin,
      image: slides[0]?.imageUrl ?? null,
    },
    siteName: s.general.siteName || s.companyName,
    slides,
    about: {
      subtitle: text(s.about_summary_subtitle),
      title: text(s.about_summary_title),
      text: text(s.about_summary_text),
      imageUrl: s.about_summary_image_url || null,
      href: pagePath("kurumsal", aboutPageSlug) ?? pathFor(lang, { kind: "section", type: "kurumsal" }),
    },
    activities: {
      subtitle: text(s.activityAreasSubtitle),
      title: text(s.activityAreasTitle) || t("sections.faaliyetler"),
      description: text(s.activityAreasDescription),
      href: pathFor(lang, { kind: "section", type: "faaliyetler" }),
      areas: activityAreaIds.map((id, i) => ({
        id,
        title: localizedText(s[`activityArea${(i + 1) as 1}Title`], lang) || t(`activityAreas.${id}`),
        text: localizedText(s[`activityArea${(i + 1) as 1}Text`], lang),
        href: pagePath("faaliyetler", activityAreaPages[id]),
      })),
    },
    projects: home.featuredProjects.map((p) => toProjectCard(p, lang, t)),
    projectsHref: pathFor(lang, { kind: "projects" }),
    clients: {
      title: text(s.clientLogosTitle) || t("home.clientLogosFallbackTitle"),
      description: text(s.clientLogosDescription),
      logos: s.client_logos.map((logo) => ({
        name: logo.name,
        imageUrl: logo.imageUrl,
        alt: localizedText(logo.altText, lang) || logo.name,
      })),
    },
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

/**
 * Asks for the first slide's picture from the top of the <head>, at high priority, with the same
 * choice of variant the slider's <picture> makes: the page's largest paint then no longer waits
 * until the parser reaches the slider behind the header, nor queues behind the scripts'
 * preloads (docs/decisions/025-first-paint.md). React writes each preload once.
 */
function preloadFirstSlide(imageUrl: string | null | undefined) {
  if (!imageUrl) return;
  const phone = phoneSrcSet(imageUrl);
  if (phone) preload(imageUrl, { as: "image", imageSrcSet: phone, media: phoneMedia, fetchPriority: "high" });
  const wide = responsiveAttributes(imageUrl, slotSizes.fullWidth);
  preload(imageUrl, {
    as: "image",
    imageSrcSet: wide.srcSet,
    imageSizes: wide.sizes,
    media: phone ? `not all and ${phoneMedia}` : undefined,
    fetchPriority: "high",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { about, activities, clients } = loaderData;
  preloadFirstSlide(loaderData.slides[0]?.imageUrl);
  return (
    <main id="main">
      <h1 className="sr-only">{loaderData.siteName}</h1>
      <HeroSlider slides={loaderData.slides} />

      {(about.title || about.text) && (
        <section
          aria-labelledby="about-title"
          className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24"
        >
          <div>
            {about.subtitle && (
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-orange">{about.subtitle}</p>
            )}
            <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-navy sm:text-4xl">
              {about.title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-slate-600">{about.text}</p>
            <a
              href={about.href}
              className="mt-7 inline-flex items-center gap-2 font-semibold text-brand-steel hover:text-brand-orange"
            >
              {t("home.aboutMore")}
              <ArrowRight size={18} aria-hidden />
            </a>
          </div>
          {about.imageUrl && (
            <CoverImage
              src={about.imageUrl}
              alt=""
              width={800}
              height={600}
              sizes={slotSizes.half}
              className="aspect-[4/3] w-full rounded-2xl shadow-xl"
            />
          )}
        </section>
      )}

      <section aria-labelledby="activities-title" className="bg-brand-sand py-16 md:py-24">
        <div className="mx-auto max-w-7xl px-4">
          <div className="max-w-2xl">
            {activities.subtitle && (
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-orange">{activities.subtitle}</p>
            )}
            <h2 id="activities-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-navy sm:text-4xl">
              {activities.title}
            </h2>
            {activities.description && <p className="mt-4 text-lg text-slate-600">{activities.description}</p>}
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {activities.areas.map((area) => {
              const Icon = activityIcons[area.id];
              const body = (
                <>
                  <span className="inline-flex rounded-lg bg-brand-navy p-3 text-white">
                    <Icon size={24} aria-hidden />
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-brand-navy">{area.title}</h3>
                  {area.text && <p className="mt-2 text-sm text-slate-600">{area.text}</p>}
                </>
              );
              return (
                <li key={area.id}>
                  {area.href ? (
                    <a
                      href={area.href}
                      className="block h-full rounded-xl bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-brand-orange"
                    >
                      {body}
                    </a>
                  ) : (
                    <div className="h-full rounded-xl bg-white p-6 shadow-sm">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <a
            href={activities.href}
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-steel hover:text-brand-orange"
          >
            {t("home.activitiesMore")}
            <ArrowRight size={18} aria-hidden />
          </a>
        </div>
      </section>

      {loaderData.projects.length > 0 && (
        <section aria-labelledby="projects-title" className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="projects-title" className="text-3xl font-bold tracking-tight text-brand-navy sm:text-4xl">
                {t("home.featuredProjects")}
              </h2>
              <p className="mt-3 text-lg text-slate-600">{t("home.featuredProjectsIntro")}</p>
            </div>
            <a
              href={loaderData.projectsHref}
              className="inline-flex items-center gap-2 font-semibold text-brand-steel hover:text-brand-orange"
            >
              {t("home.allProjects")}
              <ArrowRight size={18} aria-hidden />
            </a>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.projects.map((project) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {clients.logos.length > 0 && (
        <section aria-labelledby="clients-title" className="border-t border-slate-100 bg-white py-16">
          <div className="mx-auto max-w-7xl px-4 text-center">
            <h2 id="clients-title" className="text-2xl font-bold text-brand-navy sm:text-3xl">
              {clients.title}
            </h2>
            {clients.description && <p className="mx-auto mt-3 max-w-2xl text-slate-600">{clients.description}</p>}
            <ul className="mt-10 grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-6">
              {clients.logos.map((logo) => (
                <li key={logo.name} className="flex justify-center">
                  <img
                    src={logo.imageUrl}
                    {...responsiveAttributes(logo.imageUrl, "160px")}
                    alt={logo.alt}
                    width={320}
                    height={160}
                    loading="lazy"
                    className="h-auto w-40 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </main>
  );
}
