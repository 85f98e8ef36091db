import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, pageErrors, screenshot, useBrowser, type ViewportName } from "./browser";

const browser = useBrowser();
const widths: Record<ViewportName, number> = { mobile: 375, desktop: 1280 };

const staticPages = [
  { path: "/policy", name: "policy", heading: "Privacy Policy", mustSay: ["24 October 2024", "India"] },
  { path: "/terms", name: "terms", heading: "Terms and Conditions", mustSay: ["India"] },
  { path: "/contact", name: "contact", heading: "Contact", mustSay: ["Help Center"] },
  { path: "/support", name: "support", heading: "Help Center", mustSay: [] },
];

describe("static pages", () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    for (const p of staticPages) {
      it(`${p.path} at ${widths[viewport]} px shows its content and passes axe`, async () => {
        const page = await browser.open(p.path, viewport);
        await page.getByRole("heading", { level: 1, name: p.heading }).waitFor();
        const text = await page.getByRole("main").innerText();
        for (const phrase of p.mustSay) expect(text).toContain(phrase);
        await screenshot(page, `${p.name}-${widths[viewport]}`);
        await expectNoAxeViolations(page);
        expect(pageErrors(page)).toEqual([]);
      });
    }
  }

  it("the help centre form has labelled name, email and message fields, all required", async () => {
    const page = await browser.open("/support");
    const main = page.getByRole("main");
    const name = main.getByRole("textbox", { name: "Name" });
    const email = main.getByRole("textbox", { name: "Email" });
    const message = main.getByRole("textbox", { name: "Message" });
    for (const field of [name, email, message]) expect(await field.getAttribute("aria-required")).toBe("true");
    expect(await email.getAttribute("type")).toBe("email");
    await main.getByRole("button", { name: "Send" }).click();
    // The contract's rules are shown under each field and nothing is sent.
    for (const text of ["Please enter your name", "Please enter a valid email", "Please write a message"]) {
      await main.getByText(text).waitFor();
    }
    expect(await name.getAttribute("aria-invalid")).toBe("true");

    await name.fill("Ada Lovelace");
    await email.fill("ada@example.com");
    await message.fill("The search box ignores my second word.");
    await main.getByRole("button", { name: "Send" }).click();
    await page.getByText("Message sent successfully").waitFor();
    expect(await name.inputValue()).toBe("");
  });
});

describe("not found", () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    it(`shows 'Oops! Page Not Found' with a way home at ${widths[viewport]} px`, async () => {
      const page = await browser.open("/no/such/page", viewport);
      await page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" }).waitFor();
      await screenshot(page, `not-found-${widths[viewport]}`);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await page.waitForURL((url) => url.pathname === "/");
    });
  }

  it("answers unknown API paths with JSON, not the page", async () => {
    const page = await browser.open("/");
    // No endpoint has this path (that is the point), so it stays a literal.
    const res = await page.request.get("/api/does-not-exist");
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ code: "not_found", message: "No route for /api/does-not-exist" });
  });

  it("serves a deep link directly (the server falls back to the app)", async () => {
    const page = await browser.open("/terms", "desktop");
    await page.getByRole("heading", { level: 1, name: "Terms and Conditions" }).waitFor();
  });
});
