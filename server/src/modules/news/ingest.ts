/**
 * News from RSS/Atom feeds.
 *
 * Configuration: `NEWS_FEEDS` is a comma-separated list of `Category=URL` pairs, one per feed:
 *
 *   NEWS_FEEDS=Technology=https://example.org/tech.rss,World=https://example.org/world.atom
 *
 * - Category is one of NEWS_CATEGORIES (General, Entertainment, Technology, Science, Health, Business,
 *   Sports, World), matched without regard to case; a category may have several feeds.
 * - URL is an absolute http:// or https:// address. A comma inside a URL must be written as %2C.
 * - Spaces around entries are ignored, and so are empty entries; unset or empty means no feeds.
 *
 * Feeds are parsed with feedsmith (RSS 0.9x/2.0, Atom 0.3/1.0, RDF). Every item is stored once per
 * link (the unique index on `link`): an upsert that only sets fields on insert, so repeated polls and
 * several instances polling at once never duplicate an article or overwrite its counters.
 */
import { NEWS_CATEGORIES, type NewsCategory } from "@pnyx/contract";
import { parseFeed as parseAnyFeed } from "feedsmith";
import type { ArticleModel } from "./model";
import { isDuplicateKey } from "../../platform/database-errors";

export interface FeedConfig {
  category: NewsCategory;
  url: string;
}

export interface ParsedFeedItem {
  title: string;
  link: string;
  publishedAt: Date | null;
  content: string;
  image: string | null;
  source: string;
}

export interface IngestResult {
  inserted: number;
  skipped: number;
  failed: Array<{ url: string; error: string }>;
}

export type FetchText = (url: string) => Promise<string>;

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

// ---------------------------------------------------------------------------------------------------
// Configuration

/** Reads `NEWS_FEEDS`; throws an Error naming the first bad entry. */
export function parseNewsFeedsConfig(value: string | undefined): FeedConfig[] {
  if (!value || !value.trim()) return [];
  const feeds: FeedConfig[] = [];
  const seen = new Set<string>();
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const eq = entry.indexOf("=");
    if (eq <= 0) throw new Error(`NEWS_FEEDS: entry "${entry}" is not of the form Category=URL`);
    const name = entry.slice(0, eq).trim();
    const address = entry.slice(eq + 1).trim();
    const category = NEWS_CATEGORIES.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!category) {
      throw new Error(`NEWS_FEEDS: entry "${entry}" has unknown category "${name}" (expected one of ${NEWS_CATEGORIES.join(", ")})`);
    }
    const url = httpUrl(address);
    if (!url) throw new Error(`NEWS_FEEDS: entry "${entry}" needs an absolute http:// or https:// URL`);
    const key = `${category} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    feeds.push({ category, url });
  }
  return feeds;
}

/** The normalised URL when `value` is an absolute http(s) address (optionally relative to `base`), else null. */
function httpUrl(value: string | undefined | null, base?: string): string | null {
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

// ---------------------------------------------------------------------------------------------------
// Text

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  lsaquo: "‹",
  rsaquo: "›",
  bull: "•",
  middot: "·",
  deg: "°",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  sect: "§",
  para: "¶",
  times: "×",
  divide: "÷",
  plusmn: "±",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  prime: "′",
  Prime: "″",
  shy: "",
  zwnj: "",
  zwj: "",
  iexcl: "¡",
  iquest: "¿",
  aacute: "á",
  agrave: "à",
  acirc: "â",
  auml: "ä",
  atilde: "ã",
  aring: "å",
  aelig: "æ",
  ccedil: "ç",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  iacute: "í",
  igrave: "ì",
  icirc: "î",
  iuml: "ï",
  ntilde: "ñ",
  oacute: "ó",
  ograve: "ò",
  ocirc: "ô",
  ouml: "ö",
  otilde: "õ",
  oslash: "ø",
  szlig: "ß",
  uacute: "ú",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  yacute: "ý",
  yuml: "ÿ",
  Aacute: "Á",
  Agrave: "À",
  Acirc: "Â",
  Auml: "Ä",
  Atilde: "Ã",
  Aring: "Å",
  AElig: "Æ",
  Ccedil: "Ç",
  Eacute: "É",
  Egrave: "È",
  Ecirc: "Ê",
  Euml: "Ë",
  Iacute: "Í",
  Ntilde: "Ñ",
  Oacute: "Ó",
  Ouml: "Ö",
  Oslash: "Ø",
  Uacute: "Ú",
  Uuml: "Ü",
};

/** Decodes character references; unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

const looksLikeHtml = (text: string) => /<\/?[a-zA-Z][^>]*>|<!--/.test(text);
// Elements whose content is never reader-facing text.
const DROPPED_ELEMENTS = /<(script|style|noscript|template|iframe|object|svg|math|head|select|button)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_TAGS =
  /<\/?(p|div|section|article|aside|header|footer|main|nav|blockquote|pre|h[1-6]|ul|ol|dl|dt|dd|table|thead|tbody|tfoot|tr|figure|figcaption|hr|address|details|summary)\b[^>]*>/gi;

/** Plain-text paragraphs separated by blank lines: no tags, entities decoded, whitespace tidied. */
export function htmlToText(input: string): string {
  if (!input) return "";
  let text = input.replace(/\r\n?/g, "\n");
  if (looksLikeHtml(text)) {
    text = text
      .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(DROPPED_ELEMENTS, " ")
      // Source whitespace is insignificant in HTML; only tags make breaks.
      .replace(/\s+/g, " ")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li\b[^>]*>/gi, "\n• ")
      .replace(/<\/li\s*>/gi, "")
      .replace(/<\/?(td|th)\b[^>]*>/gi, " ")
      .replace(BLOCK_TAGS, "\n\n")
      .replace(/<\/?[a-zA-Z][^>]*>/g, "")
      .replace(/<[!?][^>]*>/g, "");
  }
  text = decodeEntities(text)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .replace(/[ \t\u00A0\u2000-\u200A\u3000]+/g, " ");
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean);
  return paragraphs.join("\n\n");
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

// ---------------------------------------------------------------------------------------------------
// Images

interface MediaLike {
  url?: string;
  type?: string;
  medium?: string;
}
interface MediaNsLike {
  contents?: MediaLike[];
  groups?: Array<{ contents?: MediaLike[]; thumbnails?: Array<{ url?: string }> }>;
  thumbnails?: Array<{ url?: string }>;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;
const isImageMedia = (m: MediaLike) =>
  m.medium === "image" || (m.type ? m.type.toLowerCase().startsWith("image/") : !m.medium && IMAGE_EXTENSION.test(m.url ?? ""));

function mediaImage(media: MediaNsLike | undefined, base: string | undefined): string | null {
  if (!media) return null;
  const candidates = [
    ...(media.contents ?? []).filter(isImageMedia).map((m) => m.url),
    ...(media.groups ?? []).flatMap((g) => (g.contents ?? []).filter(isImageMedia).map((m) => m.url)),
    ...(media.thumbnails ?? []).map((t) => t.url),
    ...(media.groups ?? []).flatMap((g) => (g.thumbnails ?? []).map((t) => t.url)),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

function firstHtmlImage(html: string | undefined, base: string | undefined): string | null {
  if (!html) return null;
  const match = /<img\b[^>]*?\bsrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(html);
  return match ? httpUrl(decodeEntities(match[2] ?? match[3] ?? ""), base) : null;
}

// ---------------------------------------------------------------------------------------------------
// Parsing

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
        const html = body?.type === "text" ? escapeText(body.value ?? "") : (body?.value ?? "");
        push({
          title: entry.title?.type === "text" ? escapeText(entry.title.value) : entry.title?.value,
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

// Atom type="text" is literal: escape it so markup-looking characters survive htmlToText as text.
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// ---------------------------------------------------------------------------------------------------
// Ingestion

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Fetches every feed and stores its new items in the feed's category. A feed that cannot be fetched or
 * parsed is listed in `failed` and the others go on. Items without a title or an http(s) link are
 * skipped, as are links already stored.
 */
export async function ingestFeeds(
  deps: { models: { Article: ArticleModel } },
  feeds: FeedConfig[],
  fetchText: FetchText,
  now: Date = new Date(),
): Promise<IngestResult> {
  const result: IngestResult = { inserted: 0, skipped: 0, failed: [] };
  for (const feed of feeds) {
    try {
      const items = parseFeed(await fetchText(feed.url), feed.url);
      const fallbackSource = new URL(feed.url).hostname.replace(/^www\./, "");
      for (const item of items) {
        if (!item.title || !item.link) {
          result.skipped++;
          continue;
        }
        const publishedAt = item.publishedAt && item.publishedAt.getTime() < now.getTime() ? item.publishedAt : now;
        try {
          const write = await deps.models.Article.updateOne(
            { link: item.link },
            {
              $setOnInsert: {
                category: feed.category,
                title: item.title,
                // The model wants some text; a title-only item reads as its title.
                content: item.content || item.title,
                image: item.image,
                source: item.source || fallbackSource,
                link: item.link,
                publishedAt,
                upvotes: 0,
                downvotes: 0,
                totalComments: 0,
                createdAt: now,
                updatedAt: now,
              },
            },
            // Stored articles are left exactly as they are (no updatedAt bump on every poll).
            { upsert: true, timestamps: false },
          );
          if (write.upsertedCount > 0) result.inserted++;
          else result.skipped++;
        } catch (error) {
          // Another instance inserted the same link between our match and our insert.
          if (isDuplicateKey(error)) result.skipped++;
          else throw error;
        }
      }
    } catch (error) {
      result.failed.push({ url: feed.url, error: errorMessage(error) });
    }
  }
  return result;
}

/** GET with a timeout, a bot User-Agent and a 5 MB cap on the body. */
export async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FEED_LIMITS.fetchTimeoutMs),
    redirect: "follow",
    headers: {
      "user-agent": FEED_USER_AGENT,
      accept: "application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
    },
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > FEED_LIMITS.bodyBytes) {
    await response.body?.cancel().catch(() => {});
    throw new Error("feed is larger than 5 MB");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > FEED_LIMITS.bodyBytes) {
        await reader.cancel().catch(() => {});
        throw new Error("feed is larger than 5 MB");
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const charset = /charset=["']?([\w-]+)/i.exec(response.headers.get("content-type") ?? "")?.[1];
  let decoder: TextDecoder;
  try {
    // The label comes from the server; an unknown one throws and falls back to UTF-8.
    decoder = new TextDecoder((charset ?? "utf-8") as ConstructorParameters<typeof TextDecoder>[0]);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(bytes);
}

export interface FeedPollingOptions {
  intervalMs?: number;
  /** Delay before the first run, so start-up is not held up by the network. */
  firstRunDelayMs?: number;
  fetchText?: FetchText;
  log?: (line: string) => void;
  now?: () => Date;
}

/** One line per run: what was stored, and which feeds failed and why. */
export function formatIngestSummary(result: IngestResult, feedCount: number): string {
  const failures = result.failed.map((f) => `${f.url}: ${f.error}`).join("; ");
  return `news feeds: ${feedCount} polled, ${result.inserted} new, ${result.skipped} skipped, ${result.failed.length} failed${failures ? ` (${failures})` : ""}`;
}

/**
 * Polls the feeds soon after start and then every `intervalMs` (15 minutes by default). Runs never
 * overlap and never throw out of the timer. Returns a function that stops polling.
 */
export function startFeedPolling(deps: { models: { Article: ArticleModel } }, feeds: FeedConfig[], options: FeedPollingOptions = {}): () => void {
  if (feeds.length === 0) return () => {};
  const { intervalMs = 15 * 60_000, firstRunDelayMs = 2_000, fetchText = defaultFetchText, log = console.log, now = () => new Date() } = options;
  let stopped = false;
  let running = false;

  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      const result = await ingestFeeds(deps, feeds, fetchText, now());
      if (!stopped) log(formatIngestSummary(result, feeds.length));
    } catch (error) {
      try {
        log(`news feeds: run failed: ${errorMessage(error)}`);
      } catch {
        // A broken logger must not take the timer down either.
      }
    } finally {
      running = false;
    }
  };
  const tick = () => void run();

  const first = setTimeout(tick, firstRunDelayMs);
  const interval = setInterval(tick, intervalMs);
  // Polling alone never keeps the process alive.
  first.unref?.();
  interval.unref?.();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
  };
}
