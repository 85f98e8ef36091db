import { FIXED_COMMUNITIES, NEWS_CATEGORIES } from "@pnyx/contract";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, pageErrors, screenshot, useBrowser } from "./browser";

const browser = useBrowser();

describe("site shell on desktop (1280 px)", () => {
  it("shows the brand, the main navigation and the auth buttons", async () => {
    const page = await browser.open("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Pnyx", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(banner.getByText("Engage Learn Grow").isVisible()).resolves.toBe(true);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(await nav.getByRole("link", { name: "Chatroom" }).getAttribute("href")).toBe("/chatroom");
    expect(await nav.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
    expect(await banner.getByRole("link", { name: "LOGIN" }).getAttribute("href")).toBe("/login");
    expect(await banner.getByRole("link", { name: "SIGNUP" }).getAttribute("href")).toBe("/signup");
    await screenshot(page, "home-1280");
    await expectNoAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });

  it("lists the eight categories in the Categories dropdown, each opening its feed", async () => {
    const page = await browser.open("/");
    await page.getByRole("button", { name: "Categories" }).click();
    const menu = page.getByRole("menu", { name: "Categories" });
    await menu.waitFor();
    const items = menu.getByRole("menuitem");
    expect(await items.allTextContents()).toEqual([...NEWS_CATEGORIES]);
    expect(await items.nth(3).getAttribute("href")).toBe("/category/Science");
    await screenshot(page, "categories-menu-1280");
    await items.nth(3).click();
    await page.waitForURL("**/category/Science");
    expect(await page.evaluate(() => localStorage.getItem("pnyx:selectedCategory"))).toBe("Science");
  });

  it("groups the fifteen communities under Main Topics and Special Interest with their fixed ids", async () => {
    const page = await browser.open("/");
    await page.getByRole("button", { name: "Community" }).click();
    const menu = page.getByRole("menu", { name: "Community" });
    await menu.waitFor();
    await expect(menu.getByText("Main Topics").isVisible()).resolves.toBe(true);
    await expect(menu.getByText("Special Interest").isVisible()).resolves.toBe(true);
    const items = menu.getByRole("menuitem");
    expect(await items.allTextContents()).toEqual(FIXED_COMMUNITIES.map((c) => c.name));
    const hrefs = await items.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toEqual(FIXED_COMMUNITIES.map((c) => `/community/${c.id}`));
    await screenshot(page, "community-menu-1280");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
  });

  it("reveals the search box from the icon, refuses an empty search and opens results for text", async () => {
    const page = await browser.open("/");
    const search = page.getByRole("searchbox", { name: "Search" });
    expect(await search.count()).toBe(0);
    await page.getByRole("button", { name: "Show search" }).click();
    await search.waitFor();
    await search.press("Enter");
    await page.getByText("Please enter something").waitFor();
    await search.fill("climate summit");
    await search.press("Enter");
    await page.waitForURL("**/search/climate%20summit");
  });

  it("hides the brand after scrolling past 75 px on home", async () => {
    const page = await browser.open("/");
    const brand = page.getByRole("banner").getByText("Engage Learn Grow");
    await expect(brand.isVisible()).resolves.toBe(true);
    await page.mouse.wheel(0, 60);
    await page.waitForFunction(() => window.scrollY >= 60);
    await page.waitForTimeout(50);
    expect(await page.locator("[data-hidden]").count()).toBe(0);
    await page.mouse.wheel(0, 200);
    await page.locator("[data-hidden]").waitFor({ state: "attached" });
  });

  it("shows the live server health in the footer, the newsletter form and the footer links", async () => {
    const page = await browser.open("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByText("All systems operational").waitFor();
    await expect(footer.getByRole("textbox", { name: "Email address" }).isVisible()).resolves.toBe(true);
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    expect(await links.allTextContents()).toEqual(["Contact", "Privacy Policy", "Terms of Use", "Help Center", "Leaderboard"]);
    await links.nth(1).click();
    await page.waitForURL("**/policy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
  });

  it("asks for an email when the newsletter form is sent empty, and subscribes a real address", async () => {
    const page = await browser.open("/");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Please enter an email").waitFor();
    await page.getByRole("textbox", { name: "Email address" }).fill("Reader@Example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Subscribed to newsletter : reader@example.com").waitFor();
    expect(await page.getByRole("textbox", { name: "Email address" }).inputValue()).toBe("");
  });
});

describe("site shell on mobile (375 px)", () => {
  it("replaces the bar's links with a slide-out menu holding search, links and auth", async () => {
    const page = await browser.open("/", "mobile");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("link", { name: "LOGIN" }).isVisible()).resolves.toBe(false);
    await screenshot(page, "home-375");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await expect(menu.getByRole("searchbox", { name: "Search" }).isVisible()).resolves.toBe(true);
    for (const name of ["Home", "Chatroom", "Profile", "LOGIN", "SIGN UP"]) {
      await expect(menu.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await menu.getByRole("button", { name: "News Categories" }).click();
    await expect(menu.getByRole("link", { name: "Technology" }).isVisible()).resolves.toBe(true);
    await screenshot(page, "mobile-menu-375");
    await expectNoAxeViolations(page);

    await menu.getByRole("link", { name: "Technology" }).click();
    await page.waitForURL("**/category/Technology");
    await menu.waitFor({ state: "detached" });
  });

  it("clears the active category and goes home when it is tapped again", async () => {
    const page = await browser.open("/", "mobile");
    await page.evaluate(() => localStorage.setItem("pnyx:selectedCategory", "Health"));
    await page.goto("/terms");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "News Categories" }).click();
    await menu.getByRole("button", { name: "Health" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("pnyx:selectedCategory"))).toBeNull();
  });

  it("searches from the slide-out menu", async () => {
    const page = await browser.open("/", "mobile");
    await page.getByRole("button", { name: "Open menu" }).click();
    const box = page.getByRole("dialog", { name: "Menu" }).getByRole("searchbox", { name: "Search" });
    await box.press("Enter");
    await page.getByText("Please enter something").waitFor();
    await box.fill("elections");
    await box.press("Enter");
    await page.waitForURL("**/search/elections");
  });
});
