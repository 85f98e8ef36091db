// Server rendering: public pages arrive with their content and their link-preview and search data
// in the HTML, read without JavaScript, and the browser takes them over without a mismatch.
import { FIXED_COMMUNITIES, byCategoryEndpoint } from "@pnyx/contract";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { pageErrors, readerAddress, settle, useBrowser } from "./browser";
import { api, uniqueName, useSessions, verifiedMember } from "./members";

const browser = useBrowser();
let noScript: Browser;
beforeAll(async () => {
  noScript = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
});
afterAll(async () => {
  await noScript?.close();
});

const community = FIXED_COMMUNITIES[0]!;

/** The public pages and a text each shows in its main content. */
async function publicPages(): Promise<Array<{ path: string; title: string; shows: string }>> {
  const article = (await api(byCategoryEndpoint, { category: "World" })).articles[0]!;
  return [
    { path: "/", title: "Pnyx · Engage Learn Grow", shows: "Engage. Learn. Grow." },
    { path: "/category/World", title: "World news · Pnyx", shows: article.title },
    { path: `/details/${article._id}`, title: `${article.title} · Pnyx`, shows: article.title },
    { path: "/topOpinions", title: "Popular opinions · Pnyx", shows: "Popular Opinions" },
    { path: `/search/${encodeURIComponent(article.title.split(" ")[0]!)}`, title: `Search: ${article.title.split(" ")[0]} · Pnyx`, shows: "News (" },
    { path: "/communities", title: "Communities · Pnyx", shows: community.name },
    { path: `/community/${community.id}`, title: `${community.name} · Pnyx`, shows: "Sub-categories" },
    { path: "/leaderboard", title: "Leaderboard · Pnyx", shows: "Leaderboard" },
  ];
}

async function html(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${inject("baseUrl")}${path}`, { headers: { "x-forwarded-for": readerAddress() } });
  return { status: res.status, text: await res.text() };
}

/** The first group the pattern finds in the HTML, as text (entities decoded). */
const attribute = (text: string, selector: RegExp) => {
  const found = text.match(selector)?.[1];
  return found === undefined ? null : decode(found);
};

describe("server rendering", () => {
  it("sends every public page with its content, title, description, canonical address and preview tags", async () => {
    for (const page of await publicPages()) {
      const { status, text } = await html(page.path);
      expect(status, page.path).toBe(200);
      const root = text.slice(text.indexOf('<div id="root">'));
      expect(decode(root), page.path).toContain(page.shows);
      expect(attribute(text, /<title>([^<]*)<\/title>/), page.path).toBe(page.title);
      expect(attribute(text, /<meta name="description" content="([^"]+)"/), page.path).toBeTruthy();
      expect(attribute(text, /<link rel="canonical" href="([^"]+)"/), page.path).toBe(new URL(page.path, inject("baseUrl")).href);
      expect(attribute(text, /<meta property="og:title" content="([^"]+)"/), page.path).toBe(page.title);
      expect(attribute(text, /<meta name="twitter:card" content="([^"]+)"/), page.path).toMatch(/^summary/);
      // Whole: no part sent later with an inline script to move it (the policy blocks those), and
      // the scripts start from /boot.js after the first paint.
      expect(text, page.path).not.toMatch(/<!--\$[?!]-->/);
      expect(text.match(/<script(?! src="\/boot\.js")(?! type="application\/(?:ld\+)?json")[^>]*>/g), page.path).toBeNull();
      expect(text, page.path).toContain('<script src="/boot.js" async data-entry="/assets/');
    }
  });

  it("describes an article as a NewsArticle, with its picture for link previews", async () => {
    const article = (await api(byCategoryEndpoint, { category: "World" })).articles.find((a) => a.image)!;
    const { text } = await html(`/details/${article._id}`);
    const data = JSON.parse(attribute(text, /<script type="application\/ld\+json">([^<]*)<\/script>/)!);
    expect(data).toMatchObject({ "@type": "NewsArticle", headline: article.title, datePublished: article.publishedAt, articleSection: article.category });
    expect(attribute(text, /<meta property="og:type" content="([^"]+)"/)).toBe("article");
    expect(attribute(text, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^http/);
  });

  it("answers 404 with the not-found page for a missing page, article or profile", async () => {
    for (const path of ["/no-such-page", "/details/5eed0000000000000000ffff", "/profile/nobody-here-at-all"]) {
      const { status, text } = await html(path);
      expect(status, path).toBe(404);
      expect(text, path).toContain("Oops! Page Not Found");
    }
  });

  it("sends pages only members see, and pages that spend a token or sign in, as the shell the browser renders", async () => {
    for (const path of ["/profile", "/chatroom", "/admin", "/login", "/verify-email?token=abc", "/reset-password?token=abc"]) {
      const { status, text } = await html(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain('<div id="root"></div>');
      expect(text, path).not.toContain("pnyx-state");
    }
  });

  it("shows a page's content with JavaScript disabled", async () => {
    const context = await noScript.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": readerAddress() } });
    try {
      const page = await context.newPage();
      for (const { path, shows } of await publicPages()) {
        await page.goto(`${inject("baseUrl")}${path}`);
        await expect.poll(() => page.getByRole("main").innerText(), { timeout: 5_000 }).toContain(shows);
      }
    } finally {
      await context.close();
    }
  });

  it("hydrates every public page without a mismatch, fetching none of the data it was sent", async () => {
    for (const { path, shows } of await publicPages()) {
      const apiCalls: string[] = [];
      const page = await browser.open("/policy");
      page.on("request", (request) => {
        const body = request.postDataJSON() as { page?: number } | null;
        // A next page that infinite scroll asks for as the list's end shows is not the page's own data.
        if (new URL(request.url()).pathname.startsWith("/api/") && !(body?.page && body.page > 1)) apiCalls.push(request.url());
      });
      await page.goto(path);
      await settle(page);
      await expect.poll(() => page.getByRole("main").innerText()).toContain(shows);
      expect(pageErrors(page), path).toEqual([]);
      // Live counts and a member's own data may be asked for; the page's content never is.
      expect(
        apiCalls.filter((url) => /\/api\/(news|search|community\/individual|opinions)/.test(url)),
        path,
      ).toEqual([]);
      await page.context().close();
    }
  });

  it("hydrates as the visitor the server saw, then shows the member their own account", async () => {
    const member = await verifiedMember(uniqueName("ssr"));
    const page = await browser.open("/policy");
    await useSessions(page, { user: member });
    await page.goto("/communities");
    await settle(page);
    await expect.poll(() => page.getByRole("link", { name: "LOGIN" }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
