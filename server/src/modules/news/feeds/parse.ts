// Feed documents (RSS 0.9x/2.0, Atom 0.3/1.0, RDF, read by feedsmith) as plain items: text fields are
// plain text within FEED_LIMITS, links and pictures absolute http(s) addresses.
import { parseFeed as parseAnyFeed } from "feedsmith";
import { htmlToText, textAsHtml } from "./html-text";
import { firstHtmlImage, isImageMedia, mediaImage, type MediaNsLike } from "./images";
import { FEED_LIMITS, httpUrl } from "./limits";

export interface ParsedFeedItem {
  title: string;
  link: string;
  publishedAt: Date | null;
  content: string;
  image: string | null;
  source: string;
}

/** One line of plain text (titles, source names). */
function inlineText(value: string | undefined | null, max: number): string {
  if (!value) return "";
  return truncate(htmlToText(value).replace(/\s+/g, " ").trim(), max);
}

/** Cuts at a word boundary near `max` and marks the cut. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const space = slice.lastIndexOf(" ");
  return `${(space > max * 0.8 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

function contentText(html: string | undefined | null): string {
  const text = htmlToText(html ?? "");
  if (text.length <= FEED_LIMITS.contentChars) return text;
  // Prefer ending on a whole paragraph.
  const slice = text.slice(0, FEED_LIMITS.contentChars - 1);
  const end = slice.lastIndexOf("\n\n");
  return end > FEED_LIMITS.contentChars * 0.8 ? `${slice.slice(0, end)}\n\n…` : truncate(text, FEED_LIMITS.contentChars);
}

function toDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

const longest = (...values: Array<string | undefined | null>) => values.reduce<string>((best, v) => (v && v.trim().length > best.trim().length ? v : best), "");

/**
 * The items of an RSS, Atom or RDF document as plain data. Throws when the text is not a feed.
 * Relative links are resolved against `baseUrl` when given; links and images are http(s) only.
 */
export function parseFeed(xml: string, baseUrl?: string): ParsedFeedItem[] {
  const parsed = parseAnyFeed(xml, { maxItems: FEED_LIMITS.itemsPerFeed });
  const items: ParsedFeedItem[] = [];
  const push = (item: { title?: string; link?: string | null; date?: string | null; html?: string; image?: string | null; source: string }) => {
    items.push({
      title: inlineText(item.title, FEED_LIMITS.titleChars),
      link: httpUrl(item.link, baseUrl) ?? "",
      publishedAt: toDate(item.date),
      content: contentText(item.html),
      image: item.image ?? firstHtmlImage(item.html, baseUrl),
      source: item.source,
    });
  };

  switch (parsed.format) {
    case "rss": {
      const feed = parsed.feed;
      const source = inlineText(feed.title, FEED_LIMITS.sourceChars);
      for (const item of feed.items ?? []) {
        const enclosure = (item.enclosures ?? []).find((e) => isImageMedia({ url: e.url, type: e.type }));
        push({
          title: item.title,
          link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
          date: item.pubDate ?? item.dc?.dates?.[0] ?? item.atom?.published ?? item.atom?.updated,
          html: longest(item.content?.encoded, item.description),
          image: httpUrl(enclosure?.url, baseUrl) ?? mediaImage(item.media as MediaNsLike | undefined, baseUrl),
          source,
        });
      }
      break;
    }
    case "atom": {
      const feed = parsed.feed;
      const source = inlineText(feed.title?.value, FEED_LIMITS.sourceChars);
      for (const entry of feed.entries ?? []) {
        const links = entry.links ?? [];
        const alternate =
          links.find((l) => !l.rel || l.rel === "alternate") ?? links.find((l) => l.rel !== "self" && l.rel !== "edit" && l.rel !== "enclosure");
        const enclosure = links.find((l) => l.rel === "enclosure" && isImageMedia({ url: l.href, type: l.type }));
        const body = entry.content?.value && !entry.content.src ? entry.content : entry.summary;
        const html = body?.type === "text" ? textAsHtml(body.value ?? "") : (body?.value ?? "");
        push({
          title: entry.title?.type === "text" ? textAsHtml(entry.title.value) : entry.title?.value,
          link: alternate?.href,
          date: entry.published ?? entry.updated,
          html,
          image: httpUrl(enclosure?.href, baseUrl) ?? mediaImage(entry.media as MediaNsLike | undefined, baseUrl),
          source,
        });
      }
      break;
    }
    case "rdf": {
      const feed = parsed.feed;
      const source = inlineText(feed.title, FEED_LIMITS.sourceChars);
      for (const item of feed.items ?? []) {
        push({
          title: item.title,
          link: item.link,
          date: item.dc?.dates?.[0],
          html: longest(item.content?.encoded, item.description),
          image: mediaImage(item.media as MediaNsLike | undefined, baseUrl),
          source,
        });
      }
      break;
    }
    default:
      throw new Error(`Unsupported feed format: ${parsed.format}`);
  }
  return items;
}
