// embed.js: the one script a publisher adds. It defines <pnyx-opinions>, <pnyx-count> and <pnyx-chat>,
// gives each an open shadow root with Pnyx's stylesheet, and loads a widget's code only when its
// element is on the page and near the viewport (loading="lazy", the default; "eager"; "manual": on
// `pnyx.load(element)`). Nothing here is a framework: it must stay under 3 kB gzipped.
import type { PageConfig, PageContext } from "../shared/page";
import { defineEmbeds, type PnyxGlobal } from "./define";

declare global {
  interface Window {
    /** Settings read when embed.js runs (the same as `pnyx.configure`). */
    pnyxConfig?: PageConfig;
    pnyx?: PnyxGlobal;
  }
}

const script = (document.currentScript ?? document.querySelector('script[src$="/embed.js"]')) as HTMLScriptElement | null;
const base = new URL(script?.src ?? "/embed.js", location.href).origin;
const page: PageContext = { base, config: { ...window.pnyxConfig } };

/** How far below (or above) the viewport an element starts loading. */
const NEAR = "800px";
const waiting = new Map<Element, () => void>();
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const start = waiting.get(entry.target);
      if (!entry.isIntersecting || !start) continue;
      near.unobserve(entry.target);
      waiting.delete(entry.target);
      start();
    }
  },
  { rootMargin: `${NEAR} 0px` },
);

window.pnyx = defineEmbeds({
  page,
  importChunk: (name) => import(/* @vite-ignore */ `${base}/embed/${name}.js`),
  whenNear(element, start) {
    waiting.set(element, start);
    near.observe(element);
    return () => {
      near.unobserve(element);
      waiting.delete(element);
    };
  },
  registry: customElements,
});
