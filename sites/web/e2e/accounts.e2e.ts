import { followUserEndpoint, getDetailsEndpoint, signupEndpoint, verifyEmailEndpoint } from "@pnyx/contract";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, pageErrors, readerAddress, screenshot, useBrowser } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { linkFromOutbox } from "./outbox";

const browser = useBrowser();
const password = "correct horse battery";
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

async function signUpAndVerify(page: Page, username: string) {
  await page.goto("/signup");
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`${username}@example.com`);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByText("Verification link sent to email. Please verify.").waitFor();
  await page.goto(await linkFromOutbox(`${username}@example.com`, "/verify-email"));
  await page.waitForURL("**/selectCategories");
}

/** A second member created through the API, as another person would. */
async function memberViaApi(username: string) {
  const base = inject("baseUrl");
  const res = await fetch(`${base}${signupEndpoint.path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": readerAddress() },
    body: JSON.stringify({ username, email: `${username}@example.com`, password }),
  });
  expect(res.status).toBe(200);
  const link = await linkFromOutbox(`${username}@example.com`, "/verify-email");
  const token = new URL(link, base).searchParams.get("token");
  expect((await fetch(`${base}${verifyEmailEndpoint.path}?token=${token}`)).status).toBe(200);
}

describe("a member's whole journey", () => {
  it("signs up, verifies by mail, picks categories, edits the profile, logs out and in, follows, deletes the account", async () => {
    const me = unique("ada");
    const other = unique("bob");
    await memberViaApi(other);
    const page = await browser.open("/", "desktop");

    await signUpAndVerify(page, me);
    await screenshot(page, "select-categories-1280");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Please select at least one category.").waitFor();
    await page.getByRole("checkbox", { name: "Science" }).check({ force: true });
    await page.getByRole("checkbox", { name: "World" }).check({ force: true });
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/updateProfile");

    expect(await page.getByRole("textbox", { name: "Username" }).getAttribute("readonly")).not.toBeNull();
    await page.getByRole("textbox", { name: "Description" }).fill("I read the science pages first.");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose image" }).click();
    await (await chooser).setFiles(resolve(import.meta.dirname, "fixtures/avatar.png"));
    await page.getByRole("img", { name: "New profile picture preview" }).waitFor();
    await screenshot(page, "update-profile-1280");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { level: 1, name: me }).waitFor();
    await page.getByText("I read the science pages first.").waitFor();
    await page.getByRole("img", { name: `${me}'s profile picture` }).waitFor();
    await screenshot(page, "profile-1280");
    await expectNoAxeViolations(page);

    // Logout from the account menu, then log in again.
    await page.getByRole("button", { name: "Account settings" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("link", { name: "LOGIN" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("textbox", { name: "Username" }).fill(me.toUpperCase());
    expect(await page.getByRole("textbox", { name: "Username" }).inputValue()).toBe(me);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Your profile" }).waitFor();

    // Follow another member on their public profile.
    await page.goto(`/profile/${other}`);
    await page.getByRole("heading", { level: 1, name: other }).waitFor();
    // Reloading before the server answered would abort the call (and roll the follow back).
    const followed = page.waitForResponse((res) => res.url().endsWith(followUserEndpoint.path));
    await page.getByRole("button", { name: "Follow" }).click();
    expect((await followed).ok()).toBe(true);
    await page.getByRole("button", { name: "Unfollow" }).waitFor();
    await screenshot(page, "public-profile-1280");
    await page.reload();
    await page.getByRole("button", { name: "Unfollow" }).waitFor();

    // Delete the account: No keeps it, Yes removes it.
    await page.goto("/profile");
    await page.getByRole("button", { name: "Account settings" }).click();
    await page.getByRole("menuitem", { name: "Delete Account" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "No" }).click();
    await page.getByRole("button", { name: "Account settings" }).click();
    await page.getByRole("menuitem", { name: "Delete Account" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
    await page.getByText("Account deleted successfully.").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("link", { name: "LOGIN" }).waitFor();
    const gone = await fetch(`${inject("baseUrl")}${getDetailsEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: me }),
    });
    expect(gone.status).toBe(404);
    expect(pageErrors(page).filter((e) => !e.includes("404"))).toEqual([]);
  });

  it("works at 375 px: sign up form, login-required redirect and logout from the profile's gear", async () => {
    const page = await browser.open("/profile", "mobile");
    await page.waitForURL("**/login");
    await screenshot(page, "login-375");
    await expectNoAxeViolations(page);
    const me = unique("eve");
    await signUpAndVerify(page, me);
    await page.goto("/profile");
    await page.getByRole("heading", { level: 1, name: me }).waitFor();
    await screenshot(page, "profile-375");
    // On the profile page the bar's gear replaces the menu button on phones.
    await page.getByRole("banner").getByRole("button", { name: "Account settings" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/updateProfile");
    await page.waitForURL("**/login");
  });

  it("refuses a wrong password with the server's message under the form", async () => {
    const page = await browser.open("/login");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Please fill in all fields.").waitFor();
    await page.getByRole("textbox", { name: "Username" }).fill("nobody-here");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Invalid username or password").waitFor();
  });

  it("resets a forgotten password through the mailed link", async () => {
    const me = unique("kim");
    await memberViaApi(me);
    const page = await browser.open("/forgotPassword");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`${me}@example.com`);
    await page.getByRole("button", { name: /send/i }).click();
    await page.getByText("Password reset email sent.").waitFor();
    await page.goto(await linkFromOutbox(`${me}@example.com`, "/reset-password"));
    await page.getByLabel("New password", { exact: true }).fill("a brand new one");
    await page.getByLabel("Confirm new password").fill("a brand new one");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.waitForURL("**/login");
  });
});

describe("administrators", () => {
  it("keeps /admin/* behind the admin login and lands on the admin area after it", async () => {
    const page = await browser.open("/admin/newsletterEmails");
    await page.waitForURL((url) => url.pathname === "/admin");
    await screenshot(page, "admin-login-1280");
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "Username" }).fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/admin/verifyPosts");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Verify Posts",
      "Reports",
      "Feedbacks",
      "Rewards",
      "Support Mails",
      "Newsletter",
      "Live Discussion",
      "Audit log",
      "Publishers",
      "Moderation",
    ]);
    await page.getByRole("heading", { level: 1, name: "Verify Posts" }).waitFor();
    await nav.getByRole("link", { name: "Newsletter" }).click();
    await page.getByRole("heading", { level: 1, name: /Newsletter subscribers/ }).waitFor();
    await screenshot(page, "admin-newsletter-1280");
    await expectNoAxeViolations(page);
  });

  it("does not let a member session into the admin area", async () => {
    const me = unique("mal");
    const page = await browser.open("/");
    await signUpAndVerify(page, me);
    await page.goto("/admin/newsletterEmails");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { name: "Admin login" }).waitFor();
  });
});
