import { enhanceDropdowns, enhanceHeaderShadow } from "./header";
import { enhanceHeroSlider } from "./hero-slider";
import { enhanceLanguageLinks } from "./language-links";
import { enhancePhoneMenu } from "./phone-menu";

// The public site's only script (docs/decisions/027-public-pages-without-react-in-the-browser.md).
// Public pages are HTML that works without JavaScript; this adds what only a script can do. It
// is bundled by vite.config.ts (`virtual:site-script`) and inlined at the end of every public
// document, so it runs once the markup above it is parsed.

enhanceDropdowns(document);
enhanceHeaderShadow(document.querySelector<HTMLElement>("[data-site-header]"));
enhancePhoneMenu(document.querySelector<HTMLDetailsElement>("details[data-phone-menu]"));
enhanceHeroSlider(document.querySelector<HTMLElement>("[data-carousel]"));
enhanceLanguageLinks();
