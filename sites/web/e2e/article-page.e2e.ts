import { byCategoryEndpoint } from "@pnyx/contract";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useBrowser } from "./browser";
import { api } from "./members";

const browser = useBrowser();

describe("the article page", () => {
  for (const [what, id] of [
    ["an article that does not exist", "5eed0000000000000000ffff"],
    ["an id that cannot be an article's", "not-an-id"],
  ] as const) {
    it(`shows only the not-found state for ${what}`, async () => {
      const page = await browser.open(`/details/${id}`, "mobile");
      await page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" }).waitFor();
      const main = page.getByRole("main");
      expect(await main.getByRole("heading", { name: "Opinions" }).count()).toBe(0);
      expect(await main.getByRole("link", { name: "Login" }).count()).toBe(0);
      expect(await main.getByText("Please login to view more!").count()).toBe(0);
      expect(await page.title()).toBe("Page not found · Pnyx");
      await expectNoAxeViolations(page);
    });
  }

  it("is titled after the article", async () => {
    const feed = await api(byCategoryEndpoint, { category: "World" });
    const article = feed.articles[0]!;
    const page = await browser.open(`/details/${article._id}`);
    await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${article.title} · Pnyx`);
  });

  it("lands on the opinions from a card's 'See/give opinions', once the article above them has loaded", async () => {
    const page = await browser.open("/category/Health", "mobile");
    await page.getByRole("link", { name: "See/give opinions" }).first().click();
    await page.waitForURL("**/details/*#opinions");
    const heading = page.getByRole("heading", { level: 2, name: "Opinions" });
    await heading.waitFor();
    // In view, just below the sticky bar rather than under it.
    const barBottom = (await page.getByRole("banner").boundingBox())!.height;
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(barBottom + 100);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);
  });
});
