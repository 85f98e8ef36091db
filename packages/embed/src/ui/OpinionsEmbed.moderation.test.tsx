// <pnyx-opinions> under issue 47's moderation: the member's held opinions (to them alone, marked, not
// to be voted on or reported), an ignored member's opinions folded until Show, Ignore from an
// opinion's actions, and Report with its reason in an accessible dialog. The network is the
// contract's endpoints, answered by msw.
import {
  addTopCommentEndpoint,
  embedThreadEndpoint,
  getCommentsEndpoint,
  ignoreMemberEndpoint,
  MODERATION_TEXTS,
  ownHeldOpinionsEndpoint,
  reportCommentEndpoint,
  type Opinion,
} from "@pnyx/contract";
import { FIXTURE_IDS, aSession, anId, anOpinion } from "@pnyx/contract/testing";
import { errorResponse } from "@pnyx/sdk/testing";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageClient } from "../shared/client";
import { answering, PNYX, silentRealtime, useMockServer } from "../test-support/msw";
import { OpinionsEmbed } from "./OpinionsEmbed";
import { DEFAULT_OPINIONS_STRINGS } from "./strings";

const server = useMockServer(silentRealtime);
const client = pageClient({ base: PNYX, config: {} });
const ARTICLE = { url: "https://paper.example/2027/01/moderation", title: "Moderation" };

const byGrace = anOpinion({ _id: anId(), author: "grace", text: "grace writes" });
const alsoByGrace = anOpinion({ _id: anId(), author: "grace", text: "grace again" });
const byLinus = anOpinion({ _id: anId(), author: "linus", text: "linus writes" });
const heldOfAda = anOpinion({ _id: anId(), author: "ada", text: "ada's held", awaitingReview: true });

/** The thread as the server answers it, with `comments` its first page. */
function thread(comments: Opinion[]) {
  answering(server, embedThreadEndpoint, (input) => ({
    articleId: FIXTURE_IDS.article,
    url: input.url,
    created: false,
    listed: false,
    opinions: comments.length,
  }));
  answering(server, getCommentsEndpoint, { comments, hasMore: false });
}

const signIn = (over: Parameters<typeof aSession>[0] = {}) => client.session.set({ user: aSession({ username: "ada", ignoring: [], ...over }), admin: null });

let container: HTMLElement;
let view: Root | null = null;
const $ = <E extends Element = HTMLElement>(selector: string, within: ParentNode = container) => within.querySelector<E>(selector);
const cards = () => [...container.querySelectorAll<HTMLElement>(".pnyx-opinion")];
const cardOf = (text: string) => cards().find((card) => card.textContent?.includes(text))!;
const buttonsOf = (card: HTMLElement) => [...card.querySelectorAll("button")];
const button = (within: ParentNode, text: string) => [...within.querySelectorAll("button")].find((b) => b.textContent === text)!;

function render() {
  view = createRoot(container);
  view.render(<OpinionsEmbed client={client} article={ARTICLE} strings={DEFAULT_OPINIONS_STRINGS} base={PNYX} onCount={() => {}} />);
}

beforeEach(() => {
  container = document.body.appendChild(document.createElement("div"));
});
afterEach(() => {
  view?.unmount();
  view = null;
  container.remove();
  client.session.set({ user: null, admin: null });
});

describe("held opinions (the member's own, awaiting review)", () => {
  it("show first to their author, marked Awaiting review, with no vote, report or ignore; they go when the author signs out", async () => {
    thread([byGrace]);
    const asked = answering(server, ownHeldOpinionsEndpoint, { comments: [heldOfAda] });
    signIn();
    render();
    await vi.waitFor(() => expect(cards().map((card) => $(".pnyx-opinion__text", card)?.textContent)).toEqual(["ada's held", "grace writes"]));
    expect(asked).toEqual([{ input: { postId: FIXTURE_IDS.article }, auth: "Bearer member-token" }]);

    const [held, other] = cards() as [HTMLElement, HTMLElement];
    expect($(".pnyx-held", held)?.textContent).toBe(MODERATION_TEXTS.awaitingReview);
    expect(buttonsOf(held).map((b) => [b.getAttribute("aria-label"), b.disabled])).toEqual([
      ["Like (0 likes)", true],
      ["Dislike (0 dislikes)", true],
    ]);
    expect($(".pnyx-held", other)).toBeNull();
    expect(buttonsOf(other).map((b) => [b.textContent, b.disabled])).toEqual([
      ["▲ 0", false],
      ["▼ 0", false],
      ["Report", false],
      ["Ignore", false],
    ]);

    client.session.set({ user: null, admin: null });
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    expect($(".pnyx-held")).toBeNull();
  });

  it("are not asked for a visitor, who is never shown one", async () => {
    // An unanswered request fails the test: a visitor's thread asks for no held opinions.
    thread([byGrace]);
    render();
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($(".pnyx-held")).toBeNull();
    // Nor refused locally (a member's call without a token): no failure shows.
    expect($('[role="alert"]')).toBeNull();
  });

  it("one the member writes now and the server holds shows first, marked, and is not counted", async () => {
    thread([byGrace]);
    answering(server, ownHeldOpinionsEndpoint, { comments: [] });
    answering(server, addTopCommentEndpoint, (input) => ({ ...anOpinion({ _id: anId(), author: "ada", text: input.text, awaitingReview: true }), earned: 0 }));
    signIn();
    render();
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    const box = $<HTMLTextAreaElement>("textarea")!;
    box.value = "held on its way";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect($<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false));
    $<HTMLButtonElement>('button[type="submit"]')!.click();
    await vi.waitFor(() => expect($(".pnyx-held", cards()[0])?.textContent).toBe("Awaiting review"));
    expect($(".pnyx-opinion__text", cards()[0])?.textContent).toBe("held on its way");
    expect(buttonsOf(cards()[0]!).every((b) => b.disabled)).toBe(true);
    expect($("h2")?.textContent).toBe("Opinions 1");
  });
});

describe("an ignored member's opinions", () => {
  it("fold into the contract's line; Show unfolds that one only", async () => {
    thread([byGrace, byLinus, alsoByGrace]);
    answering(server, ownHeldOpinionsEndpoint, { comments: [] });
    signIn({ ignoring: ["grace"] });
    render();
    await vi.waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((card) => card.textContent)).toEqual(["You ignore grace. Show", expect.stringContaining("linus writes"), "You ignore grace. Show"]);
    expect(container.textContent).not.toContain("grace writes");

    button(cards()[0]!, "Show").click();
    await vi.waitFor(() => expect(cards()[0]!.textContent).toContain("grace writes"));
    expect(cards()[2]!.textContent).toBe("You ignore grace. Show");
  });

  it("fold at once when the reader ignores their author from an opinion's actions (never on their own)", async () => {
    const mine = anOpinion({ _id: anId(), author: "ada", text: "ada writes" });
    thread([byGrace, mine, alsoByGrace]);
    answering(server, ownHeldOpinionsEndpoint, { comments: [] });
    const ignored = answering(server, ignoreMemberEndpoint, (input) => ({ usernames: [input.username] }));
    signIn();
    render();
    await vi.waitFor(() => expect(cards()).toHaveLength(3));
    expect(buttonsOf(cardOf("ada writes")).map((b) => b.textContent)).not.toContain("Ignore");

    const ignore = $<HTMLButtonElement>('button[aria-label="Ignore grace"]', cardOf("grace writes"))!;
    expect(ignore.textContent).toBe(MODERATION_TEXTS.ignore);
    ignore.click();
    await vi.waitFor(() =>
      expect(cards().map((card) => card.textContent)).toEqual(["You ignore grace. Show", expect.stringContaining("ada writes"), "You ignore grace. Show"]),
    );
    expect(ignored).toEqual([{ input: { username: "grace" }, auth: "Bearer member-token" }]);
    expect(client.session.get().user?.ignoring).toEqual(["grace"]);
  });
});

describe("Report with a reason", () => {
  /** Signs in, shows grace's opinion, and opens its Report dialog. */
  async function openReport() {
    thread([byGrace]);
    answering(server, ownHeldOpinionsEndpoint, { comments: [] });
    signIn();
    render();
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    const report = button(cardOf("grace writes"), "Report");
    report.focus();
    report.click();
    await vi.waitFor(() => expect($("dialog")).not.toBeNull());
    return { report, dialog: $<HTMLDialogElement>("dialog")! };
  }
  const choose = (dialog: HTMLDialogElement, label: string) =>
    [...dialog.querySelectorAll("label")]
      .find((l) => l.textContent?.trim() === label)!
      .querySelector("input")!
      .click();
  const send = (dialog: HTMLDialogElement) => button(dialog, MODERATION_TEXTS.reportSend).click();
  const alertIn = (dialog: HTMLDialogElement) => $('[role="alert"]', dialog)?.textContent ?? null;
  /** Types into a field, and lets the dialog draw what it holds (as a key press and a click are apart). */
  async function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
    field.value = text;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it("asks for a reason in a labelled modal dialog, and the legal ground of illegal content, then sends both", async () => {
    const reports = answering(server, reportCommentEndpoint, { message: "Reported" });
    const { dialog } = await openReport();
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(MODERATION_TEXTS.reportTitle);
    expect($("fieldset legend", dialog)?.textContent).toBe(MODERATION_TEXTS.reportReason);
    expect([...dialog.querySelectorAll('input[type="radio"]')].map((radio) => radio.closest("label")?.textContent?.trim())).toEqual([
      "Spam",
      "Abuse or harassment",
      "Off-topic",
      "Illegal content",
      "Something else",
    ]);

    // Nothing goes without a reason, nor illegal content without its legal ground.
    send(dialog);
    await vi.waitFor(() => expect(alertIn(dialog)).toBe(MODERATION_TEXTS.reportChooseReason));
    expect($("fieldset", dialog)?.getAttribute("aria-invalid")).toBe("true");
    choose(dialog, "Illegal content");
    await vi.waitFor(() => expect(alertIn(dialog)).toBeNull());
    const ground = $<HTMLInputElement>("input:not([type])", dialog)!;
    expect($(`label[for="${ground.id}"]`, dialog)?.textContent).toBe(MODERATION_TEXTS.reportLegalGround);
    send(dialog);
    await vi.waitFor(() => expect(alertIn(dialog)).toBe(MODERATION_TEXTS.reportNeedsLegalGround));
    expect(ground.getAttribute("aria-invalid")).toBe("true");
    expect(reports).toEqual([]);

    await type(ground, "  Defamation Act 2013, s. 1 ");
    send(dialog);
    await vi.waitFor(() => expect($("dialog")).toBeNull());
    expect(reports).toEqual([{ input: { commentId: byGrace._id, reason: "illegal", legalGround: "Defamation Act 2013, s. 1" }, auth: "Bearer member-token" }]);
    const reported = buttonsOf(cardOf("grace writes")).find((b) => b.textContent === "Reported")!;
    expect(reported.disabled).toBe(true);
  });

  it("asks for words when the reason is something else; a refusal shows in the dialog, which stays; Cancel gives focus back to Report", async () => {
    answering(server, reportCommentEndpoint, errorResponse(429, "rate_limited", "Too many reports"));
    const { report, dialog } = await openReport();
    choose(dialog, "Something else");
    await vi.waitFor(() => expect($("textarea", dialog)).not.toBeNull());
    send(dialog);
    await vi.waitFor(() => expect(alertIn(dialog)).toBe(MODERATION_TEXTS.reportNeedsWords));
    const words = $<HTMLTextAreaElement>("textarea", dialog)!;
    expect($(`label[for="${words.id}"]`, dialog)?.textContent).toBe(MODERATION_TEXTS.reportWords);
    await type(words, "It names a private person");
    send(dialog);
    await vi.waitFor(() => expect(alertIn(dialog)).toBe("Too many reports"));
    expect($("dialog")).toBe(dialog);

    button(dialog, MODERATION_TEXTS.reportCancel).click();
    await vi.waitFor(() => expect($("dialog")).toBeNull());
    expect(document.activeElement).toBe(report);
    expect(report.textContent).toBe("Report");
  });

  it("closes on Escape (the dialog's close), sending nothing", async () => {
    const reports = answering(server, reportCommentEndpoint, { message: "Reported" });
    const { dialog } = await openReport();
    dialog.close();
    await vi.waitFor(() => expect($("dialog")).toBeNull());
    expect(reports).toEqual([]);
  });
});
