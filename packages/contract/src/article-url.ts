// Article addresses as embeds name them. No schema library here: the embed's count script imports
// this module alone and must stay tiny.

/** Longest article address an embed may name. */
export const MAX_ARTICLE_URL_LENGTH = 2048;
/** Most addresses one counts request may name. */
export const MAX_COUNT_URLS = 50;

/**
 * Query parameters that only say where a reader came from (campaigns, ad clicks, newsletters): two
 * links that differ only in these are the same article.
 */
const TRACKING_PARAMETER = /^(?:utm_.+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|yclid|ref_src|s_cid)$/i;

/**
 * The one spelling of an article's address, under which its thread is stored: http(s) only; scheme
 * and host lower-cased and the default port dropped (URL does both); no fragment; no tracking
 * parameters; the rest sorted by name; in the path, unreserved characters not percent-encoded, no
 * doubled slashes and no trailing one. Null when it is not an absolute http(s) URL. Pure, so the
 * embed and the server agree on it.
 */
export function canonicalArticleUrl(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  url.hash = "";
  const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  // One spelling of a path: unreserved characters undecoded (%41 is A), no doubled slashes, no
  // trailing one (the root stays "/").
  url.pathname = url.pathname
    .replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
      const char = String.fromCharCode(Number.parseInt(hex, 16));
      return /[\w.~-]/.test(char) ? char : escaped.toUpperCase();
    })
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  return url.toString();
}
