// GET /robots.txt, /sitemap.xml and /sitemaps/{file}: what search engines read to find the public pages.
import { Elysia } from "elysia";
import { robotsTxt } from "./robots";
import { createSitemapService, SITEMAP_INDEX_PATH, SITEMAP_TTL_MS, SITEMAPS_PREFIX, type SitemapDeps } from "./service";

const XML = "application/xml; charset=utf-8";
/** robots.txt changes only with a release. */
const ROBOTS_MAX_AGE_S = 3600;

export const sitemapRoutes = (deps: SitemapDeps) => {
  const sitemaps = createSitemapService(deps);
  const robots = robotsTxt(deps.publicUrl);
  const xmlHeaders = (headers: Record<string, unknown>) => {
    headers["content-type"] = XML;
    headers["cache-control"] = `public, max-age=${SITEMAP_TTL_MS / 1000}`;
    headers["x-content-type-options"] = "nosniff";
  };
  return new Elysia({ name: "pnyx/sitemap" })
    .get("/robots.txt", ({ set }) => {
      set.headers["content-type"] = "text/plain; charset=utf-8";
      set.headers["cache-control"] = `public, max-age=${ROBOTS_MAX_AGE_S}`;
      return robots;
    })
    .get(SITEMAP_INDEX_PATH, async ({ set }) => {
      const xml = await sitemaps.index();
      xmlHeaders(set.headers);
      return xml;
    })
    .get(`${SITEMAPS_PREFIX}/:file`, async ({ params, set }) => {
      const xml = await sitemaps.file(params.file);
      xmlHeaders(set.headers);
      return xml;
    });
};
