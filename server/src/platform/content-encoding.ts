/** The content codings the server sends: brotli and gzip (identity needs no name). */
export type ContentCoding = "br" | "gzip";

/** What to add to `Vary` on every answer whose bytes depend on Accept-Encoding, compressed or not. */
export const VARY_ENCODING = "Accept-Encoding";

/**
 * The coding to send, from `offered` (in the server's order of preference), by the request's
 * Accept-Encoding (RFC 9110 §12.5.3): the offered coding with the highest q-value above 0, the
 * server's order breaking ties; `*` stands for any coding the header does not name; `q=0` refuses.
 * No header, or nothing acceptable: null (identity).
 */
export function chooseCoding(acceptEncoding: string | null, offered: readonly ContentCoding[]): ContentCoding | null {
  if (!acceptEncoding || offered.length === 0) return null;
  const named = new Map<string, number>();
  let anyOther: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.split(";");
    let coding = token.trim().toLowerCase();
    if (coding === "") continue;
    if (coding === "x-gzip") coding = "gzip";
    const q = qValue(params);
    if (coding === "*") anyOther = q;
    // A coding named twice: the more cautious of the two.
    else named.set(coding, Math.min(q, named.get(coding) ?? 1));
  }
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const q = named.get(coding) ?? anyOther ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** The weight of one Accept-Encoding entry: 1 without `q`, 0 when `q` is not a number from 0 to 1. */
function qValue(params: readonly string[]): number {
  for (const param of params) {
    const [name = "", value = ""] = param.split("=");
    if (name.trim().toLowerCase() !== "q") continue;
    const text = value.trim();
    // A malformed weight refuses the coding: identity always works, a misread weight might not.
    if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text)) return 0;
    return Number(text);
  }
  return 1;
}

/** A Vary value with `field` added once (case-insensitively), keeping what is there (CORS adds `Origin`). */
export function withVary(current: string | number | undefined, field: string): string {
  const fields =
    current === undefined || current === ""
      ? []
      : String(current)
          .split(",")
          .map((f) => f.trim());
  if (fields.includes("*") || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return fields.join(", ");
  return [...fields, field].join(", ");
}
