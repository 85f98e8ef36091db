// Module evaluation in slices. A browser evaluates a page's static module graph in one task, and ours
// (react-aria, the router, the contract's schemas, the widgets) held a phone's main thread for about
// 400 ms at Lighthouse's 4x CPU, after the page had painted and before it answered a tap. Each module
// of the browser build now starts with an await of `pause()` (module-pause.ts), which lets the browser
// in once a slice has run SLICE_MS. The order of evaluation is unchanged. CommonJS modules (react-dom)
// still run whole, since a module that is require()d cannot wait.
import { join } from "node:path";
import type { Plugin } from "vite";

/** The pause's own module: the one module without the prelude. */
export const PAUSE_MODULE = join(import.meta.dirname, "module-pause.ts");

/** What goes before a module's code; on its first line, so the module's source map stays right below it. */
export const PAUSE_PRELUDE = `import { pause as __pnyxPause } from ${JSON.stringify(PAUSE_MODULE)}; { const slice = __pnyxPause(); if (slice) await slice; } `;

/**
 * Whether a module may begin with the pause: script that the bundle keeps as an ECMAScript module.
 * Not CommonJS (a top-level await in a module that is require()d is an error), not Vite's and
 * rolldown's virtual or query modules, not stylesheets, not the pause itself.
 */
export function canPause(id: string, code: string): boolean {
  if (id === PAUSE_MODULE || id.startsWith("\0") || id.includes("?") || !/\.(m?js|[jt]sx?)$/.test(id)) return false;
  if (/\brequire\s*\(|\bmodule\.exports\b|\bexports\.\w+\s*=/.test(code)) return false;
  return /^\s*(import|export)\b/m.test(code);
}

/** The Vite plugin, for the browser build only: the server's renderer runs whole modules. */
export function moduleSlices(): Plugin {
  return {
    name: "pnyx:module-slices",
    apply: "build",
    // After the other plugins, so it sees each module as JavaScript.
    enforce: "post",
    transform(code, id) {
      if (!canPause(id, code)) return null;
      return { code: PAUSE_PRELUDE + code, map: null };
    },
  };
}
