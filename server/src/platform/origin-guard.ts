import { ERROR_CODES } from "@pnyx/contract";
import { isEmbedPath } from "./embed-endpoints";
import { HttpError } from "./errors";

export interface OriginGuardOptions {
  /** The site's own address (config.publicUrl): its origin is always trusted. */
  publicUrl: string;
  /** Whether another origin's pages may change state here: registered publishers' (publishers/api/registry.ts). */
  isAllowed?: (origin: string) => Promise<boolean>;
}

/**
 * Refuses state changes a browser sends on behalf of another site: a page elsewhere can post a
 * form (no preflight) that signs its visitors up, subscribes addresses or sends support mail. A
 * browser names the page's origin on every such request; it must be the site's own (the address
 * the request came to, or the configured public address) or one listed. Requests without an
 * Origin are not a browser's cross-site ones (scripts, the SDK on a server) and pass, unless the
 * browser's Sec-Fetch-Site says cross-site.
 */
export function createOriginGuard(options: OriginGuardOptions): (request: Request) => Promise<void> {
  const own = new URL(options.publicUrl).origin;
  return async (request) => {
    const origin = request.headers.get("origin");
    if (origin === null) {
      if (request.headers.get("sec-fetch-site") === "cross-site") throw refused("another site");
      return;
    }
    if (origin === own || sameHost(origin, request)) return;
    if (options.isAllowed && (await options.isAllowed(origin))) {
      // Publishers' pages change only what their embeds change.
      if (isEmbedPath(new URL(request.url).pathname)) return;
      throw new HttpError(403, ERROR_CODES.crossOrigin, `Requests from ${origin.slice(0, 200)} may only use what Pnyx's embeds use`);
    }
    throw refused(origin.slice(0, 200));
  };
}

/** The page is on the host the request was sent to (its Host), whatever scheme a proxy in front of us saw. */
function sameHost(origin: string, request: Request): boolean {
  // A request URL that does not parse (a malformed Host, refused first in server.ts) is no one's host.
  if (!URL.canParse(origin) || !URL.canParse(request.url)) return false;
  return new URL(origin).host === new URL(request.url).host;
}

const refused = (from: string) =>
  new HttpError(403, ERROR_CODES.crossOrigin, `Requests from ${from} are not accepted here: it is not a registered publisher's origin`);
