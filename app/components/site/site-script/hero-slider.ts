import { slideIntervalMs } from "./timing";

// The home page's hero (docs/product.md §4). The server renders every slide with the first one
// active and the controls hidden without JavaScript. Here it turns every 7 seconds, pauses while
// hovered or focused and on request (its pause button), never moves by itself for visitors who
// prefer reduced motion, and is operable by its buttons. Only the first two slides' pictures are
// in the page at first; every later one waits in a <template> until the slide before it shows,
// so no one downloads slides they never get to.
//
// Markup it relies on (app/components/site/hero-slider.tsx): `[data-carousel]` holding
// `[data-slide]` elements and `[data-live]`, buttons `[data-slider-pause]` (with
// `data-label-pause` / `data-label-play`), `[data-slider-step="±1"]` and `[data-slider-go="i"]`.

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

export function enhanceHeroSlider(carousel: HTMLElement | null): void {
  const slides = carousel ? [...carousel.querySelectorAll<HTMLElement>("[data-slide]")] : [];
  if (!carousel || slides.length < 2) return;
  const count = slides.length;
  const pause = carousel.querySelector<HTMLButtonElement>("[data-slider-pause]");
  const dots = [...carousel.querySelectorAll<HTMLElement>("[data-slider-go]")];
  const live = carousel.querySelector<HTMLElement>("[data-live]");
  const reducedMotion = matchMedia(reducedMotionQuery);
  let current = 0;
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const addPicture = (index: number) => {
    const template = slides[index]?.querySelector<HTMLTemplateElement>("template[data-slide-picture]");
    template?.replaceWith(template.content);
  };

  const render = () => {
    slides.forEach((slide, index) => {
      const active = index === current;
      slide.dataset.active = String(active);
      slide.setAttribute("aria-hidden", String(!active));
      slide.inert = !active;
    });
    dots.forEach((dot, index) =>
      index === current ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
    addPicture(current);
    addPicture((current + 1) % count);

    const rotating = !stopped && !reducedMotion.matches;
    if (pause) {
      pause.disabled = reducedMotion.matches;
      pause.toggleAttribute("data-stopped", !rotating);
      pause.setAttribute("aria-label", (rotating ? pause.dataset.labelPause : pause.dataset.labelPlay) ?? "");
    }
    // Announced only when the visitor moves the slides, not on every automatic turn.
    const paused = hovered || focused;
    live?.setAttribute("aria-live", rotating && !paused ? "off" : "polite");
    clearTimeout(timer);
    if (rotating && !paused) timer = setTimeout(() => go(current + 1), slideIntervalMs);
  };
  const go = (index: number) => {
    current = ((index % count) + count) % count;
    render();
  };

  carousel.addEventListener("mouseenter", () => ((hovered = true), render()));
  carousel.addEventListener("mouseleave", () => ((hovered = false), render()));
  carousel.addEventListener("focusin", () => ((focused = true), render()));
  carousel.addEventListener("focusout", (event) => {
    if (carousel.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  pause?.addEventListener("click", () => ((stopped = !stopped), render()));
  for (const step of carousel.querySelectorAll<HTMLElement>("[data-slider-step]")) {
    step.addEventListener("click", () => go(current + Number(step.dataset.sliderStep)));
  }
  dots.forEach((dot, index) => dot.addEventListener("click", () => go(index)));
  reducedMotion.addEventListener("change", render);
  render();
}
