// The server-rendering seam: what a site's server build (sites/web's entry-server, built to
// dist-server/entry-server.js) exports and what the Pnyx server, which loads that file at run time,
// may ask of it. Types only: both sides compile against these, so neither can change the shape
// alone (the site's typecheck fails on its side, the server's on its own).

/** One chunk of the site's browser build, as Vite's manifest (dist/.vite/manifest.json) lists it. */
export interface SiteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The site's browser build manifest: chunk key → chunk. */
export type SiteBuildManifest = Record<string, SiteManifestChunk>;

/** What the server hands the site's renderer when it loads it. */
export interface SiteRendererOptions {
  /** The server's own API, called in process (a fetch that never leaves it). */
  fetch: typeof globalThis.fetch;
  /** The origin the API is addressed at (the site's public URL, PUBLIC_URL). */
  origin: string;
  /** The built dist/index.html. */
  template: string;
  /** The browser build's manifest (dist/.vite/manifest.json). */
  manifest: SiteBuildManifest;
}

/** A page rendered for a visitor: its status and whole HTML. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** The site's renderer, made once per server. */
export interface SiteRenderer {
  /** The page at the request's URL as a visitor sees it; a redirect; or null for pages only the browser renders. */
  render(request: Request): Promise<RenderedPage | Response | null>;
  /** The bare shell for pages the browser renders alone. */
  shell: string;
}

/** The built server entry as a module: the one export the server calls. */
export interface SiteRendererModule {
  createSiteRenderer: (options: SiteRendererOptions) => SiteRenderer;
}
