import type { HeroSlide } from "~/features/site/hero";
import { useT } from "~/i18n/ui-strings";
import { phoneMedia, phoneSrcSet, responsiveAttributes, slotSizes } from "~/lib/image-variants";

import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from "../ui/icons";
import { placeholderImage } from "./cover-image";

/**
 * The home page's hero (spec: auto-plays every 7000 ms), rendered on the server with the first
 * slide shown; the site's script (./site-script/hero-slider.ts) turns it, pauses it while hovered
 * or focused and on request (a visible pause button), never moves it by itself when the visitor
 * prefers reduced motion, and shows the controls. It is a labelled carousel for screen readers.
 * Without JavaScript the first slide is shown and the controls are hidden.
 *
 * Only the first slide's picture is fetched at once, at high priority (the page's largest paint);
 * the second's is in the page too, loaded lazily, and every later one waits in a <template> that
 * the script opens when the slide before it shows: no one downloads slides they never get to.
 */
const firstSlideShade = "hero-first-shade";

export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const { t } = useT();
  const count = slides.length;
  if (count === 0) return null;

  return (
    <section
      aria-roledescription={t("home.carouselRole")}
      aria-label={t("home.sliderLabel")}
      data-carousel
      className="relative isolate h-[min(72vh,40rem)] min-h-[26rem] overflow-hidden bg-brand-navy"
    >
      {/* A slide's text is centred vertically: painted half parsed, it moved up once the rest
          arrived (a layout shift on slow connections). Chromium paints nothing before the first
          slide's shade, which follows its text, is parsed; React hoists the link into <head>. */}
      <link rel="expect" href={`#${firstSlideShade}`} blocking="render" />
      {/* Announced only when the visitor moves the slides, not on every automatic turn (the script sets it). */}
      <div aria-live="polite" aria-atomic="true" data-live className="h-full">
        {slides.map((slide, index) => {
          const active = index === 0;
          const phoneSources = phoneSrcSet(slide.imageUrl);
          const picture = (
            <picture>
              {/* Phones: at most the 800 px variant (about twice their width), whatever their pixel density. */}
              {phoneSources && <source media={phoneMedia} srcSet={phoneSources} />}
              <img
                src={slide.imageUrl || placeholderImage}
                {...responsiveAttributes(slide.imageUrl, slotSizes.fullWidth)}
                alt={slide.alt ?? ""}
                width={1600}
                height={640}
                // The first slide is the page's largest paint: fetched at once, at high priority.
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding={index === 0 ? "sync" : "async"}
                className="absolute inset-0 -z-10 h-full w-full object-cover"
              />
            </picture>
          );
          return (
            <div
              key={slide.id}
              // The WAI-ARIA carousel pattern: each slide is a labelled group.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-roledescription={t("home.slideRole")}
              aria-label={t("home.slideOf", { number: index + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              data-slide
              data-active={active}
              className="absolute inset-0 motion-safe:transition-opacity motion-safe:duration-700 data-[active=false]:invisible data-[active=false]:opacity-0"
            >
              {index < 2 ? picture : <template data-slide-picture>{picture}</template>}
              <div className="mx-auto flex h-full max-w-7xl items-center px-4 pb-16 sm:px-8">
                <div className="max-w-xl text-white">
                  <h2 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">{slide.title}</h2>
                  {slide.description && <p className="mt-4 text-base text-slate-200 sm:text-lg">{slide.description}</p>}
                  {slide.href && slide.buttonText && (
                    <a
                      href={slide.href}
                      className="mt-7 inline-flex items-center gap-2 rounded-md bg-brand-orange px-5 py-3 font-semibold text-white shadow-lg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      {slide.buttonText}
                      <ArrowRight size={18} aria-hidden />
                    </a>
                  )}
                </div>
              </div>
              {/* The shade sits under the text (both stacked by z-index) but follows it in the
                  markup: the first slide's shade is what the first paint waits for (see below). */}
              <div
                id={index === 0 ? firstSlideShade : undefined}
                className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-navy/85 via-brand-navy/55 to-brand-navy/10"
              />
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="nojs:hidden absolute inset-x-0 bottom-5 z-10 mx-auto flex max-w-7xl items-center gap-3 px-4 sm:px-8">
          {/* Shows Play while stopped (the script sets data-stopped and the label). */}
          <button
            type="button"
            data-slider-pause
            data-label-pause={t("home.pauseSlider")}
            data-label-play={t("home.playSlider")}
            aria-label={t("home.pauseSlider")}
            className="group/pause rounded-full bg-white/15 p-2 text-white backdrop-blur hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white disabled:hidden"
          >
            <Pause size={18} aria-hidden className="group-data-stopped/pause:hidden" />
            <Play size={18} aria-hidden className="hidden group-data-stopped/pause:block" />
          </button>
          <button
            type="button"
            data-slider-step="-1"
            aria-label={t("home.previousSlide")}
            className="rounded-full bg-white/15 p-2 text-white backdrop-blur hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
          >
            <ChevronLeft size={18} aria-hidden />
          </button>
          <ol className="flex items-center gap-1">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                {/* A 24 px target (WCAG 2.5.8) around the small dot that shows. */}
                <button
                  type="button"
                  data-slider-go={index}
                  aria-label={t("home.goToSlide", { number: index + 1 })}
                  aria-current={index === 0 ? "true" : undefined}
                  className="group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span
                    aria-hidden
                    className="block h-2.5 w-2.5 rounded-full bg-white/70 ring-1 ring-brand-navy/40 transition-all group-hover:bg-white group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand-orange-light motion-reduce:transition-none"
                  />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            data-slider-step="1"
            aria-label={t("home.nextSlide")}
            className="rounded-full bg-white/15 p-2 text-white backdrop-blur hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
          >
            <ChevronRight size={18} aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
