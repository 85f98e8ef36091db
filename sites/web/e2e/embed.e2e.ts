// Publisher embeds in a real browser: a plain HTML page on another origin, under a strict CSP and
// hostile CSS, embeds a thread and counts with one script tag; readers sign in with the publisher's
// own accounts (HS256 secret, ES256 key set); what they write is live on the reference site.
import {
  MODERATION_TEXTS,
  FIXED_COMMUNITIES,
  addTopCommentEndpoint,
  createPublisherEndpoint,
  logoutEndpoint,
  notificationsEndpoint,
  trendingEndpoint,
  updateProfileEndpoint,
  embedCountsEndpoint,
  embedThreadEndpoint,
  reportedCommentsEndpoint,
  type PublisherWithSecret,
} from "@pnyx/contract";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { threadWatched } from "./browser";
import { adminSession, api, MEMBER_PASSWORD, uniqueName, verifiedMember } from "./members";
import { pageAt, startPublisherSite, type PublisherSite } from "./publisher/page-server";

let browser: Browser;
let site: PublisherSite;
let hs: PublisherWithSecret;
let es: PublisherWithSecret;
let adminToken: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const base = inject("baseUrl");
  site = await startPublisherSite(base, () => ({
    hs: { publisher: hs.publisher._id, secret: hs.secret! },
    es: { publisher: es.publisher._id },
  }));
  adminToken = (await adminSession()).token;
  hs = await api(createPublisherEndpoint, { name: "The Paper", origins: [site.origin] }, adminToken);
  es = await api(createPublisherEndpoint, { name: "The Key Times", origins: [site.origin], jwksUrl: site.jwksUrl }, adminToken);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A reader's own browser (no extra headers: they would make every cross-origin call preflighted differently). */
async function reader(): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => requests.push(request.url()));
  return { page, errors, requests };
}

const article = (slug: string) => `${site.origin}/2026/11/${slug}`;
const opinions = (url: string, attributes = "") => `<pnyx-opinions article-url="${url}" article-title="Story ${url.slice(-8)}" ${attributes}></pnyx-opinions>`;
/** How long a first sign-in may take (the member is made, its password hashed). */
const SIGN_IN = { timeout: 15_000 };
const cspErrors = (errors: string[]) => errors.filter((e) => /Content Security Policy|Refused to/i.test(e));

describe("the demo page", () => {
  it("shows the three embeds and never scrolls sideways", async () => {
    const { page, errors } = await reader();
    await page.goto(`${inject("baseUrl")}/embed/demo`);
    for (const element of ["pnyx-opinions", "pnyx-chat"]) await page.locator(element).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("pnyx-opinions h2").textContent(), SIGN_IN).toContain("Opinions");
    await expect.poll(() => page.locator("pnyx-chat .pnyx-account").count(), SIGN_IN).toBe(1);
    await expect.poll(() => page.locator("pnyx-count").textContent(), SIGN_IN).toMatch(/opinion/);
    for (const width of [320, 375, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width}px`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
  });
});

describe("a native member (issue 45)", () => {
  it("signs in through Pnyx's own window, posts, and the page's scripts never get a password or a token beyond what embeds do", async () => {
    const member = await verifiedMember(uniqueName("native"));
    const url = article(uniqueName("native"));
    const { page, errors } = await reader();
    await page.goto(pageAt(site.origin, opinions(url, `loading="eager"`)));
    const embed = page.locator("pnyx-opinions");
    await expect.poll(() => embed.locator(".pnyx-account").textContent(), SIGN_IN).toMatch(/Log in to share your opinion/);
    // The page holds no password field: Log in opens Pnyx's window.
    expect(await embed.locator("input[type=password]").count()).toBe(0);
    const [popup] = await Promise.all([page.waitForEvent("popup"), embed.getByRole("button", { name: "Log in" }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(new URL(inject("baseUrl")).origin);
    await popup.getByText(`to take part on ${new URL(site.origin).host}`).waitFor();
    await popup.getByLabel("Username").fill(member.username);
    await popup.getByLabel("Password").fill(MEMBER_PASSWORD);
    await Promise.all([popup.waitForEvent("close", SIGN_IN), popup.getByRole("button", { name: "Log in" }).click()]);
    await expect.poll(() => embed.locator(".pnyx-account").textContent(), SIGN_IN).toContain(`Signed in as ${member.username}`);

    await embed.getByLabel("Your opinion").fill("Written by a native member");
    await embed.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => embed.locator(".pnyx-opinion__text").allTextContents(), SIGN_IN).toContain("Written by a native member");

    // What a script of the host page could take: messages, request tokens, storage, the DOM.
    const loot = await page.evaluate(() => ({
      ...(window as unknown as { snooped: { messages: string[]; tokens: string[] } }).snooped,
      storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      dom: document.documentElement.outerHTML + [...document.querySelectorAll("*")].map((e) => e.shadowRoot?.innerHTML ?? "").join(""),
    }));
    const everything = JSON.stringify(loot);
    expect(everything).not.toContain(MEMBER_PASSWORD);
    expect(everything).not.toContain(member.token);
    const tokens = new Set([...loot.tokens, ...[...everything.matchAll(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g)].map((m) => m[0])]);
    expect(tokens.size).toBeGreaterThan(0);
    for (const token of tokens) {
      const notifications = await fetch(`${inject("baseUrl")}${notificationsEndpoint.path}`, { headers: { authorization: `Bearer ${token}` } });
      expect([401, 403]).toContain(notifications.status);
      const profile = await fetch(`${inject("baseUrl")}${updateProfileEndpoint.path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ description: "taken over" }),
      });
      expect([401, 403]).toContain(profile.status);
    }
    // Asked from the page itself, the browser keeps the answer from the page (no CORS for it).
    const fromPage = await page.evaluate(
      async ([base, token]) =>
        fetch(`${base}/api/notifications`, { headers: { authorization: `Bearer ${token}` } }).then(
          () => "read",
          () => "blocked",
        ),
      [inject("baseUrl"), [...tokens][0]!] as const,
    );
    expect(fromPage).toBe("blocked");

    // A reload keeps the reader signed in (the bridge on Pnyx's origin holds the grant), with no window.
    await page.reload();
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toContain(`Signed in as ${member.username}`);
    // Logging out in the embed is honoured after a reload too.
    await page.locator("pnyx-opinions").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toMatch(/Log in to share your opinion/);
    await page.reload();
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toMatch(/Log in to share your opinion/);
    expect(cspErrors(errors)).toEqual([]);
  });

  it("recognises a member already signed in on the Pnyx site with one click, and the site's logout ends the embed's session", async () => {
    const member = await verifiedMember(uniqueName("known"));
    const { page } = await reader();
    // Signed in on the site, in the same browser.
    await page.goto(`${inject("baseUrl")}/embed/demo`);
    await page.evaluate((user) => localStorage.setItem("persist:a", JSON.stringify({ user, admin: null })), member);
    await page.goto(pageAt(site.origin, opinions(article(uniqueName("known")), `loading="eager"`)));
    const embed = page.locator("pnyx-opinions");
    const [popup] = await Promise.all([page.waitForEvent("popup"), embed.getByRole("button", { name: "Log in" }).click()]);
    await Promise.all([popup.waitForEvent("close", SIGN_IN), popup.getByRole("button", { name: `Continue as ${member.username}` }).click()]);
    await expect.poll(() => embed.locator(".pnyx-account").textContent(), SIGN_IN).toContain(`Signed in as ${member.username}`);
    // The member logs out on the site: the embed's session ends with the site session it came from.
    await api(logoutEndpoint, undefined, member.token);
    await page.reload();
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toMatch(/Log in to share your opinion/);
  });
});

describe("the demo page (issue 45)", () => {
  it("recognises a member signed in on the site, and makes no article in the news", async () => {
    const member = await verifiedMember(uniqueName("demo"));
    const { page } = await reader();
    await page.goto(`${inject("baseUrl")}/embed/demo`);
    await page.evaluate((user) => localStorage.setItem("persist:a", JSON.stringify({ user, admin: null })), member);
    await page.reload();
    await page.locator("pnyx-opinions").scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toContain(`Signed in as ${member.username}`);
    const { trendingArticles } = await api(trendingEndpoint, {});
    expect(trendingArticles.map((a) => a.title)).not.toContain("Pnyx embeds: the demo");
  });
});

describe("the publisher's logout (issue 45)", () => {
  it("drops the reader's Pnyx session when getToken answers null at start", async () => {
    const sub = uniqueName("leaver");
    const { page } = await reader();
    await page.goto(pageAt(site.origin, opinions(article(uniqueName("leave")), `loading="eager"`), { sso: "hs", sub, name: "Lee Ver" }));
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toMatch(/Signed in as lee-ver/);
    // The paper logged its reader out (its token service answers nothing now); a reload shows a visitor.
    await page.goto(pageAt(site.origin, opinions(article(uniqueName("leave")), `loading="eager"`), { sso: "hs-out", sub }));
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toMatch(/Log in to share your opinion/);
  });
});

describe("a chat room", () => {
  it("lets the publisher's signed-in reader talk in a room, under the same CSP", async () => {
    const { page, errors } = await reader();
    const room = FIXED_COMMUNITIES[1]!;
    await page.goto(
      pageAt(site.origin, `<pnyx-chat room="${room.id}" loading="eager"></pnyx-chat>`, { sso: "hs", sub: uniqueName("chat"), name: "Chat Reader" }),
    );
    const chat = page.locator("pnyx-chat");
    await expect.poll(() => chat.locator(".pnyx-account").textContent(), SIGN_IN).toMatch(/Signed in as chat-reader/);
    const text = `Hello from the paper ${uniqueName("m")}`;
    await chat.getByRole("textbox", { name: "Message" }).fill(text);
    await chat.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => chat.getByText(text).count(), SIGN_IN).toBe(1);
    expect(cspErrors(errors)).toEqual([]);
  });
});

describe("counts", () => {
  it("fills every count of a page with one request", async () => {
    const counted = article(uniqueName("counted"));
    const { articleId } = await fetch(`${inject("baseUrl")}${embedThreadEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin },
      body: JSON.stringify({ url: counted, title: "Counted" }),
    }).then((r) => r.json() as Promise<{ articleId: string }>);
    const writer = await verifiedMember(uniqueName("cw"));
    await api(addTopCommentEndpoint, { postId: articleId, text: "Counted once" }, writer.token);
    const { page, requests, errors } = await reader();
    const body = `<p><pnyx-count article-url="${counted}/"></pnyx-count></p><p><pnyx-count article-url="${counted}?utm_source=x"></pnyx-count></p><p><pnyx-count article-url="${article("nobody")}"></pnyx-count></p>`;
    await page.goto(pageAt(site.origin, body));
    await expect.poll(() => page.locator("pnyx-count").allTextContents(), SIGN_IN).toEqual(["1 opinion", "1 opinion", "No opinions yet"]);
    expect(requests.filter((url) => url.includes("/api/embed/counts"))).toHaveLength(1);
    expect(cspErrors(errors)).toEqual([]);
  });
});

describe("counts on a real front page (issue 45)", () => {
  it("fills 20 counts with one request although the page's own script sits between them", async () => {
    const { page, requests } = await reader();
    const counts = (from: number) =>
      Array.from({ length: 10 }, (_, i) => `<p><pnyx-count article-url="${article(`front-${from + i}`)}"></pnyx-count></p>`).join("");
    await page.goto(pageAt(site.origin, `${counts(0)}<script src="/slow.js"></script>${counts(10)}`));
    await expect.poll(() => page.locator("pnyx-count[data-count]").count(), SIGN_IN).toBe(20);
    expect(await page.evaluate(() => (window as unknown as { slowRan?: boolean }).slowRan)).toBe(true);
    expect(requests.filter((url) => url.includes("/api/embed/counts"))).toHaveLength(1);
  });
});

describe("the thread", () => {
  it("is not fetched until it nears the viewport", async () => {
    const { page, requests } = await reader();
    await page.goto(pageAt(site.origin, `<div class="spacer"></div>${opinions(article(uniqueName("lazy")))}`));
    await page.waitForLoadState("networkidle");
    expect(requests.some((url) => url.endsWith("/embed.js"))).toBe(true);
    expect(requests.some((url) => url.includes("/embed/opinions.js"))).toBe(false);
    await page.locator("pnyx-opinions").scrollIntoViewIfNeeded();
    await expect.poll(() => requests.some((url) => url.includes("/embed/opinions.js")), SIGN_IN).toBe(true);
    await expect.poll(() => page.locator("pnyx-opinions h2").textContent(), SIGN_IN).toContain("Opinions");
  });

  it("signs the publisher's reader in, posts, votes and reports, live on the reference site, whatever the page's CSS and CSP", async () => {
    const url = article(uniqueName("sso"));
    const { page, errors } = await reader();
    await page.goto(
      pageAt(site.origin, opinions(url, `loading="eager" strings='{"heading":"Meinungen"}'`), { sso: "hs", sub: uniqueName("sub"), name: "Ana López" }),
    );
    const embed = page.locator("pnyx-opinions");
    await expect.poll(() => embed.locator(".pnyx-account").textContent(), SIGN_IN).toMatch(/Signed in as ana-lopez/);
    await expect.poll(() => embed.locator("h2").textContent()).toContain("Meinungen");
    // The page's `* { all: unset !important }` and 72 px fonts stay outside.
    const heading = await embed.locator("h2").evaluate((h) => ({ size: getComputedStyle(h).fontSize, display: getComputedStyle(h).display }));
    expect(parseFloat(heading.size)).toBeLessThan(30);
    expect(heading.display).toBe("block");

    // The reference site's page of the same thread, open while the reader writes.
    const thread = await fetch(`${inject("baseUrl")}${embedThreadEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin },
      body: JSON.stringify({ url, title: "x" }),
    }).then((r) => r.json() as Promise<{ articleId: string }>);
    const onSite = await reader();
    // The page is the server's HTML until the site takes it over and watches the thread live.
    const watched = threadWatched(onSite.page);
    await onSite.page.goto(`${inject("baseUrl")}/details/${thread.articleId}`);
    await onSite.page.getByText("No opinions available").first().waitFor();
    await watched;

    await embed.getByLabel("Your opinion").fill("Written on the paper's page");
    await embed.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => embed.locator(".pnyx-opinion__text").allTextContents(), SIGN_IN).toContain("Written on the paper's page");
    await onSite.page.getByText("Written on the paper's page").waitFor({ timeout: 10_000 });

    // And the other way: a member writes on Pnyx, the embed shows it without a reload.
    const member = await verifiedMember(uniqueName("site"));
    const written = await api(addTopCommentEndpoint, { postId: thread.articleId, text: "Written on Pnyx itself" }, member.token);
    await expect.poll(() => embed.locator(".pnyx-opinion__text").allTextContents(), { timeout: 10_000 }).toContain("Written on Pnyx itself");

    const card = embed.locator(".pnyx-opinion", { hasText: "Written on Pnyx itself" });
    await card.getByRole("button", { name: /^Like/ }).click();
    await expect.poll(() => card.getByRole("button", { name: /^Like/ }).getAttribute("aria-pressed")).toBe("true");
    // Report asks why first (issue 47's dialog).
    await card.getByRole("button", { name: "Report" }).click();
    const dialog = embed.getByRole("dialog", { name: MODERATION_TEXTS.reportTitle });
    await dialog.getByRole("radio", { name: MODERATION_TEXTS.reasonSpam }).check();
    await dialog.getByRole("button", { name: MODERATION_TEXTS.reportSend }).click();
    await expect.poll(() => card.getByRole("button", { name: "Reported" }).count()).toBe(1);
    const reported = await fetch(`${inject("baseUrl")}${reportedCommentsEndpoint.path}`, { headers: { authorization: `Bearer ${adminToken}` } }).then(
      (r) => r.json() as Promise<{ comments: Array<{ _id: string }> }>,
    );
    expect(reported.comments.map((c) => c._id)).toContain(written._id);
    expect(cspErrors(errors)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows a server-rendered thread without JavaScript, and takes it over in place", async () => {
    const url = article(uniqueName("crawl"));
    const thread = await fetch(`${inject("baseUrl")}${embedThreadEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin },
      body: JSON.stringify({ url, title: "Crawled" }),
    }).then((r) => r.json() as Promise<{ articleId: string }>);
    const member = await verifiedMember(uniqueName("crawl"));
    await api(addTopCommentEndpoint, { postId: thread.articleId, text: "Readable by crawlers" }, member.token);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(noScript);
    const bare = await noScript.newPage();
    await bare.goto(pageAt(site.origin, "", { snapshot: url }));
    expect(await bare.locator("pnyx-opinions .pnyx-opinion__text").allTextContents()).toEqual(["Readable by crawlers"]);
    const ld = JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ "@type": "DiscussionForumPosting", commentCount: 1, comment: [{ text: "Readable by crawlers" }] });

    const { page, requests, errors } = await reader();
    await page.goto(pageAt(site.origin, "", { snapshot: url }));
    await page.locator("pnyx-opinions").scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").count(), SIGN_IN).toBe(1);
    expect(await page.locator("pnyx-opinions .pnyx-opinion__text").allTextContents()).toEqual(["Readable by crawlers"]);
    // Its first page came with the HTML: not asked for again.
    expect(requests.filter((u) => u.includes("/api/comment/getComments") || u.includes("/api/embed/thread"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('stays dark with theme="dark" whatever the page\'s CSS says (its `* { all: unset !important }` resets color-scheme)', async () => {
    const { page } = await reader();
    await page.goto(pageAt(site.origin, opinions(article(uniqueName("dark")), `loading="eager" theme="dark"`)));
    const thread = page.locator("pnyx-opinions .pnyx-thread");
    await expect.poll(() => thread.evaluate((t) => getComputedStyle(t).backgroundColor), SIGN_IN).toBe("rgb(22, 26, 36)");
    // And follows a change made after it started.
    await page.evaluate(() => (window as unknown as { pnyx: { configure(c: object): void } }).pnyx.configure({ theme: "light" }));
    await page.locator("pnyx-opinions").evaluate((e) => e.removeAttribute("theme"));
    await expect.poll(() => thread.evaluate((t) => getComputedStyle(t).backgroundColor)).toBe("rgb(255, 255, 255)");
  });

  it("signs in with an ES256 token from the publisher's key set", async () => {
    const { page } = await reader();
    await page.goto(pageAt(site.origin, opinions(article(uniqueName("es")), `loading="eager"`), { sso: "es", sub: uniqueName("es"), name: "Bo Key" }));
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent(), SIGN_IN).toMatch(/Signed in as bo-key/);
  });

  it("refuses a forged token, and says why", async () => {
    const { page, errors } = await reader();
    await page.goto(pageAt(site.origin, opinions(article(uniqueName("forged")), `loading="eager"`), { sso: "forged" }));
    await expect.poll(() => errors.join("\n"), SIGN_IN).toMatch(/single sign-on failed.*signature does not check out|signature does not check out/s);
    await expect.poll(() => page.locator("pnyx-opinions .pnyx-account").textContent()).toMatch(/Log in to share your opinion/);
  });

  it("tells an unregistered site why nothing appears, and makes nothing", async () => {
    const { page, errors } = await reader();
    const url = `${site.strangerOrigin}/2026/11/${uniqueName("stranger")}`;
    await page.goto(pageAt(site.strangerOrigin, opinions(url, `loading="eager"`)));
    const expected = `Requests from ${site.strangerOrigin} are not accepted here: it is not a registered publisher's origin`;
    await expect.poll(() => page.locator("pnyx-opinions [role=alert]").textContent(), SIGN_IN).toBe(expected);
    expect(errors.join("\n")).toContain(expected);
    const counts = await fetch(`${inject("baseUrl")}${embedCountsEndpoint.path}?urls=${encodeURIComponent(url)}`).then(
      (r) => r.json() as Promise<{ counts: Array<{ articleId: string | null }> }>,
    );
    expect(counts.counts[0]?.articleId).toBeNull();
  });
});
