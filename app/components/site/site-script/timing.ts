// Timings the site's script and its tests share (docs/product.md §3 and §4).

/** A header dropdown closes this long after the pointer has left it; coming back cancels that. */
export const dropdownCloseDelayMs = 200;

/** The home page's hero turns to the next slide after this long. */
export const slideIntervalMs = 7000;
