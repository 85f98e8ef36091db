import type { Session } from "@pnyx/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, screenshot, useBrowser, type ViewportName } from "./browser";
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
      const spilled = await page
        .locator("main label")
        .evaluateAll((tiles) => tiles.filter((tile) => tile.scrollWidth > tile.clientWidth).map((tile) => tile.textContent));
      expect(spilled).toEqual([]);
      if (width === 375) await screenshot(page, "select-categories-375");
    });
  }
});

describe("/profile header", () => {
  it("on phones: the gear replaces the menu button in the bar, and the card takes the full width", async () => {
    const page = await memberPage("/profile", "mobile");
    const header = page.getByRole("region", { name: member.username });
    await header.getByRole("heading", { level: 1, name: member.username }).waitFor();
    const bar = page.getByRole("banner");
    // The bar's members-only part loads apart from the page, so it may come a moment after the heading.
    await bar.getByRole("button", { name: "Account settings" }).waitFor({ state: "visible" });
    await expect(bar.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(false);
    // One gear on the page: the one in the bar.
    expect(
      await page.getByRole("button", { name: "Account settings" }).evaluateAll((all) => all.filter((b) => (b as HTMLElement).offsetParent !== null).length),
    ).toBe(1);

    const level = page.getByRole("region", { name: "Level" });
    expect((await header.boundingBox())!.width).toBeCloseTo((await level.boundingBox())!.width, 0);
    // The counts' names each stay on one line.
    const labels = await header.locator("dt").evaluateAll((dts) => dts.map((dt) => dt.getClientRects().length === 1 && (dt as HTMLElement).offsetHeight < 24));
    expect(labels).toEqual([true, true, true]);
    await screenshot(page, "profile-header-375");
    await expectNoAxeViolations(page);

    // The menu's links move within the app (no page load: this mark would not survive one).
    await page.evaluate(() => ((window as unknown as { pnyxMark: number }).pnyxMark = 1));
    await bar.getByRole("button", { name: "Account settings" }).click();
    await page.getByRole("menuitem", { name: "Edit Profile" }).click();
    await page.waitForURL("**/updateProfile");
    // Elsewhere the bar has its menu again.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).waitFor({ state: "visible" });
    expect(await page.evaluate(() => (window as unknown as { pnyxMark?: number }).pnyxMark)).toBe(1);
  });

  for (const viewport of ["desktop", "mobile"] as const) {
    it(`is as wide as the cards below it (${viewport})`, async () => {
      const page = await memberPage("/profile", viewport);
      const header = page.getByRole("region", { name: member.username });
      await header.getByRole("heading", { level: 1 }).waitFor();
      const widths = await Promise.all(
        [header, page.getByRole("region", { name: "Level" }), page.getByRole("tablist").locator("..")].map(async (l) =>
          Math.round((await l.boundingBox())!.width),
        ),
      );
      expect(new Set(widths).size).toBe(1);
      if (viewport === "desktop") {
        await header.getByRole("button", { name: "Account settings" }).waitFor({ state: "visible" });
        await screenshot(page, "profile-header-1280");
      }
    });
  }
});
