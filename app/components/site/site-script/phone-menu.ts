// The phone menu (docs/product.md §3) is a <details> whose panel is a modal <dialog>: without
// JavaScript the summary opens it and a link to the page closes it. Here, while it is open the
// page behind does not scroll, the focus starts on the close button and stays inside the
// panel, and Escape, the close button or a tap beside the panel close it and give the focus
// back to the menu button. Its submenus are exclusive by the <details> `name` alone.

const focusable = "a[href], button, summary, input, select, textarea";

export function enhancePhoneMenu(menu: HTMLDetailsElement | null): void {
  if (!menu) return;
  const summary = menu.querySelector<HTMLElement>(":scope > summary");
  const panel = menu.querySelector<HTMLElement>(":scope > dialog");
  if (!summary || !panel) return;
  let pageOverflow = "";

  const close = () => {
    menu.open = false;
    summary.focus();
  };

  menu.addEventListener("toggle", () => {
    if (menu.open) {
      pageOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      panel.querySelector<HTMLElement>("button[data-menu-close]")?.focus();
    } else {
      document.body.style.overflow = pageOverflow;
    }
  });
  for (const closer of menu.querySelectorAll<HTMLElement>("[data-menu-close]")) closer.addEventListener("click", close);
  // Widened past the phone breakpoint (a tablet turned), the menu is hidden by CSS: left open,
  // it kept the page from scrolling and the focus trapped among controls nobody can see.
  window.addEventListener("resize", () => {
    if (menu.open && getComputedStyle(menu).display === "none") menu.open = false;
  });

  document.addEventListener("keydown", (event) => {
    if (!menu.open) return;
    if (event.key === "Escape") {
      close();
    } else if (event.key === "Tab") {
      // A modal panel keeps the focus inside: past the last control it wraps to the first.
      const controls = [...panel.querySelectorAll<HTMLElement>(focusable)].filter(
        (element) => element.offsetParent !== null && !element.hasAttribute("disabled"),
      );
      const first = controls[0];
      const last = controls.at(-1);
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first?.focus();
      }
    }
  });
}
