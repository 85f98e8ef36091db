import { addTopCommentEndpoint, byCategoryEndpoint } from "@pnyx/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./browser";
import { api, uniqueName, useSessions, verifiedMember } from "./members";

const browser = useBrowser();

beforeAll(async () => {
  // A long top opinion on the newest Science article makes its card taller than its row-mates.
  const member = await verifiedMember(uniqueName("tall"));
  const feed = await api(byCategoryEndpoint, { category: "Science" });
  await api(
    addTopCommentEndpoint,
    { postId: feed.articles[0]!._id, text: "A long opinion that takes several lines on the card, so that this card is the tallest one of its row." },
    member.token,
  );
  const other = feed.articles[2]!._id;
  await api(addTopCommentEndpoint, { postId: other, text: "Short." }, member.token);
});

interface CardParts {
  /** The cards of one list. */
  card: string;
  /** Their first content (title): must sit at the same height in every card of a row. */
  top: string;
  /** Their actions: must end at the same distance from the bottom in every card of a row. */
  bottom: string;
}

/**
 * What differs between the cards of each row (cards sharing a top edge): height, where the content
 * starts, where the actions end. Empty when every row is even.
 */
async function unevenRows(page: Page, parts: CardParts): Promise<string[]> {
  return page.evaluate(({ card, top, bottom }) => {
    const cards = [...document.querySelectorAll<HTMLElement>(card)].filter((el) => el.offsetParent !== null);
    const rows = new Map<number, HTMLElement[]>();
    for (const el of cards) {
      const key = Math.round(el.getBoundingClientRect().top + window.scrollY);
      rows.set(key, [...(rows.get(key) ?? []), el]);
    }
    const problems: string[] = [];
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    for (const [y, row] of rows) {
      if (row.length < 2) continue;
      const boxes = row.map((el) => el.getBoundingClientRect());
      const heights = boxes.map((b) => b.height);
      const starts = row.map((el, i) => el.querySelector(top)!.getBoundingClientRect().top - boxes[i]!.top);
      const ends = row.map((el, i) => boxes[i]!.bottom - [...el.querySelectorAll(bottom)].at(-1)!.getBoundingClientRect().bottom);
      if (spread(heights) > 1) problems.push(`row at ${y}px: heights ${heights.map(Math.round).join(", ")}`);
      if (spread(starts) > 1) problems.push(`row at ${y}px: content starts ${starts.map(Math.round).join(", ")}px from the top`);
      if (spread(ends) > 1) problems.push(`row at ${y}px: actions end ${ends.map(Math.round).join(", ")}px from the bottom`);
    }
    if (rows.size === 0) problems.push(`no cards matched ${card}`);
    return problems;
  }, parts);
}

const newsCards: CardParts = { card: "main article[data-article-id]", top: "h2, h3", bottom: "a" };
const popularCards: CardParts = { card: "main article[data-opinion-id]", top: "h2, h3", bottom: "[role=group]" };

describe("cards in a row: equal height, content at the top, actions at the bottom", () => {
  for (const width of [820, 1024, 1280]) {
    it(`on a category page with a 'Top opinion' card, at ${width} px`, async () => {
      const page = await browser.open("/category/Science");
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("region", { name: "Science news" }).getByRole("listitem").nth(8).waitFor();
      expect(await unevenRows(page, newsCards)).toEqual([]);
      await screenshot(page, `cards-category-${width}`);
    });

    it(`on home (trending and popular opinions), logged in, at ${width} px`, async () => {
      const page = await browser.open("/");
      await useSessions(page, { user: await verifiedMember(uniqueName("home")) });
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("region", { name: "Trending News" }).getByRole("listitem").nth(4).waitFor();
      await page.getByRole("region", { name: "Popular opinions" }).getByRole("listitem").first().waitFor();
      expect(await unevenRows(page, newsCards)).toEqual([]);
      expect(await unevenRows(page, popularCards)).toEqual([]);
    });

    it(`in search results, at ${width} px`, async () => {
      const page = await browser.open("/search/the");
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("tabpanel").getByRole("listitem").nth(4).waitFor();
      expect(await unevenRows(page, { card: "main article[data-article-id]", top: "h2, h3", bottom: "p" })).toEqual([]);
      await screenshot(page, `cards-search-${width}`);
    });
  }

  it("search results keep their lines together: the source line follows the title closely", async () => {
    const page = await browser.open("/search/the");
    const first = page.getByRole("tabpanel").locator("article").first();
    await first.waitFor();
    const gap = await first.evaluate((el) => el.querySelector("p")!.getBoundingClientRect().top - el.querySelector("h2, h3")!.getBoundingClientRect().bottom);
    expect(gap).toBeLessThanOrEqual(8);
  });
});
