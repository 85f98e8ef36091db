// HTML the server writes itself: the publisher pages (modules/publishers/pages: the crawlable thread
// snapshot with the embed's own view, the demo page). The reference site does not render through it:
// its pages render inside the site's own server build (site-renderer.ts loads it).
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/** The HTML of an element, as React renders it in the browser (so a client can take it over). */
export const renderHtml = (element: ReactElement): string => renderToString(element);

/** Text made safe for an HTML attribute value in double quotes, or for element text. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * JSON for a `<script type="application/ld+json">` or `application/json` block: `<` is escaped so no
 * text in it can close the script element.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
