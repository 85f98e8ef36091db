import type { PageContext } from "../shared/page";

/** The element's theme: its own `theme` attribute, else the page's, else light (CSS reads the attribute). */
export function applyTheme(host: HTMLElement, page: PageContext): void {
  if (!host.hasAttribute("theme")) host.setAttribute("theme", page.config.theme ?? "light");
}
