import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestContext, type TestContext } from "../../../test-support/context";
import { parseNewsFeedsConfig, type FeedConfig } from "./config";
import { defaultFetchText } from "./fetch";
import { htmlToText } from "./html-text";
import { parseFeed } from "./parse";
import { formatIngestSummary, startFeedPolling } from "./polling";
import { ingestFeeds } from "./store";

const fixture = (name: string) => readFileSync(join(import.meta.dir, "fixtures", name), "utf8");
const RSS = fixture("lanternfield-tech.rss");
const ATOM = fixture("meridian-world.atom");
const BROKEN = fixture("broken.xml");

describe("parseFeed", () => {
  it("reads RSS 2.0: title, link, date, HTML content as plain paragraphs, images, channel title as source", () => {
    const items = parseFeed(RSS);
    expect(items).toHaveLength(3);
    const [silo, library, correction] = items;

    expect(silo!.title).toBe("Orrin Valley co-op switches its grain silos to solar-powered sensors");
    expect(silo!.link).toBe("https://lanternfield.example/tech/orrin-silo-sensors");
    expect(silo!.publishedAt?.toISOString()).toBe("2026-03-03T08:15:00.000Z");
    expect(silo!.source).toBe("Lanternfield Tech Wire");
    expect(silo!.image).toBeNull();
    // content:encoded wins over the shorter description; tags, scripts and styles are gone, entities decoded.
    expect(silo!.content).not.toMatch(/[<>]|&[a-z#0-9]+;|trackReader|display: none/);
    expect(silo!.content.split("\n\n")).toEqual([
      "The Orrin Valley Growers' Cooperative has replaced the wired moisture probes in its fourteen grain silos with palm-sized, solar-powered sensors.",
      "“We used to climb the ladders every Friday,” said co-op manager Delia Farrow. “Now the readings arrive on a phone & we climb only when something’s wrong.",
      "• Readings every ten minutes\n• Batteries rated for six winters",
      "The sensors were built by Kestrel Loop, a four-person firm in nearby Ashbury.\nThe co-op expects to recover the cost in two harvests.",
    ]);

    expect(library!.title).toBe("Ashbury library lends out soldering kits & oscilloscopes");
    expect(library!.publishedAt?.toISOString()).toBe("2026-03-02T16:40:00.000Z");
    expect(library!.image).toBe("https://lanternfield.example/img/maker-shelf.jpg");
    expect(library!.content).toBe("The Ashbury public library now lends electronics tools with a regular card.\n\nTwelve kits went out on the first day.");

    expect(correction!.link).toBe(silo!.link);
    expect(correction!.image).toBe("https://lanternfield.example/img/silo.webp");
  });

  it("reads Atom: alternate link, published before updated, content before summary, feed title as source", () => {
    const items = parseFeed(ATOM);
    expect(items).toHaveLength(2);
    const [ferry, market] = items;
    expect(ferry).toEqual({
      title: "Ferry link between Casmere and Port Ilvo reopens after storm repairs",
      link: "https://meridian-post.example/world/casmere-ferry-reopens",
      publishedAt: new Date("2026-03-04T07:00:00Z"),
      content:
        "The ferry between Casmere and Port Ilvo sailed again on Wednesday, six weeks after a winter storm tore the ramp from its hinges.\n\n" +
        "Harbour officials said the timetable would stay at four crossings a day until the second vessel returns from dry dock.",
      image: null,
      source: "The Meridian Post — World",
    });
    expect(market!.link).toBe("https://meridian-post.example/world/tallowmere-night-market");
    expect(market!.publishedAt).toEqual(new Date("2026-03-03T21:10:00Z"));
    expect(market!.content).toBe("Stallholders had asked for two extra hours.\n\nResidents near the square will get quieter generators.");
  });

  it("throws on a document that is not a feed", () => {
    expect(() => parseFeed(BROKEN)).toThrow();
    expect(() => parseFeed(RSS.slice(0, 1200))).toThrow();
    expect(() => parseFeed("")).toThrow();
  });

  it("caps titles and content, and keeps only http(s) links and images", () => {
    const long = "word ".repeat(10_000);
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://t.example</link><description>d</description>
      <item><title>${"Long title ".repeat(60)}</title><link>javascript:alert(1)</link><description>${long}</description>
        <enclosure url="data:image/png;base64,AAAA" type="image/png" length="4"/></item>
      <item><title>Relative</title><link>/stories/relative</link><description>x</description></item>
    </channel></rss>`;
    const [first, relative] = parseFeed(xml, "https://t.example/feed.xml");
    expect(first!.title.length).toBeLessThanOrEqual(300);
    expect(first!.content.length).toBeLessThanOrEqual(20_000);
    expect(first!.content.endsWith("…")).toBe(true);
    expect(first!.link).toBe("");
    expect(first!.image).toBeNull();
    expect(relative!.link).toBe("https://t.example/stories/relative");
  });
});

describe("htmlToText", () => {
  it("turns markup into paragraphs separated by single blank lines", () => {
    expect(htmlToText("<div><h2>Head</h2><p>One &amp; <b>two</b></p>\n\n\n<p>Three&nbsp;&#8212;&#x21;</p><!-- hidden --></div>")).toBe(
      "Head\n\nOne & two\n\nThree —!",
    );
    expect(htmlToText("Plain text\n\n\n\n\nwith gaps\r\nand lines")).toBe("Plain text\n\nwith gaps\nand lines");
    expect(htmlToText("&lt;script&gt; is text here")).toBe("<script> is text here");
  });
});

describe("parseNewsFeedsConfig", () => {
  it("reads Category=URL pairs", () => {
    expect(parseNewsFeedsConfig(undefined)).toEqual([]);
    expect(parseNewsFeedsConfig("  ")).toEqual([]);
    expect(parseNewsFeedsConfig("Technology=https://example.org/tech.rss, world=http://example.org/world.atom,")).toEqual([
      { category: "Technology", url: "https://example.org/tech.rss" },
      { category: "World", url: "http://example.org/world.atom" },
    ]);
    // Query strings with '=' are kept whole; repeated entries count once.
    expect(parseNewsFeedsConfig("Sports=https://example.org/f?x=1&y=2,Sports=https://example.org/f?x=1&y=2")).toEqual([
      { category: "Sports", url: "https://example.org/f?x=1&y=2" },
    ]);
  });

  it("names the entry with an unknown category", () => {
    expect(() => parseNewsFeedsConfig("Technology=https://a.example/rss,Gossip=https://b.example/rss")).toThrow(
      /NEWS_FEEDS.*Gossip=https:\/\/b\.example\/rss.*category/,
    );
    expect(() => parseNewsFeedsConfig("https://b.example/rss")).toThrow(/NEWS_FEEDS.*https:\/\/b\.example\/rss/);
  });

  it("names the entry with a bad URL", () => {
    expect(() => parseNewsFeedsConfig("World=ftp://files.example/world.xml")).toThrow(/NEWS_FEEDS.*World=ftp:\/\/files\.example\/world\.xml.*http/);
    expect(() => parseNewsFeedsConfig("World=not a url")).toThrow(/NEWS_FEEDS.*World=not a url/);
    expect(() => parseNewsFeedsConfig("World=")).toThrow(/NEWS_FEEDS.*"World="/);
  });
});

describe("ingestFeeds", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const served: Record<string, string> = {
    "https://lanternfield.example/tech.rss": RSS,
    "https://meridian-post.example/world.atom": ATOM,
    "https://broken.example/feed.xml": BROKEN,
  };
  const fetchText = async (url: string) => {
    const body = served[url];
    if (body === undefined) throw new Error("connection refused");
    return body;
  };
  const feeds: FeedConfig[] = [
    { category: "Technology", url: "https://lanternfield.example/tech.rss" },
    { category: "World", url: "https://down.example/feed.rss" },
    { category: "Science", url: "https://broken.example/feed.xml" },
    { category: "World", url: "https://meridian-post.example/world.atom" },
  ];
  const now = new Date("2026-03-10T12:00:00Z");

  it("stores the good feeds' items in their category and lists the failures", async () => {
    const result = await ingestFeeds(ctx.runtime.deps, feeds, fetchText, now);
    expect(result.inserted).toBe(4); // 3 RSS items, one of them a repeated link, + 2 Atom entries
    expect(result.skipped).toBe(1);
    expect(result.failed.map((f) => f.url)).toEqual(["https://down.example/feed.rss", "https://broken.example/feed.xml"]);
    expect(result.failed[0]!.error).toBe("connection refused");
    expect(result.failed[1]!.error.length).toBeGreaterThan(0);

    const { Article } = ctx.runtime.deps.models;
    const tech = await Article.find({ category: "Technology" }).sort({ publishedAt: -1 }).lean();
    expect(tech.map((a) => a.link)).toEqual(["https://lanternfield.example/tech/orrin-silo-sensors", "https://lanternfield.example/tech/ashbury-maker-shelf"]);
    // The first item with a link wins; the later duplicate does not overwrite it.
    expect(tech[0]!.title).toBe("Orrin Valley co-op switches its grain silos to solar-powered sensors");
    expect(tech[0]).toMatchObject({ source: "Lanternfield Tech Wire", upvotes: 0, downvotes: 0, totalComments: 0, image: null });
    expect(tech[1]!.image).toBe("https://lanternfield.example/img/maker-shelf.jpg");
    expect(tech[0]!.content).not.toContain("<");

    const world = await Article.find({ category: "World" }).lean();
    expect(world.map((a) => a.source)).toEqual(["The Meridian Post — World", "The Meridian Post — World"]);
    expect(await Article.countDocuments({ category: "Science" })).toBe(0);
  });

  it("inserts nothing on a second run and leaves stored articles alone", async () => {
    const { Article } = ctx.runtime.deps.models;
    await Article.updateOne({ link: "https://lanternfield.example/tech/ashbury-maker-shelf" }, { $set: { upvotes: 7 } });
    const again = await ingestFeeds(ctx.runtime.deps, feeds, fetchText, new Date("2026-03-10T12:15:00Z"));
    expect(again.inserted).toBe(0);
    expect(again.skipped).toBe(5);
    expect(await Article.countDocuments({})).toBe(4);
    expect((await Article.findOne({ link: "https://lanternfield.example/tech/ashbury-maker-shelf" }).lean())!.upvotes).toBe(7);
  });

  it("never duplicates when two instances ingest at once", async () => {
    const xml = RSS.replaceAll("lanternfield.example/tech/", "lanternfield.example/tech/v2-");
    const fetchTwice = async () => xml;
    const feed: FeedConfig[] = [{ category: "Technology", url: "https://lanternfield.example/v2.rss" }];
    const [a, b] = await Promise.all([ingestFeeds(ctx.runtime.deps, feed, fetchTwice, now), ingestFeeds(ctx.runtime.deps, feed, fetchTwice, now)]);
    expect(a.inserted + b.inserted).toBe(2);
    expect(await ctx.runtime.deps.models.Article.countDocuments({ link: /v2-/ })).toBe(2);
  });

  it("uses now for missing or future dates and skips items without title or link", async () => {
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Dated</title><link>https://d.example</link><description>d</description>
      <item><title>No date</title><link>https://d.example/no-date</link><description>a</description></item>
      <item><title>From the future</title><link>https://d.example/future</link><pubDate>Thu, 01 Jan 2099 00:00:00 GMT</pubDate><description>b</description></item>
      <item><link>https://d.example/untitled</link><description>c</description></item>
      <item><title>No link</title><description>e</description></item>
    </channel></rss>`;
    const result = await ingestFeeds(ctx.runtime.deps, [{ category: "General", url: "https://d.example/rss" }], async () => xml, now);
    expect(result).toEqual({ inserted: 2, skipped: 2, failed: [] });
    const stored = await ctx.runtime.deps.models.Article.find({ category: "General" }).lean();
    expect(stored.map((a) => a.publishedAt.toISOString())).toEqual([now.toISOString(), now.toISOString()]);
  });
});

describe("defaultFetchText", () => {
  let server: ReturnType<typeof Bun.serve>;
  const agents: string[] = [];
  beforeAll(() => {
    server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch(req) {
        agents.push(req.headers.get("user-agent") ?? "");
        const path = new URL(req.url).pathname;
        if (path === "/feed.rss") return new Response(RSS, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
        if (path === "/huge-declared") return new Response("x".repeat(6 * 1024 * 1024));
        if (path === "/huge-streamed") {
          const chunk = new Uint8Array(256 * 1024).fill(120);
          let sent = 0;
          // No content-length: the cap has to hold while reading.
          return new Response(
            new ReadableStream({
              pull(controller) {
                if (sent++ >= 24) controller.close();
                else controller.enqueue(chunk);
              },
            }),
          );
        }
        return new Response("nope", { status: 503 });
      },
    });
  });
  afterAll(() => server.stop(true));
  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

  it("fetches a feed as text with the PnyxBot User-Agent", async () => {
    const text = await defaultFetchText(url("/feed.rss"));
    expect(parseFeed(text)).toHaveLength(3);
    expect(agents.at(-1)).toBe("PnyxBot/1.0");
  });

  it("refuses error statuses and bodies over 5 MB", async () => {
    await expect(defaultFetchText(url("/missing"))).rejects.toThrow("HTTP 503");
    await expect(defaultFetchText(url("/huge-declared"))).rejects.toThrow("larger than 5 MB");
    await expect(defaultFetchText(url("/huge-streamed"))).rejects.toThrow("larger than 5 MB");
  });
});

describe("startFeedPolling", () => {
  it("runs soon after start, then on the interval, logs one line per run, survives failures, and stops", async () => {
    const ctx = await createTestContext();
    try {
      const lines: string[] = [];
      let calls = 0;
      const stop = startFeedPolling(ctx.runtime.deps, [{ category: "World", url: "https://meridian-post.example/world.atom" }], {
        intervalMs: 40,
        firstRunDelayMs: 5,
        log: (line) => lines.push(line),
        fetchText: async () => {
          calls++;
          if (calls === 2) throw new Error("timed out");
          return ATOM;
        },
      });
      const deadline = Date.now() + 3_000;
      while (lines.length < 3 && Date.now() < deadline) await Bun.sleep(10);
      stop();
      const seen = calls;
      await Bun.sleep(120);
      expect(calls).toBe(seen);
      expect(lines[0]).toBe("news feeds: 1 polled, 2 new, 0 skipped, 0 failed");
      expect(lines[1]).toBe("news feeds: 1 polled, 0 new, 0 skipped, 1 failed (https://meridian-post.example/world.atom: timed out)");
      expect(lines[2]).toBe("news feeds: 1 polled, 0 new, 2 skipped, 0 failed");
      expect(lines.every((l) => !l.includes("\n"))).toBe(true);
    } finally {
      await ctx.close();
    }
  });

  it("does nothing without feeds", () => {
    const stop = startFeedPolling({} as never, []);
    expect(typeof stop).toBe("function");
    stop();
    expect(formatIngestSummary({ inserted: 1, skipped: 2, failed: [] }, 3)).toBe("news feeds: 3 polled, 1 new, 2 skipped, 0 failed");
  });
});
