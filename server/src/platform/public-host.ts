import { ERROR_CODES, healthEndpoint, type ErrorBody } from "@pnyx/contract";
import type { Config } from "../config";

/** A host name (253) and the longest port (":65535"). */
const MAX_HOST_LENGTH = 259;
/**
 * host[:port] as a client names a server: a DNS name (labels of letters, digits, "-" and "_", a
 * final "." allowed) or an IPv4 address, or an IPv6 literal in brackets. Whether the name, address
 * and port are real is left to the URL parser (999.1.1.1 or port 99999 are not).
 */
const HOST_SHAPE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?)(?::[0-9]{1,5})?$/i;

/** Whether a Host header names a server well enough to build the request's URL from it. */
export function isWellFormedHost(host: string | null): host is string {
  return host !== null && host.length <= MAX_HOST_LENGTH && HOST_SHAPE.test(host) && URL.canParse(`http://${host}/`);
}

/** The host name alone, lower-case and without a final "." (which names the same host). */
const hostName = (host: string) => new URL(`http://${host}/`).hostname.replace(/\.$/, "");

const answer = (status: number, body: ErrorBody) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });

/**
 * The first check of every request, before the API, the site, static files and socket.io see it:
 * - a Host that is not a well-formed host[:port] (a quote, a space, empty, over-long, a port past
 *   65535) is a 400: nothing after it could build the request's URL (Bun then gives a relative
 *   one, on which every `new URL(request.url)` throws);
 * - in production, a Host whose name is not PUBLIC_URL's is a 421 Misdirected Request: the server
 *   answers for its public address only, so no one can make it serve, or a cache keep, its pages
 *   under another name. The health check answers any well-formed Host (load balancers probe
 *   instances by address). Development and test serve every well-formed Host (people reach a dev
 *   server as localhost, 127.0.0.1 or a LAN address); pages are rendered for PUBLIC_URL there too
 *   (site-pages.ts), so the Host never reaches what a page says.
 * Returns the answer to send, or undefined to go on.
 */
export function createHostCheck(config: Pick<Config, "publicUrl" | "env">): (request: Request) => Response | undefined {
  const publicName = hostName(new URL(config.publicUrl).host);
  const misdirected: ErrorBody = { code: ERROR_CODES.misdirectedRequest, message: `This server answers for ${publicName} only (its PUBLIC_URL)` };
  return (request) => {
    const host = request.headers.get("host");
    if (!isWellFormedHost(host) || !URL.canParse(request.url)) {
      return answer(400, { code: ERROR_CODES.invalidHost, message: "The request's Host header is not a valid host name and port" });
    }
    if (config.env !== "production" || hostName(host) === publicName) return undefined;
    if (new URL(request.url).pathname === healthEndpoint.path) return undefined;
    return answer(421, misdirected);
  };
}
