import {
  FIXED_COMMUNITIES,
  addTopCommentEndpoint,
  byCategoryEndpoint,
  createCommunityPostEndpoint,
  moderationSettingsEndpoint,
  setModerationSettingsEndpoint,
  verifyPostEndpoint,
  type ModerationSettings,
} from "@pnyx/contract";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, pageErrors, screenshot, useBrowser } from "./browser";
import { adminSession, api, uniqueName, useSessions, verifiedMember } from "./members";

// Issue 47, the members' side: ignoring folds a member's writing everywhere at once (an article's
// opinions, a chat room), Unignore on the profile unfolds it, a member's own held opinion shows to
// them marked "Awaiting review", and a community post is reported with a reason.

const browser = useBrowser();
const ROOM = FIXED_COMMUNITIES[5];
/** A word only this file writes: the site holds writing with it for review while these tests run. */
const HOLD_WORD = uniqueName("heldword");

/** The site's hold settings, read as the admin area reads them (a GET the JSON helper cannot send). */
async function settings(token: string): Promise<ModerationSettings> {
  const res = await fetch(`${inject("baseUrl")}${moderationSettingsEndpoint.path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`moderation settings answered ${res.status}`);
  return (await res.json()) as ModerationSettings;
}

let restore: (() => Promise<unknown>) | undefined;
beforeAll(async () => {
  const admin = await adminSession();
  const before = await settings(admin.token);
  await api(setModerationSettingsEndpoint, { ...before, words: [...before.words, { word: HOLD_WORD, action: "hold" }] }, admin.token);
  restore = async () => {
    const now = await settings(admin.token);
    await api(setModerationSettingsEndpoint, { ...now, words: now.words.filter((w) => w.word !== HOLD_WORD) }, admin.token);
  };
});
afterAll(async () => {
  await restore?.();
});

const opinionsOf = (page: Page, name: string) => page.locator("#opinions").getByRole("article", { name: `Opinion by ${name}` });

describe("a member's own moderation tools", () => {
  it("A ignores B from an opinion: B's opinions fold on the article and B's chat message in a room; Unignore on the profile unfolds; A's held opinion shows to A marked", async () => {
    const [aName, bName] = [uniqueName("igann"), uniqueName("igbob")];
    const [ann, bob] = await Promise.all([verifiedMember(aName), verifiedMember(bName)]);
    const article = (await api(byCategoryEndpoint, { category: "World" })).articles[0]!;
    await api(addTopCommentEndpoint, { postId: article._id, text: `Bob's first take ${uniqueName("t")}` }, bob.token);
    await api(addTopCommentEndpoint, { postId: article._id, text: `Bob's second take ${uniqueName("t")}` }, bob.token);
    const held = await api(addTopCommentEndpoint, { postId: article._id, text: `Ann's words with ${HOLD_WORD} in them` }, ann.token);
    expect(held.awaitingReview).toBe(true);

    // Bob says something in a room first: Ann finds it in the room's history.
    const bobPage = await browser.open("/policy");
    await useSessions(bobPage, { user: bob });
    await bobPage.goto(`/chatroom/${ROOM.id}`);
    await bobPage.getByText("Connected", { exact: true }).waitFor({ timeout: 15_000 });
    const box = bobPage.getByRole("textbox", { name: "Message" });
    await box.fill("Bob in the room");
    await box.press("Enter");
    await bobPage.getByRole("log", { name: "Messages" }).getByText("Bob in the room", { exact: true }).waitFor();

    const page = await browser.open("/policy");
    await useSessions(page, { user: ann });
    await page.goto(`/details/${article._id}`);
    await opinionsOf(page, bName).first().waitFor();
    // Ann's own held opinion comes first in her view, marked; nobody can answer or vote on it yet.
    const mine = opinionsOf(page, aName);
    await mine.getByText("Awaiting review", { exact: true }).waitFor();
    await mine.getByText("This opinion is awaiting review: replies open once it is approved.").waitFor();
    expect(await mine.getByRole("group", { name: "Likes and dislikes" }).count()).toBe(0);

    await opinionsOf(page, bName)
      .first()
      .getByRole("button", { name: `Ignore ${bName}` })
      .click();
    await page.getByText(`You now ignore ${bName}`, { exact: false }).waitFor();
    await expect
      .poll(() =>
        opinionsOf(page, bName)
          .filter({ hasText: `You ignore ${bName}. Show` })
          .count(),
      )
      .toBe(2);
    expect(await page.getByText("Bob's first take", { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page);
    for (const [width, height] of [
      [375, 812],
      [768, 1024],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.locator("#opinions").scrollIntoViewIfNeeded();
      await screenshot(page, `moderation-member-thread-${width}`);
    }
    // Show unfolds that one opinion only.
    await opinionsOf(page, bName).first().getByRole("button", { name: "Show" }).click();
    await expect.poll(() => opinionsOf(page, bName).filter({ hasText: "You ignore" }).count()).toBe(1);

    await page.goto(`/chatroom/${ROOM.id}`);
    const log = page.getByRole("log", { name: "Messages" });
    await log.getByText(`You ignore ${bName}.`, { exact: false }).first().waitFor({ timeout: 15_000 });
    expect(await log.getByText("Bob in the room", { exact: true }).count()).toBe(0);
    await screenshot(page, "moderation-member-chat-1280");

    await page.goto("/profile");
    const list = page.getByRole("region", { name: "Members you ignore" });
    await list.getByRole("link", { name: bName }).waitFor();
    await expectNoAxeViolations(page);
    await list.getByRole("button", { name: `Unignore ${bName}` }).click();
    await list.getByText("You ignore nobody.").waitFor();

    await page.goto(`/details/${article._id}`);
    await page.getByText("Bob's first take", { exact: false }).waitFor();
    await page.getByText("Bob's second take", { exact: false }).waitFor();
    expect(await page.getByText(`You ignore ${bName}`, { exact: false }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("a member reports another's community post with a reason and is thanked", async () => {
    const [author, reader, admin] = await Promise.all([verifiedMember(uniqueName("poster")), verifiedMember(uniqueName("reader")), adminSession()]);
    const title = `Field notes ${uniqueName("p")}`;
    const post = await api(
      createCommunityPostEndpoint,
      { title, description: "What we saw.", communityId: FIXED_COMMUNITIES[13].id, selectedSubcategory: "" },
      author.token,
    );
    await api(verifyPostEndpoint, { id: post._id }, admin.token);

    const page = await browser.open("/policy", "mobile");
    await useSessions(page, { user: reader });
    await page.goto(`/cpostdetails/${post._id}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("button", { name: "Report", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Spam", { exact: true }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thank you: a moderator will look at it.").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(pageErrors(page)).toEqual([]);
  });
});
