/** What one feed may bring: longer fields are cut, more items are left unread, bigger bodies are refused. */
export const FEED_LIMITS = {
  titleChars: 300,
  contentChars: 20_000,
  sourceChars: 120,
  linkChars: 2_048,
  itemsPerFeed: 200,
  bodyBytes: 5 * 1024 * 1024,
  fetchTimeoutMs: 10_000,
} as const;

export const FEED_USER_AGENT = "PnyxBot/1.0";

/** The normalised URL when `value` is an absolute http(s) address (optionally relative to `base`), else null. */
export function httpUrl(value: string | undefined | null, base?: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = base ? new URL(value.trim(), base) : new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  const href = url.href;
  return href.length > FEED_LIMITS.linkChars ? null : href;
}
