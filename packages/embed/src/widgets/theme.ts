import type { PageContext } from "../shared/page";

/**
 * Gives the widget's container the element's theme: its own `theme` attribute, else the page's, else
 * light. The stylesheet sets `color-scheme` on the container inside the shadow root, where the page's
 * CSS (`* { color-scheme: light }`, `all: unset` on the element) cannot reach it; nothing is written
 * on the element itself, so a later `pnyx.configure({ theme })` still applies.
 */
export function applyTheme(container: HTMLElement, host: HTMLElement, page: PageContext): void {
  container.dataset.theme = host.getAttribute("theme") ?? page.config.theme ?? "light";
}
