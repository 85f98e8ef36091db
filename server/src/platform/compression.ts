import { brotliCompressSync, constants } from "node:zlib";
import { Elysia } from "elysia";
import { answerText } from "./answer-text";
import { chooseCoding, type ContentCoding, VARY_ENCODING, withVary } from "./content-encoding";

/** Answers shorter than this (in characters) go as they are: a packet or two either way. */
export const MIN_COMPRESSED_LENGTH = 1024;

/**
 * Gzip level 6 through libdeflate first: the cheapest of the codings measured on the API's answers
 * (bench/compression.ts, CPU per answer on this 2-core machine: 11.5 kB in 40–90 µs, 18 kB in
 * 65–95 µs), and zlib's level 6 bytes or fewer. Brotli quality 4 saves only 0.1–0.2 kB more on those
 * answers (6–10%) for 1.5–3× the CPU; it is kept for clients that take brotli and not gzip. The
 * site's and the embeds' files are another matter: they are compressed once, at build time, with
 * brotli 11 (house/precompress.ts).
 */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 4;
const OFFERED: readonly ContentCoding[] = ["gzip", "br"];

/** Text types worth compressing; never a stream of events, which must flush message by message. */
const COMPRESSIBLE_TYPE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

function compress(text: string, coding: ContentCoding): Uint8Array {
  if (coding === "gzip") return Bun.gzipSync(text, { level: GZIP_LEVEL, library: "libdeflate" });
  return brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
}

/**
 * Compresses JSON and HTML answers of at least MIN_COMPRESSED_LENGTH characters with gzip or brotli,
 * as the request's Accept-Encoding allows, and says so (Content-Encoding, Vary, Content-Length).
 * Only answers whose text is at hand (answer-text.ts): files are sent precompressed by the static
 * routes, streams and Responses as they are. Never 204, 304, an answer already encoded, or
 * socket.io's paths.
 */
export const compression = new Elysia({ name: "pnyx/compression" }).mapResponse({ as: "global" }, ({ request, path, responseValue, set }) => {
  const status = set.status ?? 200;
  if (typeof status !== "number" || status < 200 || status === 204 || status === 304) return;
  if (path.startsWith("/socket.io/") || set.headers["content-encoding"] !== undefined) return;
  // A Response made here would lose cookies Elysia sets from set.cookie: leave such answers to Elysia.
  if (set.cookie && Object.keys(set.cookie).length > 0) return;
  const text = answerText(responseValue);
  if (text === undefined || text.length < MIN_COMPRESSED_LENGTH) return;
  const type = String(set.headers["content-type"] ?? (typeof responseValue === "string" ? "text/plain; charset=utf-8" : "application/json"));
  if (!COMPRESSIBLE_TYPE.test(type)) return;
  // Whether compressed or not, the bytes depend on Accept-Encoding: caches must keep them apart.
  set.headers.vary = withVary(set.headers.vary, VARY_ENCODING);
  const coding = chooseCoding(request.headers.get("accept-encoding"), OFFERED);
  if (!coding) return;
  const body = compress(text, coding);
  // Elysia does not add set.headers to a Response a mapResponse hook returns: they are copied here.
  const headers = new Headers();
  for (const [name, value] of Object.entries(set.headers)) headers.set(name, String(value));
  headers.set("content-type", type);
  headers.set("content-encoding", coding);
  headers.set("content-length", String(body.length));
  return new Response(body, { status, headers });
});
