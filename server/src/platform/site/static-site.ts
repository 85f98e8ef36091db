import { existsSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { Elysia } from "elysia";
import { notFound } from "../errors";
import { matchesIfNoneMatch } from "../http-cache";
import { sendBuiltFile } from "./precompressed-file";
import { siteHeaders, type SiteHeaderOptions } from "../security-headers";
import type { RenderedPage } from "@pnyx/contract/site-renderer";

export interface StaticSiteOptions extends SiteHeaderOptions {
  /** The HTML of a page path (server-rendered); without it, or when it answers null, index.html. */
  pages?: (request: Request) => Promise<RenderedPage | null>;
}

/**
 * Serves the built single-page site: real files as they are (hashed assets cached for a year);
 * any other extension-less path gets index.html so the client router decides (including its own
 * 404 page). Either is sent precompressed when the request accepts it (precompressed-file.ts).
 * Mount it after the API so API routes win.
 */
export const staticSite = (siteDir: string, options: StaticSiteOptions = {}) => {
  const root = normalize(siteDir + sep);
  const indexFile = join(root, "index.html");
  const enabled = existsSync(indexFile);

  return new Elysia({ name: "pnyx/static-site" }).get("/*", async ({ path, set, request }) => {
    if (!enabled) throw notFound("The site is not built: run `bun run build`");

    Object.assign(set.headers, siteHeaders(path, options));
    const file = resolveInside(root, path);
    if (file) {
      if (path.startsWith("/assets/")) {
        set.headers["cache-control"] = HASHED_FILE_CACHE;
        return sendBuiltFile(file, request, set);
      }
      set.headers["cache-control"] = FIXED_NAME_FILE_CACHE;
      return sendValidatedFile(file, request, set);
    }
    if (extname(path) !== "") throw notFound(`No file ${path}`);
    set.headers["cache-control"] = "no-cache";
    const page = await options.pages?.(request);
    if (page) {
      // The same page for every visitor: a shared cache may keep it, asking each time if it changed.
      set.headers["cache-control"] = "public, no-cache";
      set.status = page.status;
      set.headers["content-type"] = "text/html; charset=utf-8";
      return page.html;
    }
    return sendValidatedFile(indexFile, request, set);
  });
};

/** Files whose names carry their content's hash (the build's /assets/): a new build has new names. */
const HASHED_FILE_CACHE = "public, max-age=31536000, immutable";
/**
 * Files at fixed names (/boot.js, the logo, the category pictures): kept an hour, then served a day
 * longer while the cache asks again, which its ETag makes a 304. A deploy reaches everyone within
 * the hour; boot.js reads the page's own attributes, so an older copy still starts a newer page.
 */
export const FIXED_NAME_FILE_CACHE = "public, max-age=3600, stale-while-revalidate=86400";

interface FileAnswerSet {
  status?: number | string;
  headers: Record<string, string | number>;
}

/**
 * A built file with a weak ETag from its size and time, or 304 without a body when If-None-Match
 * names it (weak: the tag stands for the file whichever coding it is sent in).
 */
function sendValidatedFile(file: string, request: Request, set: FileAnswerSet) {
  const stat = statSync(file);
  const etag = `W/"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`;
  set.headers.etag = etag;
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) {
    set.status = 304;
    return null;
  }
  return sendBuiltFile(file, request, set);
}

/** The file under root that the URL path names, or null; never a path outside root. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  try {
    return statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}
