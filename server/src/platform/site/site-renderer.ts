// The site's server entry (sites/web/src/entry-server.tsx, built to dist-server/entry-server.js),
// loaded from the build at run time: the server never imports the site's source. Both sides compile
// against the seam's one declaration (@pnyx/contract/site-renderer).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteBuildManifest, SiteRenderer, SiteRendererModule } from "@pnyx/contract/site-renderer";

export interface SiteRendererSource {
  /** The built entry (dist-server/entry-server.js). */
  entry: string;
  /** The built browser site (its index.html and .vite/manifest.json). */
  siteDir: string;
  /** The site's public origin: the address its API calls name. */
  origin: string;
  /** Answers the renderer's API calls in process, through the whole app (caches, limits, checks). */
  handle: (request: Request) => Promise<Response>;
}

/**
 * Loads the site's renderer once, on first use; null when the site or its server entry is not built
 * (the browser then renders every page from the shell).
 */
export function lazySiteRenderer(source: SiteRendererSource): () => Promise<SiteRenderer | null> {
  let loading: Promise<SiteRenderer | null> | undefined;
  return () => {
    loading ??= load(source);
    return loading;
  };
}

async function load({ entry, siteDir, origin, handle }: SiteRendererSource): Promise<SiteRenderer | null> {
  const manifestFile = join(siteDir, ".vite", "manifest.json");
  const templateFile = join(siteDir, "index.html");
  if (!existsSync(entry) || !existsSync(manifestFile) || !existsSync(templateFile)) return null;
  const module: Partial<SiteRendererModule> = await import(entry);
  // The build is plain JavaScript: a stale one that no longer has the seam's shape says so here.
  if (typeof module.createSiteRenderer !== "function") throw new Error(`${entry} exports no createSiteRenderer: rebuild the site (bun run build)`);
  return module.createSiteRenderer({
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      handle(input instanceof Request ? new Request(input, init) : new Request(String(input), init))) as typeof globalThis.fetch,
    origin,
    template: readFileSync(templateFile, "utf8"),
    manifest: JSON.parse(readFileSync(manifestFile, "utf8")) as SiteBuildManifest,
  });
}
