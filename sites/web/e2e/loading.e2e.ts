import { byCategoryEndpoint } from "@pnyx/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, screenshot, useBrowser } from "./browser";

const browser = useBrowser();

/** Holds the category feed's answer until the returned function is called. */
async function holdFeed(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(`**${byCategoryEndpoint.path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Goes to a page within the app, as a link would: a page opened directly arrives server-rendered
 * with its data, so only pages reached from another one load in the browser.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

describe("feeds reached from another page load behind card-shaped placeholders", () => {
  for (const [viewport, width] of [
    ["mobile", 375],
    ["desktop", 1280],
  ] as const) {
    it(`a category feed at ${width} px: busy, placeholders where the cards will be, shimmering`, async () => {
      const page = await browser.open("/terms", viewport);
      const release = await holdFeed(page);
      await navigateInApp(page, "/category/World");
      const busy = page.locator('[aria-busy="true"]');
      await busy.getByRole("status").filter({ hasText: "Loading articles…" }).waitFor({ state: "attached" });
      const placeholders = busy.locator("[data-skeleton]");
      expect(await placeholders.count()).toBe(6);
      const placeholderBox = (await placeholders.first().boundingBox())!;
      expect(
        await placeholders
          .first()
          .locator("span")
          .first()
          .evaluate((el) => getComputedStyle(el).animationName),
      ).not.toBe("none");
      await screenshot(page, `loading-category-${width}`);
      await expectNoAxeViolations(page);

      release();
      const firstCard = page.getByRole("region", { name: "World news" }).locator("article").first();
      await firstCard.waitFor();
      // Same column, same width: the cards arrive where their placeholders were.
      const cardBox = (await firstCard.boundingBox())!;
      expect(Math.round(cardBox.x)).toBe(Math.round(placeholderBox.x));
      expect(Math.round(cardBox.width)).toBe(Math.round(placeholderBox.width));
      // Nothing stays busy once the feed has loaded (a next page may still be fetching for a moment).
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    });
  }

  it("stand still for readers who asked for reduced motion", async () => {
    const page = await browser.open("/terms");
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await holdFeed(page);
    await navigateInApp(page, "/category/World");
    const bone = page.locator("[data-skeleton] span").first();
    await bone.waitFor({ state: "attached" });
    expect(await bone.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    release();
  });
});
