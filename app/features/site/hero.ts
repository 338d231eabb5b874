import type { Translate, UiKey } from "~/i18n/ui-strings";

// The static configuration's built-in hero: what the home page's top band shows when no slide
// is active (or the slides cannot be read), so it is never an empty band. Its words are UI
// strings, so every language has them.

/** One slide of the home page's hero, as the hero slider shows it. */
export interface HeroSlide {
  id: string;
  imageUrl: string | null;
  /** The picture's text alternative; stored slides' pictures are decorative (""). */
  alt?: string;
  title: string;
  description: string;
  buttonText: string;
  /** Localized link, or null when the slide has none. */
  href: string | null;
}

export interface BuiltInHero {
  id: string;
  src: string;
  altKey: UiKey;
  titleKey: UiKey;
  subtitleKey: UiKey;
}

export const builtInHeroes: readonly BuiltInHero[] = [
  {
    id: "hero-default",
    src: "/images/hero-default_1600x640-hero-default.png",
    altKey: "home.heroAlt",
    titleKey: "home.heroTitle",
    subtitleKey: "home.heroSubtitle",
  },
];

/** The hero's slides: the active ones from the store, else the built-in hero in the page's language. */
export function heroSlides(stored: HeroSlide[], t: Translate): HeroSlide[] {
  if (stored.length > 0) return stored;
  return builtInHeroes.map((hero) => ({
    id: hero.id,
    imageUrl: hero.src,
    alt: t(hero.altKey),
    title: t(hero.titleKey),
    description: t(hero.subtitleKey),
    buttonText: "",
    href: null,
  }));
}
