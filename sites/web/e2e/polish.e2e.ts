import type { Session } from "@pnyx/contract";
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
