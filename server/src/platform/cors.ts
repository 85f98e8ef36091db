import { Elysia } from "elysia";
import { isEmbedPath } from "./embed-endpoints";

/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Public, cacheable data every page may read (a publisher's opinion counts): answered with
 * `Access-Control-Allow-Origin: *` whether or not the request names an origin, so the one copy a shared
 * cache keeps serves every page (an origin-specific answer could reach a page without its CORS).
 */
const PUBLIC_PATHS = new Set(["/api/embed/counts"]);

/**
 * Lets registered publishers' pages call what their embeds use from the browser (the contract's
 * `embed` endpoints, embed-endpoints.ts), and nothing else: an `Origin` the check allows gets the
 * CORS headers on those answers, errors included, and its preflights an answer; any other origin or
 * path gets none, so the browser keeps the answer from the page (except under /api/embed/, whose
 * refusals every page may read, and the public paths, open to all). No credentials: embeds send
 * their session as a bearer token, never a cookie.
 */
export function cors(isAllowed: (origin: string) => Promise<boolean>) {
  return new Elysia({ name: "pnyx/cors" }).onRequest(async ({ request, set }) => {
    const origin = request.headers.get("origin");
    // A URL Bun could not build (a malformed Host, refused first in server.ts): no CORS headers.
    if (!URL.canParse(request.url)) return;
    const url = new URL(request.url);
    if (request.method !== "OPTIONS" && PUBLIC_PATHS.has(url.pathname)) {
      set.headers["access-control-allow-origin"] = "*";
      return;
    }
    if (origin === null) return;
    // The site's own pages need no CORS (and must not wait on the registry).
    if (!url.pathname.startsWith("/api/") || (URL.canParse(origin) && new URL(origin).host === url.host)) return;
    // The rest of the API (notifications, profiles, accounts, administration) is the site's alone.
    if (!isEmbedPath(url.pathname)) return;
    set.headers.vary = "Origin";
    // The embed endpoints answer every page, so an unregistered one reads why it is refused (they
    // check origins themselves); the rest of the API only registered publishers' pages.
    if (!url.pathname.startsWith("/api/embed/") && !(await isAllowed(origin))) return;
    set.headers["access-control-allow-origin"] = origin;
    set.headers["access-control-expose-headers"] = "Retry-After";
    if (request.method !== "OPTIONS") return;
    return new Response(null, {
      status: 204,
      headers: {
        "access-control-allow-origin": origin,
        "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
        "access-control-allow-headers": "Content-Type, Authorization",
        "access-control-max-age": String(PREFLIGHT_MAX_AGE_SECONDS),
        vary: "Origin",
      },
    });
  });
}
