export interface HeaderBehaviourOptions {
  /** Product §9: the header turns white with a shadow once scrolled more than this. */
  scrollThresholdPx: number;
  openMenuLabel: string;
  closeMenuLabel: string;
}

/**
 * What the site header does in the browser, on markup that `SiteHeader` rendered: it
 * marks `data-scrolled` past the threshold (CSS draws the shadow), and opens and closes
 * the mobile menu — the toggle's aria-expanded and label, the menu's `hidden`; Escape
 * closes it and gives focus back to the toggle; leaving the page closes it, so the back
 * button never shows a page with its menu left open. It starts closed; it returns what
 * undoes it.
 *
 * It runs as the source of an inline script on the prerendered pages (inline-call.ts),
 * so it uses nothing from outside its own body.
 */
export function enhanceSiteHeader(options: HeaderBehaviourOptions): () => void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const toggle = header?.querySelector<HTMLButtonElement>("[aria-controls]");
  const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!header || !toggle || !menu) return () => {};

  const markScrolled = () =>
    header.setAttribute("data-scrolled", String(window.scrollY > options.scrollThresholdPx));
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? options.closeMenuLabel : options.openMenuLabel);
    menu.hidden = !open;
  };
  const onToggle = () => setOpen(!isOpen());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  };
  const onPageHide = () => setOpen(false);

  setOpen(false);
  // Read the scroll position after the first layout, not in the middle of parsing the page.
  const frame = requestAnimationFrame(markScrolled);
  window.addEventListener("scroll", markScrolled, { passive: true });
  // A page restored from the back/forward cache may come back scrolled elsewhere.
  window.addEventListener("pageshow", markScrolled);
  window.addEventListener("pagehide", onPageHide);
  document.addEventListener("keydown", onKeyDown);
  toggle.addEventListener("click", onToggle);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", markScrolled);
    window.removeEventListener("pageshow", markScrolled);
    window.removeEventListener("pagehide", onPageHide);
    document.removeEventListener("keydown", onKeyDown);
    toggle.removeEventListener("click", onToggle);
  };
}
