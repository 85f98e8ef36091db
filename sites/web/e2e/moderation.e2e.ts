import {
  addTopCommentEndpoint,
  decideEndpoint,
  moderationQueueEndpoint,
  moderationSettingsEndpoint,
  setModerationSettingsEndpoint,
  trendingEndpoint,
  type AdminSession,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  type ModerationSettings,
  type Session,
} from "@pnyx/contract";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, readerAddress, settle, useBrowser, type ViewportName } from "./browser";
import { adminSession, api, uniqueName, useSessions, verifiedMember } from "./members";

// Issue 47, the administrators' side in a real browser: a sanction from a member's standing page and
// its lift, a new member's held opinion approved in the queue, and a walk of a 200-item queue at phone
// and desktop widths.

const browser = useBrowser();
let admin: AdminSession;
let articleId: string;
let settingsBefore: ModerationSettings;

/** A GET to the e2e server with its input as the query, as the SDK sends it; throws on a refusal. */
async function apiGet<E extends Endpoint>(endpoint: E, query: Record<string, string>, token: string): Promise<EndpointResponse<E>> {
  const res = await fetch(`${inject("baseUrl")}${endpoint.path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": readerAddress() },
  });
  if (!res.ok) throw new Error(`${endpoint.path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as EndpointResponse<E>;
}

const setHolds = (settings: EndpointRequest<typeof setModerationSettingsEndpoint>) => api(setModerationSettingsEndpoint, settings, admin.token);

/** Decides every pending item (other test files may have left reported writing), so the queue starts empty. */
async function emptyQueue() {
  for (let round = 0; round < 50; round++) {
    const { items } = await apiGet(moderationQueueEndpoint, { status: "pending" }, admin.token);
    if (items.length === 0) return;
    await api(decideEndpoint, { itemIds: items.map((i) => i._id), decision: "approve" }, admin.token);
  }
  throw new Error("the queue did not empty");
}

/** A browser page at `path`, logged in as given. */
async function pageAs(sessions: { user?: Session; admin?: AdminSession }, path: string, viewport: ViewportName = "desktop"): Promise<Page> {
  const page = await browser.open("/", viewport);
  await useSessions(page, sessions);
  await page.goto(path);
  return page;
}

/** Writes an opinion through the article page's composer. */
async function writeOpinion(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Your opinion" }).fill(text);
  await page.getByRole("button", { name: "Post" }).click();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The admin area from 375 to 1280 px: no sideways scroll at any width; a full-page picture of each under /tmp for a person to look at. */
async function acrossWidths(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}

beforeAll(async () => {
  admin = await adminSession();
  const { trendingArticles } = await api(trendingEndpoint, {});
  articleId = trendingArticles[0]!._id;
  settingsBefore = await apiGet(moderationSettingsEndpoint, {}, admin.token);
  await setHolds({ ...settingsBefore, holdFirst: 0, communities: [] });
});

afterAll(async () => {
  // Later files run on the same server: leave the holds as they were.
  if (settingsBefore) await setHolds(settingsBefore);
});

describe("moderation, the administrators' side", () => {
  it("suspends a member from their standing page: their next opinion is refused saying why, they read the notice; lifted, they write again", async () => {
    const name = uniqueName("sus");
    const member = await verifiedMember(name);

    const desk = await pageAs({ admin }, `/admin/members/${name}`);
    await desk.getByRole("heading", { level: 1, name: `${name}'s standing` }).waitFor();
    await desk.getByText("No sanction in force.").waitFor();
    await expectNoAxeViolations(desk);
    const hours = desk.getByRole("textbox", { name: "For how many hours" });
    await hours.fill("2");
    await desk.getByRole("radio", { name: /^Spam/ }).check({ force: true });
    await desk.getByRole("textbox", { name: "Note to the member (optional)" }).fill("Three links in one day");
    await desk.getByRole("button", { name: "Suspend", exact: true }).click();
    await desk.getByText(new RegExp(`^${name} is suspended until `)).waitFor();
    const history = desk.getByRole("list", { name: "Sanctions" });
    await history.getByText("In force").waitFor();
    await acrossWidths(desk, "modstanding");

    const writer = await pageAs({ user: member }, `/details/${articleId}`);
    await writer.getByRole("heading", { name: "Opinions" }).waitFor();
    await writeOpinion(writer, "Written while suspended.");
    await writer
      .getByText(/^Your account is suspended until .+: Spam$/)
      .first()
      .waitFor();
    await writer.goto("/notices");
    await writer.getByText("Your account is restricted").waitFor();
    await writer.getByText("Moderator's note: Three links in one day").waitFor();

    await desk.getByRole("button", { name: /^Lift: Suspended until/ }).click();
    await desk.getByText("Sanction lifted").waitFor();
    await desk.getByText("No sanction in force.").waitFor();

    await writer.goto(`/details/${articleId}`);
    await writer.getByRole("heading", { name: "Opinions" }).waitFor();
    await writeOpinion(writer, `Back after the lift, ${name}.`);
    await writer.getByText(`Back after the lift, ${name}.`).first().waitFor();
    expect(await writer.getByText(/^Your account is suspended/).count()).toBe(0);
  });

  it("with hold-first at 1, a new member's opinion waits for review: they are told, a visitor does not see it until it is approved in the queue", async () => {
    const desk = await pageAs({ admin }, "/admin/moderation/settings");
    const site = desk.getByRole("textbox", { name: "Site-wide: first writings held" });
    await site.fill("1");
    await desk.getByRole("button", { name: "Save holds" }).click();
    await desk.getByText("Settings saved").waitFor();
    await expectNoAxeViolations(desk);
    await acrossWidths(desk, "modsettings");
    expect((await apiGet(moderationSettingsEndpoint, {}, admin.token)).holdFirst).toBe(1);

    const name = uniqueName("new");
    const member = await verifiedMember(name);
    const text = `My first opinion here, ${name}.`;
    const writer = await pageAs({ user: member }, `/details/${articleId}`);
    await writer.getByRole("heading", { name: "Opinions" }).waitFor();
    await writeOpinion(writer, text);
    // Its author sees it in the thread, marked (again after a reload: the held list is the server's).
    const mine = () => writer.getByRole("article").filter({ hasText: text });
    await mine().getByText("Awaiting review", { exact: true }).waitFor();
    await writer.reload();
    await mine().getByText("Awaiting review", { exact: true }).waitFor();
    expect(await mine().count()).toBe(1);
    await writer.goto("/notices");
    await writer.getByText("Your writing is awaiting review").waitFor();
    await writer.getByText(`About: “${text}”`).waitFor();

    const visitor = await browser.open(`/details/${articleId}`);
    await visitor.getByRole("heading", { name: "Opinions" }).waitFor();
    await settle(visitor);
    expect(await visitor.getByText(text).count()).toBe(0);

    await desk.goto("/admin/moderation");
    const card = desk.getByRole("listitem").filter({ hasText: text });
    await card.getByText("Held: new member").waitFor();
    await card.getByRole("checkbox", { name: `Select the item by ${name}` }).check({ force: true });
    await desk.getByRole("button", { name: "Approve" }).click();
    await desk.getByText("1 item decided").waitFor();

    await visitor.reload();
    await visitor.getByText(text).first().waitFor();
    await setHolds({ ...settingsBefore, holdFirst: 0, communities: [] });
  });

  it("walks a queue of 200 held opinions at 375 and 1280 px: no sideways scroll, 200 pending, paged to the last, all approved at once", async () => {
    await emptyQueue();
    await setHolds({ ...settingsBefore, holdFirst: 20, communities: [] });
    try {
      // Ten new members, each holding their first twenty opinions: 200 items.
      const authors = await Promise.all(Array.from({ length: 10 }, (_, m) => verifiedMember(uniqueName(`q${m}x`))));
      await Promise.all(
        authors.map(async (author, m) => {
          for (let i = 1; i <= 20; i++) {
            const written = await api(addTopCommentEndpoint, { postId: articleId, text: `Queue walk ${m * 20 + i}: a held opinion.` }, author.token);
            expect(written.awaitingReview).toBe(true);
          }
        }),
      );
    } finally {
      await setHolds({ ...settingsBefore, holdFirst: 0, communities: [] });
    }
    expect((await apiGet(moderationQueueEndpoint, { status: "pending" }, admin.token)).pending).toBe(200);

    for (const viewport of ["desktop", "mobile"] as const) {
      const desk = await pageAs({ admin }, "/admin/moderation", viewport);
      await desk.getByRole("status").filter({ hasText: "200 pending" }).waitFor();
      const cards = desk.locator("li[data-item-id]");
      await expect.poll(() => cards.count()).toBe(50);
      expect(await noSidewaysScroll(desk)).toBe(true);
      await desk.screenshot({ path: `/tmp/modq-${viewport === "mobile" ? 375 : 1280}.png`, fullPage: false });
      for (let pages = 1; pages < 4; pages++) {
        await desk.getByRole("button", { name: "Load more items" }).click();
        await expect.poll(() => cards.count()).toBe(Math.min(200, (pages + 1) * 50));
      }
      expect(await desk.getByRole("button", { name: "Load more items" }).count()).toBe(0);
      // Newest first: the last is the first written of someone's twenty.
      await expect.poll(() => cards.last().textContent()).toMatch(/Queue walk (1|21|41|61|81|101|121|141|161|181): a held opinion\./);
      expect(await noSidewaysScroll(desk)).toBe(true);
      if (viewport === "desktop") {
        await desk.setViewportSize({ width: 768, height: 1024 });
        expect(await noSidewaysScroll(desk)).toBe(true);
        await desk.screenshot({ path: "/tmp/modq-768.png", fullPage: false });
        await desk.close();
        continue;
      }
      await desk.getByRole("checkbox", { name: "Select all shown" }).check({ force: true });
      await desk.getByText("200 selected").waitFor();
      await desk.getByRole("button", { name: "Approve" }).click();
      await desk.getByText("200 items decided").waitFor({ timeout: 30_000 });
      await desk.getByText("Nothing to review here").waitFor();
      await desk.getByRole("status").filter({ hasText: "0 pending" }).waitFor();
      expect((await apiGet(moderationQueueEndpoint, { status: "pending" }, admin.token)).pending).toBe(0);
    }
  });
});
