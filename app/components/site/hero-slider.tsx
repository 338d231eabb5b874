import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useT } from "~/i18n/ui-strings";
import { Link } from "react-router";
import type { HeroSlide } from "~/features/site/hero";
import { cx } from "~/lib/cx";
import { phoneMedia, phoneSrcSet, responsiveAttributes, slotSizes } from "~/lib/image-variants";
import { placeholderImage } from "./cover-image";

export const slideIntervalMs = 7000;

/**
 * The home page's hero (spec: auto-plays every 7000 ms). It pauses while hovered or focused
 * and on request (a visible pause button), never moves by itself when the visitor prefers
 * reduced motion, and is a labelled carousel for screen readers. Without JavaScript the first
 * slide is shown and the controls are hidden.
 *
 * Only the first slide's picture is fetched at once, at high priority (the page's largest paint);
 * the next slide's is in the page too, loaded lazily while the first shows, and each later one is
 * added when the slide before it shows: no one downloads slides they never get to.
 */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const { t } = useT();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The slides whose picture is in the page: the one shown, the next, and every one shown before.
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const rotating = count > 1 && !stopped && !reducedMotion;
  const paused = hovered || focused;

  const go = useCallback((index: number) => setCurrent(((index % count) + count) % count), [count]);
  const next = count > 0 ? (current + 1) % count : 0;
  if (!pictured.has(current) || !pictured.has(next)) setPictured(new Set([...pictured, current, next]));

  useEffect(() => {
    // The preference is read again here, not only from state: the first timer must not start in
    // the moment before the reduced-motion state has been set after hydration.
    if (!rotating || paused || matchMedia(reducedMotionQuery).matches) return;
    const timer = setTimeout(() => go(current + 1), slideIntervalMs);
    return () => clearTimeout(timer);
  }, [rotating, paused, current, go]);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.sliderLabel")}
      className="relative isolate h-[min(72vh,40rem)] min-h-[26rem] overflow-hidden bg-brand-navy"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announced only when the visitor moves the slides, not on every automatic turn. */}
      <div aria-live={rotating && !paused ? "off" : "polite"} aria-atomic="true" className="h-full">
        {slides.map((slide, index) => {
          const active = index === current;
          const phoneSources = phoneSrcSet(slide.imageUrl);
          return (
            <div
              key={slide.id}
              // The WAI-ARIA carousel pattern: each slide is a labelled group.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slideOf", { number: index + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={cx(
                "absolute inset-0 motion-safe:transition-opacity motion-safe:duration-700",
                active ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              {pictured.has(index) && (
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
              )}
              <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-navy/85 via-brand-navy/55 to-brand-navy/10" />
              <div className="mx-auto flex h-full max-w-7xl items-center px-4 pb-16 sm:px-8">
                <div className="max-w-xl text-white">
                  <h2 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">{slide.title}</h2>
                  {slide.description && <p className="mt-4 text-base text-slate-200 sm:text-lg">{slide.description}</p>}
                  {slide.href && slide.buttonText && (
                    <Link
                      to={slide.href}
                      className="mt-7 inline-flex items-center gap-2 rounded-md bg-brand-orange px-5 py-3 font-semibold text-white shadow-lg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      {slide.buttonText}
                      <ArrowRight size={18} aria-hidden />
                    </Link>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="nojs:hidden absolute inset-x-0 bottom-5 z-10 mx-auto flex max-w-7xl items-center gap-3 px-4 sm:px-8">
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped || reducedMotion ? t("home.playSlider") : t("home.pauseSlider")}
            disabled={reducedMotion}
            className="rounded-full bg-white/15 p-2 text-white backdrop-blur hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white disabled:hidden"
          >
            {stopped ? <Play size={18} aria-hidden /> : <Pause size={18} aria-hidden />}
          </button>
          <button
            type="button"
            onClick={() => go(current - 1)}
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
                  onClick={() => go(index)}
                  aria-label={t("home.goToSlide", { number: index + 1 })}
                  aria-current={index === current ? "true" : undefined}
                  className="group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span
                    aria-hidden
                    className={cx(
                      "block h-2.5 rounded-full ring-1 ring-brand-navy/40 transition-all motion-reduce:transition-none",
                      index === current ? "w-8 bg-brand-orange-light" : "w-2.5 bg-white/70 group-hover:bg-white",
                    )}
                  />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => go(current + 1)}
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

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}
