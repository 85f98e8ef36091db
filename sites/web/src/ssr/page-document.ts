import type { PageAssets } from "./page-assets";
import type { PageHead } from "./page-head";
import { SERVER_STATE_ID, type ServerState } from "./server-state";

/** A page's parts, put into the built index.html (which links the entry script and styles). */
export interface PageParts {
  head: PageHead;
  assets: PageAssets;
  /** The root's server-rendered markup. */
  body: string;
  /** What the browser hydrates from; null: it renders the page anew. */
  state: ServerState | null;
  /** Class names for `<html>` (the theme), so the page is themed before any script runs. */
  htmlClass: string;
}

/** The whole HTML of a server-rendered page. */
export function pageDocument(template: string, parts: PageParts): string {
  const { head, assets } = parts;
  const headTags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta("name", "robots", "noindex") : "",
    meta("property", "og:site_name", "Pnyx"),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    head.image ? meta("property", "og:image", head.image) : "",
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    head.image ? meta("name", "twitter:image", head.image) : "",
    head.structuredData ? `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>` : "",
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
  ].filter(Boolean);
  return (
    bootAfterPaint(shellDocument(template, parts.htmlClass), assets.scripts)
      .replace(/<title>[^<]*<\/title>\s*/, "")
      .replace(/<meta name="description"[^>]*>\s*/, "")
      // Replaced by functions: a "$&" in a title or a post is text, not a replacement pattern.
      .replace("</head>", () => `${headTags.join("\n    ")}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${parts.body}</div>${parts.state ? `\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(parts.state)}</script>` : ""}`,
      )
  );
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * Replaces the entry script and its preloads with /boot.js, which starts them once the page has
 * painted: the server's HTML is the page, and the first paint must not wait for the scripts that
 * take it over. The route's own chunks are fetched alongside.
 */
function bootAfterPaint(html: string, pageScripts: readonly string[]): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot = `<script src="/boot.js" async data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...preload, ...pageScripts].join(" "))}"></script>`;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, "")
    .replace("</head>", () => `  ${boot}\n  </head>`);
}

/** The shell the browser renders into alone (pages for members and the admin area), themed. */
export function shellDocument(template: string, htmlClass: string): string {
  return template.replace(/<html lang="en">/, `<html lang="en" class="${escapeHtml(htmlClass)}">`);
}

const meta = (attribute: "name" | "property", key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
