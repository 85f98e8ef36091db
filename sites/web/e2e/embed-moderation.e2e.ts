// Issue 47's states in the publisher embed, in a real browser on a publisher's page: a reader's own
// held opinion shows to them alone marked "Awaiting review" (and again after a reload), an author
// they ignore folds at once, and Report sends the reason chosen in its dialog to the moderators' queue.
import {
  addTopCommentEndpoint,
  createPublisherEndpoint,
  embedThreadEndpoint,
  MODERATION_TEXTS,
  moderationQueueEndpoint,
  moderationSettingsEndpoint,
  setModerationSettingsEndpoint,
  type ModerationSettings,
  type PublisherWithSecret,
  type QueueItem,
} from "@pnyx/contract";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, api, uniqueName, verifiedMember } from "./members";
import { pageAt, startPublisherSite, type PublisherSite } from "./publisher/page-server";

let browser: Browser;
let site: PublisherSite;
let hs: PublisherWithSecret;
let adminToken: string;
/** The site's hold settings before this file added its word: put back after. */
let settings: ModerationSettings;
/** A word of the site's list that holds what contains it: this file's own, so no other test is held. */
const HOLD_WORD = uniqueName("heldword");
const contexts: BrowserContext[] = [];
const SIGN_IN = { timeout: 15_000 };

const admin = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    ...init,
    headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

beforeAll(async () => {
  const base = inject("baseUrl");
  site = await startPublisherSite(base, () => ({ hs: { publisher: hs.publisher._id, secret: hs.secret! } }));
  adminToken = (await adminSession()).token;
  hs = await api(createPublisherEndpoint, { name: "The Moderated Paper", origins: [site.origin] }, adminToken);
  settings = await admin<ModerationSettings>(moderationSettingsEndpoint.path);
  await admin(setModerationSettingsEndpoint.path, {
    method: setModerationSettingsEndpoint.method,
    body: JSON.stringify({ ...settings, words: [...settings.words, { word: HOLD_WORD, action: "hold" }] }),
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
});
afterAll(async () => {
  if (settings) await admin(setModerationSettingsEndpoint.path, { method: setModerationSettingsEndpoint.method, body: JSON.stringify(settings) });
  await browser?.close();
  await site?.close();
});

async function reader() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

describe("<pnyx-opinions> under moderation (issue 47)", () => {
  it("holds, folds and reports with a reason, in the contract's words", async () => {
    const url = `${site.origin}/2027/01/${uniqueName("moderated")}`;
    const thread = await fetch(`${inject("baseUrl")}${embedThreadEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin },
      body: JSON.stringify({ url, title: "Moderated" }),
    }).then((r) => r.json() as Promise<{ articleId: string }>);
    const [grace, linus] = [await verifiedMember(uniqueName("grace")), await verifiedMember(uniqueName("linus"))];
    await api(addTopCommentEndpoint, { postId: thread.articleId, text: "Grace's opinion" }, grace.token);
    const linusWrote = await api(addTopCommentEndpoint, { postId: thread.articleId, text: "Linus's opinion" }, linus.token);

    const address = pageAt(site.origin, `<pnyx-opinions article-url="${url}" article-title="Moderated" loading="eager"></pnyx-opinions>`, {
      sso: "hs",
      sub: uniqueName("sub"),
      name: "Held Reader",
    });
    const { page, errors } = await reader();
    await page.goto(address);
    const embed = page.locator("pnyx-opinions");
    await expect.poll(() => embed.locator(".pnyx-account").textContent(), SIGN_IN).toMatch(/Signed in as/);
    await expect.poll(() => embed.locator(".pnyx-opinion").count(), SIGN_IN).toBe(2);

    // Held: first, marked, not to be voted on; again after a reload (from the member's held list).
    await embed.getByLabel("Your opinion").fill(`A thought with ${HOLD_WORD} in it`);
    await embed.getByRole("button", { name: "Post" }).click();
    const held = embed.locator(".pnyx-opinion").first();
    await expect.poll(() => held.locator('[part="held"]').textContent(), SIGN_IN).toBe(MODERATION_TEXTS.awaitingReview);
    expect(await held.getByRole("button", { name: /^Like/ }).isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => embed.locator(".pnyx-opinion").first().locator('[part="held"]').count(), SIGN_IN).toBe(1);
    expect(await embed.locator(".pnyx-opinion__text").first().textContent()).toContain(HOLD_WORD);
    // Nobody else sees it.
    const visitor = await reader();
    await visitor.page.goto(pageAt(site.origin, `<pnyx-opinions article-url="${url}" loading="eager"></pnyx-opinions>`));
    await expect.poll(() => visitor.page.locator("pnyx-opinions .pnyx-opinion").count(), SIGN_IN).toBe(2);
    expect(await visitor.page.locator("pnyx-opinions").textContent()).not.toContain(HOLD_WORD);

    // Ignore: Grace's opinion folds at once; Show unfolds it.
    await embed.getByRole("button", { name: `Ignore ${grace.username}` }).click();
    const folded = embed.locator('[part~="folded"]');
    await expect.poll(() => folded.textContent(), SIGN_IN).toBe(`You ignore ${grace.username}. Show`);
    await folded.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => embed.locator(".pnyx-opinion__text").allTextContents()).toContain("Grace's opinion");

    // Report: the dialog asks why; illegal content asks which law; the reason reaches the queue.
    const card = embed.locator(".pnyx-opinion", { hasText: "Linus's opinion" });
    await card.getByRole("button", { name: "Report" }).click();
    const dialog = embed.getByRole("dialog", { name: MODERATION_TEXTS.reportTitle });
    await dialog.waitFor();
    await dialog.getByRole("radio", { name: MODERATION_TEXTS.reasonIllegal }).check();
    await dialog.getByLabel(MODERATION_TEXTS.reportLegalGround).fill("Defamation Act 2013, s. 1");
    await dialog.getByRole("button", { name: MODERATION_TEXTS.reportSend }).click();
    await expect.poll(() => card.getByRole("button", { name: "Reported" }).count(), SIGN_IN).toBe(1);
    expect(await dialog.count()).toBe(0);
    const queue = await admin<{ items: QueueItem[] }>(`${moderationQueueEndpoint.path}?targetType=comment`);
    const item = queue.items.find((i) => i.targetId === linusWrote._id);
    expect(item?.reports).toMatchObject({ reasons: { illegal: 1 }, details: [{ reason: "illegal", legalGround: "Defamation Act 2013, s. 1" }] });

    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
