/**
 * Headers that make the site's pages safe to serve: scripts only from our own origin, no framing
 * (clickjacking), no token-bearing URL leaking through the Referer, no content sniffing.
 * Styles allow inline `style` attributes (React sets them); no inline scripts exist or are allowed.
 */
export interface SiteHeaderOptions {
  /**
   * Origins that may frame publisher embeds (paths under /embed/). Empty: nothing frames the site.
   * The admin area and every other page are never frameable, whatever is listed here.
   */
  embedOrigins?: readonly string[];
}

const BASE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  // 'self' covers the site's own WebSocket (ws:/wss: on the same host); no other host is reachable.
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

export function siteHeaders(path: string, options: SiteHeaderOptions = {}): Record<string, string> {
  const embeddable = path.startsWith("/embed/") && (options.embedOrigins?.length ?? 0) > 0;
  const ancestors = embeddable ? options.embedOrigins!.join(" ") : "'none'";
  return {
    "content-security-policy": `${BASE_POLICY}; frame-ancestors ${ancestors}`,
    ...(embeddable ? {} : { "x-frame-options": "DENY" }),
    // Verification and reset links carry tokens in the URL: never send it anywhere.
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "cross-origin-opener-policy": "same-origin",
  };
}
