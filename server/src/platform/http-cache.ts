import type { EndpointAuth } from "@pnyx/contract";
import { Elysia } from "elysia";
import { answerText } from "./answer-text";
import { VARY_ENCODING, withVary } from "./content-encoding";

/** No cache keeps it: admin reads, answers that carry a session, anything not declared shareable. */
export const NO_STORE = "no-store";
/** The viewer's own answer: only their browser keeps it, and asks again each time (ETag, 304). */
export const PRIVATE_REVALIDATE = "private, no-cache";
/**
 * The same answer for everyone: shared caches (a CDN) may keep it, and ask again each time (ETag,
 * 304 without a body). No freshness lifetime: readers are promised a change within 1 s
 * (CHANGE_VISIBLE_WITHIN_MS), the server's own response cache may already spend that second, and
 * HTTP cannot express less than a second more.
 */
export const PUBLIC_REVALIDATE = "public, no-cache";

/** What decides an API answer's Cache-Control. */
export interface CachePolicyInput {
  method: string;
  auth: EndpointAuth;
  /** The endpoint declares its answer the same for every caller (a CacheRule, endpoint.ts). */
  shared: boolean;
  /** The request carries credentials (an Authorization header). */
  authorized: boolean;
}

/**
 * The Cache-Control of an API answer, or undefined to leave it alone (writes). Never `public` for a
 * request with credentials, nor for an answer that may depend on the viewer ("optional" endpoints);
 * never stored at all for admins, nor for a public endpoint that did not declare its answer
 * shareable (an email verification answers with a session). A handler may still set its own (the
 * embeds' counts: 30 s); httpCache keeps it from being public for a request with credentials.
 */
export function cacheControlFor(input: CachePolicyInput): string | undefined {
  if (input.method !== "GET") return undefined;
  if (input.auth === "admin") return NO_STORE;
  if (input.auth === "member" || input.auth === "optional" || input.authorized) return PRIVATE_REVALIDATE;
  return input.shared ? PUBLIC_REVALIDATE : NO_STORE;
}

/**
 * A weak entity tag of an answer's text: weak because one tag stands for the answer whether it is
 * sent as it is, gzipped or brotli-compressed. Bun.hash is not cryptographic; it needs not be.
 */
export function etagOf(text: string): string {
  return `W/"${Bun.hash(text).toString(36)}-${text.length.toString(36)}"`;
}

/** Whether If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** Headers a 304 must not carry: they describe a body it does not have. */
const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding", "content-range"]);

/**
 * Tags every successful GET answer that has a Cache-Control other than no-store and whose text is
 * at hand (a string or JSON, not a file or stream) with an ETag, and answers 304 without a body when
 * If-None-Match names it. Errors are never cached: they get `no-store` whatever was set before the
 * failure. An answer to a request with credentials is never `public`, whoever set it. Use it before
 * compression, so a 304 is not compressed and the tag is the text's.
 */
export const httpCache = new Elysia({ name: "pnyx/http-cache" }).mapResponse({ as: "global" }, ({ request, responseValue, set }) => {
  const status = set.status ?? 200;
  if (typeof status === "number" && status >= 400) {
    set.headers["cache-control"] = NO_STORE;
    delete set.headers.etag;
    return;
  }
  if (status !== 200 || (request.method !== "GET" && request.method !== "HEAD")) return;
  const policy = String(set.headers["cache-control"] ?? "");
  if (policy === "" || /\bno-store\b/i.test(policy)) return;
  if (request.headers.has("authorization") && /\bpublic\b/i.test(policy)) set.headers["cache-control"] = PRIVATE_REVALIDATE;
  const text = answerText(responseValue);
  if (text === undefined) return;
  const etag = etagOf(text);
  set.headers.etag = etag;
  if (!matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) return;
  const headers = new Headers();
  for (const [name, value] of Object.entries(set.headers)) if (!BODY_HEADERS.has(name.toLowerCase())) headers.set(name, String(value));
  // The answer it stands for may have been compressed: a cache keeps the variants apart.
  headers.set("vary", withVary(headers.get("vary") ?? undefined, VARY_ENCODING));
  return new Response(null, { status: 304, headers });
});
