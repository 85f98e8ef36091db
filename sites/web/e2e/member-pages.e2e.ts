import type { Session } from "@pnyx/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, useBrowser, type ViewportName } from "./browser";
import { uniqueName, useSessions, verifiedMember } from "./members";

const browser = useBrowser();
let member: Session;

beforeAll(async () => {
  member = await verifiedMember(uniqueName("mem"));
});

async function memberPage(path: string, viewport: ViewportName = "desktop"): Promise<Page> {
  const page = await browser.open("/policy", viewport);
  await useSessions(page, { user: member });
  await page.goto(path);
  return page;
}

describe("/selectCategories", () => {
  for (const width of [320, 375, 768, 1280]) {
    it(`keeps every category name inside its tile at ${width} px`, async () => {
      const page = await memberPage("/selectCategories", "mobile");
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("checkbox", { name: "Entertainment" }).waitFor({ state: "attached" });
      const spilled = await page.locator("main label").evaluateAll((tiles) =>
        tiles.filter((tile) => tile.scrollWidth > tile.clientWidth).map((tile) => tile.textContent),
      );
      expect(spilled).toEqual([]);
      if (width === 375) await screenshot(page, "select-categories-375");
    });
  }
});
