import { dropdownCloseDelayMs } from "./timing";

// The desktop header (docs/product.md §3). Without JavaScript its dropdowns open by CSS on hover
// and keyboard focus; here they open on hover, click and Enter, one at a time, and say so with
// `aria-expanded`. A dropdown is an element with `data-dropdown="<id>"` holding its panel (the
// element its toggles' `aria-controls` names); an open panel carries `data-open`.

export function enhanceDropdowns(root: ParentNode): void {
  const dropdowns = [...root.querySelectorAll<HTMLElement>("[data-dropdown]")];
  if (dropdowns.length === 0) return;
  let openId: string | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const togglesOf = (id: string) => [
    ...root.querySelectorAll<HTMLElement>(`[data-dropdown="${CSS.escape(id)}"] [aria-controls]`),
  ];
  const panelOf = (id: string) => {
    const controls = togglesOf(id)[0]?.getAttribute("aria-controls");
    return controls ? document.getElementById(controls) : null;
  };
  const show = (id: string | null) => {
    clearTimeout(closeTimer);
    if (id === openId) return;
    for (const current of [openId, id]) {
      if (current === null) continue;
      const open = current === id;
      panelOf(current)?.toggleAttribute("data-open", open);
      for (const toggle of togglesOf(current)) toggle.setAttribute("aria-expanded", String(open));
    }
    openId = id;
  };

  for (const dropdown of dropdowns) {
    const id = dropdown.dataset.dropdown!;
    dropdown.addEventListener("mouseenter", () => show(id));
    dropdown.addEventListener("mouseleave", () => {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => show(null), dropdownCloseDelayMs);
    });
    for (const toggle of togglesOf(id)) toggle.addEventListener("click", () => show(openId === id ? null : id));
    // Opened from the keyboard, it closes when the focus moves on past it (unless the pointer
    // still holds it open).
    dropdown.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (openId === id && !(next instanceof Node && dropdown.contains(next)) && !dropdown.matches(":hover"))
        show(null);
    });
  }

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || openId === null) return;
    const id = openId;
    // The focus goes back to the toggle only from inside the dropdown: Escape after a hover
    // leaves the keyboard's place where it was.
    const focusWasInside =
      root.querySelector(`[data-dropdown="${CSS.escape(id)}"]`)?.contains(document.activeElement) ?? false;
    show(null);
    if (focusWasInside) document.getElementById(`toggle-${id}`)?.focus();
  });
}

/**
 * The header turns translucent with a shadow once the page is scrolled past its height (spec).
 * Nothing is measured until the page scrolls (a restored scroll position fires a scroll event
 * too): reading a position while the page is first laid out would force that layout early.
 */
export function enhanceHeaderShadow(header: HTMLElement | null): void {
  if (!header) return;
  let frame = 0;
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => header.toggleAttribute("data-scrolled", window.scrollY > header.offsetHeight));
  };
  window.addEventListener("scroll", update, { passive: true });
}
