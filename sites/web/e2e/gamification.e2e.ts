import { ACHIEVEMENTS, addReplyEndpoint, addTopCommentEndpoint, badgesEndpoint, byCategoryEndpoint, loginEndpoint, type Session } from "@pnyx/contract";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, screenshot, useBrowser } from "./browser";
import { MEMBER_PASSWORD, adminSession, api, uniqueName, useSessions, verifiedMember } from "./members";
import { mailFromOutbox } from "./outbox";

const browser = useBrowser();

/** Replies that unlock Lively Debater (≥ 10); with the opinions they are ≥ 10 in a week: Active Contributor. */
const REPLIES = 10;
/** Top-level opinions written beforehand: with the replies, 24 × 20 = 480 points, 20 short of Silver. */
const OPINIONS = 14;

const unlockedNotShown = async (member: Session) =>
  (await api(badgesEndpoint, {}, member.token)).filter((badge) => badge.unlocked && !badge.displayed).map((badge) => badge.name);

describe("points, levels and badges end to end", () => {
  it("a member writes their way to Silver: the level toast, the badge toasts in order, a card flipped; the administrator rewards a badge", async () => {
    const name = uniqueName("climber");
    const member = await verifiedMember(name);
    const debater = await verifiedMember(uniqueName("debater"));
    const [article, other] = (await api(byCategoryEndpoint, { category: "Science" })).articles;
    // The replies answer another member's opinion: replies to one's own earn nothing and count for nothing.
    const first = await api(addTopCommentEndpoint, { postId: article!._id, text: "Opinion 1 on the engines." }, debater.token);
    for (let i = 1; i <= REPLIES; i++) await api(addReplyEndpoint, { postId: article!._id, parentId: first._id, text: `Reply ${i}, and more.` }, member.token);
    for (let i = 1; i <= OPINIONS; i++) await api(addTopCommentEndpoint, { postId: other!._id, text: `Opinion ${i} on the matter.` }, member.token);

    // Badges unlock in the background, from the records; wait for the two these writes earn.
    await expect.poll(() => unlockedNotShown(member), { timeout: 10_000 }).toEqual(expect.arrayContaining(["Active Contributor", "Lively Debater"]));
    const toShow = await unlockedNotShown(member);
    expect(toShow).toEqual(ACHIEVEMENTS.filter((badge) => toShow.includes(badge)));
    const session = await api(loginEndpoint, { username: name, password: MEMBER_PASSWORD });
    expect(session.points).toBe(480);

    const page = await browser.open("/policy");
    await useSessions(page, { user: session });
    await page.goto(`/details/${article!._id}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const like = page.getByRole("button", { name: /^Like/ }).first();
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    // 485: no new ten, so no badge flow yet, and no level.
    await page.getByRole("textbox", { name: "Your opinion" }).fill("Over the line to Silver.");
    await page.getByRole("button", { name: "Post" }).click();

    // 505: the server says Silver over the socket; the badge flow shows each badge after an 'unlocked' toast.
    await page.getByText("Congrats! level upgraded to Silver").waitFor({ timeout: 10_000 });
    await screenshot(page, "level-toast-1280");
    for (const [i, badge] of toShow.entries()) {
      await page.getByText(`New achievement unlocked - ${badge}`).waitFor({ timeout: 15_000 });
      // One at a time: the next badge's toast waits for this one to close.
      const next = toShow[i + 1];
      if (next) expect(await page.getByText(`New achievement unlocked - ${next}`).count()).toBe(0);
      if (i === 0) await screenshot(page, "badge-toast-1280");
    }
    await expect.poll(() => unlockedNotShown(member), { timeout: 10_000 }).toEqual([]);

    await page.goto("/achievements");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Lively Debater" }) });
    await card.getByText("Achieved").first().waitFor();
    const flip = card.getByRole("button", { name: "What Lively Debater takes" });
    await flip.press("Enter");
    await expect.poll(() => flip.getAttribute("aria-expanded")).toBe("true");
    await card.getByText("Current").waitFor();
    await screenshot(page, "achievements-1280");
    await expectNoAxeViolations(page);

    await page.goto("/profile");
    const recents = page.getByRole("region", { name: "Recent activity", exact: true });
    // Newest first: the opinion that crossed the line, named by its article, then the like before it.
    const latest = recents.getByRole("listitem");
    await latest
      .first()
      .getByText(/^Opinion ·/)
      .waitFor();
    expect(await latest.first().getByRole("link").textContent()).toContain(article!.title.slice(0, 40).trim());
    await latest
      .nth(1)
      .getByText(/^Liked ·/)
      .waitFor();
    expect(await latest.count()).toBe(5);
    await page.getByRole("meter", { name: "Level 2 · Silver" }).waitFor();
    await screenshot(page, "profile-gamification-1280");
    await expectNoAxeViolations(page);

    const admin = await browser.open("/policy");
    await useSessions(admin, { admin: await adminSession() });
    await admin.goto("/admin/rewards");
    const send = admin.getByRole("button", { name: `Send ${name} the reward for Lively Debater` });
    await send.waitFor();
    await screenshot(admin, "admin-rewards-1280");
    await expectNoAxeViolations(admin);
    await send.click();
    await admin.getByRole("dialog").getByRole("button", { name: "Send email" }).click();
    await admin.getByText(`Email sent to ${name} for achieving Lively Debater!`).waitFor();
    await expect.poll(() => send.count()).toBe(0);
    await admin.getByRole("button", { name: `Send ${name} the reward for Active Contributor` }).waitFor();
    const mail = await mailFromOutbox(member.email, "Congratulations on your Lively Debater badge!");
    expect(mail).toContain(`Hi ${name},`);
  });
});
