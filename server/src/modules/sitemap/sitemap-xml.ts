// The sitemaps.org 0.9 documents: a sitemap index and a URL set, written as text.

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** One URL of a URL set, or one child of an index: an absolute URL and when it last changed, if known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date | undefined;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text as XML character data (the protocol asks for all five entities to be escaped in URLs). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** W3C Datetime, to the second, in UTC. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function entryXml(tag: "url" | "sitemap", entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

function document(root: "urlset" | "sitemapindex", tag: "url" | "sitemap", entries: readonly SitemapEntry[]): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<${root} xmlns="${NAMESPACE}">`];
  for (const entry of entries) lines.push(entryXml(tag, entry));
  lines.push(`</${root}>`, "");
  return lines.join("\n");
}

/** A `<urlset>`: the pages themselves. */
export const urlsetXml = (entries: readonly SitemapEntry[]) => document("urlset", "url", entries);

/** A `<sitemapindex>`: the sitemaps that list the pages. */
export const sitemapIndexXml = (entries: readonly SitemapEntry[]) => document("sitemapindex", "sitemap", entries);
