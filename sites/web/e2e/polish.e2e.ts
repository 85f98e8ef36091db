import { type Session, newsletterSignupEndpoint } from "@pnyx/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./browser";
import { adminSession, api, uniqueName, useSessions, verifiedMember } from "./members";

const browser = useBrowser();
let member: Session;

beforeAll(async () => {
  member = await verifiedMember(uniqueName("pol"));
});

const underline = (el: Element) => getComputedStyle(el).textDecorationLine;

describe("links that look like buttons or pictures are not underlined", () => {
  it("the header avatar (the name's initial) and the login pill under the opinions", async () => {
    const page = await browser.open("/category/Science");
    await page.getByRole("region", { name: "Science news" }).getByRole("link", { name: "See/give opinions" }).first().click();
    const login = page.getByRole("main").getByRole("link", { name: "Login", exact: true });
    await login.waitFor();
    expect(await login.evaluate(underline)).toBe("none");
    const barHeight = async () => (await page.getByRole("banner").boundingBox())!.height;
    const visitorBar = await barHeight();

    await useSessions(page, { user: member });
    const avatar = page.getByRole("banner").getByRole("link", { name: "Your profile" });
    await avatar.waitFor();
    expect(await avatar.evaluate(underline)).toBe("none");
    // The avatar is no taller than the buttons it replaces.
    expect(await barHeight()).toBe(visitorBar);
    // The initial is the avatar's text: nothing inside the link is underlined either.
    expect(await avatar.evaluate((el) => [...el.querySelectorAll("*")].map((c) => getComputedStyle(c).textDecorationLine))).not.toContain("underline");
  });
});

describe("the newsletter subscribers table on a phone", () => {
  for (const width of [320, 375]) {
    it(`breaks emails only after '@', before a dot or after a hyphen, at ${width} px`, async () => {
      await api(newsletterSignupEndpoint, { email: "margaret.hamilton.longname@apollo-guidance-computer.example" });
      await api(newsletterSignupEndpoint, { email: "reader@example.com" });
      const page = await browser.open("/policy", "mobile");
      await useSessions(page, { admin: await adminSession() });
      await page.setViewportSize({ width, height: 812 });
      await page.goto("/admin/newsletterEmails");
      const cells = page.getByRole("rowheader");
      await cells.first().waitFor();
      const badBreaks = await cells.evaluateAll((all) =>
        all.flatMap((cell) => {
          // Each character's line (its top), read through a Range over the cell's text.
          const chars: { ch: string; top: number }[] = [];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.textContent!.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              chars.push({ ch: node.textContent![i]!, top: range.getBoundingClientRect().top });
            }
          }
          const text = chars.map((c) => c.ch).join("");
          return chars.flatMap((c, i) =>
            i > 0 && c.top > chars[i - 1]!.top + 2 && !(chars[i - 1]!.ch === "@" || c.ch === "." || chars[i - 1]!.ch === "-")
              ? [`${text.slice(0, i)} | ${text.slice(i)}`]
              : [],
          );
        }),
      );
      expect(badBreaks).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-newsletter-${width}`);
    });
  }
});
