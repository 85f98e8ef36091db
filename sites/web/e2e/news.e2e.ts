import { signupEndpoint } from "@pnyx/contract";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, pageErrors, readerAddress, screenshot, useBrowser } from "./browser";
import { linkFromOutbox } from "./outbox";

const browser = useBrowser();
const password = "correct horse battery";

/** A verified member created through the API; returns a page logged in as them. */
async function memberPage(username: string, viewport: "desktop" | "mobile" = "desktop"): Promise<Page> {
  const base = inject("baseUrl");
  await fetch(`${base}${signupEndpoint.path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": readerAddress() },
    body: JSON.stringify({ username, email: `${username}@example.com`, password }),
  });
  const page = await browser.open("/", viewport);
  await page.goto(await linkFromOutbox(`${username}@example.com`, "/verify-email"));
  await page.waitForURL("**/selectCategories");
  return page;
}
const unique = (p: string) => `${p}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

describe("reading the news", () => {
  it("shows trending news and popular opinions on home, and scrolls a category to its end", async () => {
    const page = await browser.open("/");
    const trending = page.getByRole("region", { name: "Trending News" });
    await trending.getByRole("listitem").first().waitFor();
    expect(await trending.getByRole("listitem").count()).toBe(6);
    await screenshot(page, "home-news-1280");
    await expectNoAxeViolations(page);

    await page.goto("/category/Science");
    await page.getByRole("heading", { level: 1, name: "Science" }).waitFor();
    const feed = page.getByRole("region", { name: "Science news" });
    await feed.getByRole("listitem").first().waitFor();
    expect(await feed.getByRole("listitem").count()).toBeGreaterThanOrEqual(9);
    // Infinite scroll: keep going to the bottom until the end message.
    for (let i = 0; i < 8 && (await page.getByText("No more articles available").count()) === 0; i++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(400);
    }
    await page.getByText("No more articles available").waitFor();
    expect(await feed.getByRole("listitem").count()).toBeGreaterThanOrEqual(30);
    await screenshot(page, "category-1280");
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the compact cards at 375 px with five trending items", async () => {
    const page = await browser.open("/", "mobile");
    const trending = page.getByRole("region", { name: "Trending News" });
    await trending.getByRole("listitem").first().waitFor();
    const visible = await trending.getByRole("listitem").evaluateAll((items) => items.filter((i) => (i as HTMLElement).offsetParent !== null).length);
    expect(visible).toBe(5);
    await screenshot(page, "home-news-375");
    await page.goto("/category/World");
    await page.getByRole("region", { name: "World news" }).getByRole("listitem").first().waitFor();
    await screenshot(page, "category-375");
    await expectNoAxeViolations(page);
  });

  it("asks visitors to log in to vote", async () => {
    const page = await browser.open("/category/Health");
    await page.getByRole("region", { name: "Health news" }).getByRole("link").first().click();
    await page.waitForURL("**/details/*");
    await page.getByRole("button", { name: /^Like/ }).first().click();
    await page.getByText("Please login to like/dislike!").waitFor();
  });
});

describe("arguing about it", () => {
  it("votes, writes an opinion that a second reader sees live, replies, reports, and moves between articles", async () => {
    const me = unique("ada");
    const page = await memberPage(me);
    await page.goto("/category/Technology");
    await page.getByRole("region", { name: "Technology news" }).getByRole("listitem").nth(2).getByRole("link").first().click();
    await page.waitForURL("**/details/*");
    const articleUrl = new URL(page.url()).pathname;
    await page.getByRole("heading", { level: 1 }).waitFor();

    // A second reader (visitor) watches the same article.
    const other = await browser.open(articleUrl);
    await other.getByRole("heading", { name: "Opinions" }).waitFor();

    const like = page.getByRole("button", { name: /^Like/ }).first();
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    const dislike = page.getByRole("button", { name: /^Dislike/ }).first();
    await dislike.click();
    await expect.poll(() => dislike.getAttribute("aria-pressed")).toBe("true");
    expect(await like.getAttribute("aria-pressed")).toBe("false");

    const composer = page.getByRole("textbox", { name: "Your opinion" });
    await page.getByRole("button", { name: "Post" }).click();
    await page.getByText("Please write something.").first().waitFor();
    await composer.fill("Batteries will matter more than chips here.");
    await page.getByRole("button", { name: "Post" }).click();
    await page.getByText("Batteries will matter more than chips here.").first().waitFor();
    await expect.poll(() => composer.inputValue()).toBe("");

    // Live: the visitor's page shows it without reloading.
    await other.getByText("Batteries will matter more than chips here.").waitFor({ timeout: 10_000 });
    await screenshot(other, "live-opinion-1280");

    // Authors cannot report their own opinion; a visitor is asked to log in; another member reports it.
    expect(await page.getByRole("button", { name: "Report" }).count()).toBe(0);
    await other.getByRole("button", { name: "Report" }).first().click();
    await other.getByText("Please login to perform action!").waitFor();
    const critic = await memberPage(unique("bob"));
    await critic.goto(articleUrl);
    await critic.getByRole("button", { name: "Report" }).first().click();
    // Issue 47: the reporter says why before the report goes.
    const report = critic.getByRole("dialog");
    await report.getByRole("radio", { name: "Spam" }).check({ force: true });
    await report.getByRole("button", { name: "Send report" }).click();
    await critic.getByText("Comment Reported").waitFor();
    await critic.close();

    // The first reply: Reply on the opinion (no 'See more' yet) opens its thread with the reply box.
    expect(await page.getByText(/^See more \(/).count()).toBe(0);
    await page
      .getByRole("link", { name: `Reply to ${me}` })
      .first()
      .click();
    await page.waitForURL(`**${articleUrl}/reply/*`);
    await page.getByRole("link", { name: "Go to original post" }).waitFor();
    await page.getByRole("textbox", { name: "Your reply" }).fill("Agreed, and the grid too.");
    await page.getByRole("button", { name: "Reply", exact: true }).click();
    await page.getByText("Agreed, and the grid too.").first().waitFor();
    await screenshot(page, "reply-thread-1280");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go to original post" }).click();
    await page.getByText("See more (1)").waitFor();

    // Previous / next.
    await page.getByRole("button", { name: "Previous" }).click();
    await page.waitForURL((url) => url.pathname !== articleUrl);
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL((url) => url.pathname === articleUrl);
    await screenshot(page, "article-1280");
    await other.close();
  });

  it("searches news and refuses article details to visitors from the results", async () => {
    const page = await browser.open("/search/pumpkin");
    await page.getByRole("heading", { level: 1, name: /results? for "pumpkin"/ }).waitFor();
    await page.getByRole("tab", { name: /Community/ }).click();
    await page.getByText("No Community Posts Found").waitFor();
    await page.getByRole("tab", { name: /News/ }).click();
    await page.getByRole("tabpanel").getByRole("button").first().click();
    await page.getByText("Please login to view details of this article.").waitFor();
    await screenshot(page, "search-1280");
    await expectNoAxeViolations(page);
    await page.goto("/search/zzqqxxnothing");
    await page.getByText("No News Articles Found").waitFor();
  });

  it("lists popular opinions nine at a time until the end", async () => {
    const page = await browser.open("/topOpinions");
    await page.getByRole("heading", { level: 1, name: "Popular Opinions" }).waitFor();
    // Other files' opinions share this server (the moderation walk publishes 200): scroll as long as it takes.
    for (let i = 0; i < 80 && (await page.getByText("No more opinions available").count()) === 0; i++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(400);
    }
    await page.getByText("No more opinions available").waitFor();
    await expectNoAxeViolations(page);
  });
});
