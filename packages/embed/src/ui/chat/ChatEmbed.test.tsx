import { CHAT_MESSAGES, FIXED_COMMUNITIES, MESSAGES, MODERATION_TEXTS, type ChatMessage, type Poll } from "@pnyx/contract";
import { aSession } from "@pnyx/contract/testing";
import { INITIAL_ROOM_SNAPSHOT, PnyxError, type ChatRoomSession, type ChatRoomSnapshot, type ReportContentInput } from "@pnyx/sdk";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageClient } from "../../shared/client";
import type { PageContext } from "../../shared/page";
import { mount } from "../../widgets/chat";
import { ChatEmbed } from "./ChatEmbed";
import { DEFAULT_CHAT_STRINGS } from "./strings";

const ROOM: string = FIXED_COMMUNITIES[0].id;
const BASE = "http://pnyx.test";
const page = (config: PageContext["config"] = {}): PageContext => ({ base: BASE, config });
const id = (n: number) => `67f0000000000000000000${n.toString(16).padStart(2, "0")}`;
const at = (n: number) => new Date(Date.now() - (100 - n) * 1000).toISOString();

const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: id(n),
  topicId: ROOM,
  type: "user",
  username: "grace",
  avatar: null,
  message: `Message ${n}`,
  attachment: null,
  timestamp: at(n),
  ...over,
});
const poll = (over: Partial<Poll> = {}): Poll => ({
  _id: id(150),
  topicId: ROOM,
  question: "Tea or coffee?",
  options: [
    { text: "Tea", votes: 1 },
    { text: "Coffee", votes: 3 },
  ],
  allowMultiple: false,
  duration: 24,
  createdBy: "grace",
  createdAt: at(5),
  closesAt: new Date(Date.now() + 3_600_000).toISOString(),
  closed: false,
  voters: 4,
  revision: 0,
  ...over,
});

/** A room session the test plays the server for: it sets the snapshot, and records what the widget asks. */
class FakeRoom implements ChatRoomSession {
  snapshot: ChatRoomSnapshot = INITIAL_ROOM_SNAPSHOT;
  readonly listeners = new Set<() => void>();
  readonly ready = Promise.resolve();
  constructor(readonly topicId: string) {}
  getSnapshot = () => this.snapshot;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  /** The server's side: the room changed. */
  set(patch: Partial<ChatRoomSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
  /** The room's events' listeners, by event (`room.on`). */
  readonly heard = new Map<string, Set<(...args: never[]) => void>>();
  on = vi.fn((event: string, listener: (...args: never[]) => void) => {
    const listeners = this.heard.get(event) ?? new Set();
    this.heard.set(event, listeners.add(listener));
    return () => void listeners.delete(listener);
  });
  /** The server's side: moderation removed `ids` (the SDK drops them from the snapshot, then tells `remove`). */
  remove(ids: string[]) {
    this.set({ messages: this.snapshot.messages.filter((m) => !ids.includes(m.id)) });
    for (const listener of this.heard.get("remove") ?? []) (listener as (ids: string[]) => void)(ids);
  }
  send = vi.fn(async (text: string) => message(90, { message: text.trim(), username: "ada" }));
  createPoll = vi.fn(async () => poll());
  vote = vi.fn(async () => poll());
  loadOlder = vi.fn(async () => {});
  leave = vi.fn();
}

let rooms: FakeRoom[] = [];
const chat = { joinRoom: vi.fn((topicId: string) => rooms[rooms.push(new FakeRoom(topicId)) - 1]!) };
/** The SDK's reports (`reportingOf`), answered by the test. */
const reporting = { report: vi.fn(async (_input: ReportContentInput) => ({ message: MODERATION_TEXTS.reportReceived })) };
let container: HTMLElement;
let view: Root | null = null;

const signIn = (username = "ada") => pageClient(page()).session.set({ user: aSession({ username }), admin: null });
const $ = <E extends Element = HTMLElement>(selector: string) => container.querySelector<E>(selector);
const $$ = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)];
const text = (selector: string) => $(selector)?.textContent ?? null;

function render(topicId = ROOM, strings = DEFAULT_CHAT_STRINGS) {
  view = createRoot(container);
  view.render(<ChatEmbed client={pageClient(page())} chat={chat} reporting={reporting} topicId={topicId} strings={strings} base={BASE} locale="en" />);
}

/** Renders as a signed-in member and answers the join: connected, with `patch`. */
async function joined(patch: Partial<ChatRoomSnapshot> = {}) {
  signIn();
  render();
  await vi.waitFor(() => expect(rooms).toHaveLength(1));
  const room = rooms[0]!;
  room.set({ status: "connected", count: 2, ...patch });
  await vi.waitFor(() => expect($('[part="presence"]')).not.toBeNull());
  return room;
}

function type(value: string) {
  const box = $<HTMLTextAreaElement>("textarea")!;
  box.value = value;
  box.dispatchEvent(new Event("input", { bubbles: true }));
}
const pressEnter = (shiftKey = false) =>
  $("textarea")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", shiftKey, bubbles: true, cancelable: true }));

beforeEach(() => {
  pageClient(page()).session.set({ user: null, admin: null });
  rooms = [];
  chat.joinRoom.mockClear();
  reporting.report.mockClear();
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  view?.unmount();
  view = null;
  container.remove();
});

describe("<pnyx-chat>'s room", () => {
  it("asks a visitor to log in, with the room's name, and joins nothing (rooms are for members)", async () => {
    render();
    await vi.waitFor(() => expect(text("h2")).toBe("World News"));
    expect(text('[part="account"]')).toContain("Log in to chat.");
    expect($$("button").map((b) => b.textContent)).toEqual(["Log in"]);
    expect($("textarea")).toBeNull();
    expect(chat.joinRoom).not.toHaveBeenCalled();
  });

  it("joins once a member signs in, says it is connecting, then shows the messages oldest first and who is present", async () => {
    render();
    signIn();
    await vi.waitFor(() => expect(chat.joinRoom).toHaveBeenCalledExactlyOnceWith(ROOM));
    await vi.waitFor(() => expect(text('[role="status"]')).toBe(MESSAGES.chatConnecting));
    expect($<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);

    rooms[0]!.set({
      status: "connected",
      count: 3,
      messages: [message(1), message(2, { id: "system-1", type: "system", message: "ada joined the chat" }), message(3, { username: "ada" })],
    });
    await vi.waitFor(() => expect(text('[part="presence"]')).toBe("3 online"));
    expect(text('[role="status"]')).toBe("");
    expect($("[role=log]")!.getAttribute("aria-label")).toBe("Messages");
    expect($$("[role=log] li").map((li) => li.textContent)).toEqual([
      expect.stringContaining("Message 1"),
      "ada joined the chat",
      expect.stringContaining("Message 3"),
    ]);
    expect($$('[part="message"]').map((li) => li.hasAttribute("data-own"))).toEqual([false, true]);
    expect(text('[part="account"]')).toContain("Signed in as ada");
  });

  it("says so when the room is empty", async () => {
    await joined();
    expect(text(".pnyx-empty")).toBe(DEFAULT_CHAT_STRINGS.empty);
  });

  it("sends with Enter (not Shift+Enter) or Send, through a labelled box that empties once sent", async () => {
    const room = await joined();
    const box = $<HTMLTextAreaElement>("textarea")!;
    expect($(`label[for="${box.id}"]`)!.textContent).toBe("Message");
    const send = $<HTMLButtonElement>('button[type="submit"]')!;
    expect(send.disabled).toBe(true);
    type("   ");
    await vi.waitFor(() => expect(box.value).toBe("   "));
    expect(send.disabled).toBe(true);

    type("  hello  ");
    await vi.waitFor(() => expect(send.disabled).toBe(false));
    pressEnter(true);
    expect(room.send).not.toHaveBeenCalled();
    pressEnter();
    await vi.waitFor(() => expect(box.value).toBe(""));
    expect(room.send).toHaveBeenCalledExactlyOnceWith("  hello  ");

    type("again");
    await vi.waitFor(() => expect(send.disabled).toBe(false));
    send.click();
    await vi.waitFor(() => expect(room.send).toHaveBeenCalledTimes(2));
    expect($('[role="alert"]')).toBeNull();
  });

  it("shows the server's refusal in an alert and keeps the text; the next message that goes clears it", async () => {
    const room = await joined();
    room.send.mockRejectedValueOnce(new PnyxError(429, "rate_limited", CHAT_MESSAGES.tooFast, { kind: "server", retryAfter: 4 }));
    type("sixth");
    await vi.waitFor(() => expect($<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false));
    pressEnter();
    await vi.waitFor(() => expect(text('[role="alert"]')).toBe(CHAT_MESSAGES.tooFast));
    expect($<HTMLTextAreaElement>("textarea")!.value).toBe("sixth");

    pressEnter();
    await vi.waitFor(() => expect($('[role="alert"]')).toBeNull());
    expect($<HTMLTextAreaElement>("textarea")!.value).toBe("");
  });

  it("disables Send while the room reconnects, saying it is connecting", async () => {
    const room = await joined();
    type("hi");
    room.set({ status: "disconnected" });
    await vi.waitFor(() => expect(text('[role="status"]')).toBe(MESSAGES.chatConnecting));
    expect($<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    expect($('[part="presence"]')).toBeNull();
  });

  it("shows polls where they were asked, with their results, and votes (pressing the choice again takes it back)", async () => {
    const room = await joined({ messages: [message(1), message(9)], polls: [poll()] });
    expect($$("[role=log] ol > li").map((li) => li.getAttribute("part"))).toEqual(["message", "poll", "message"]);
    const options = $$('[part="poll-option"]') as HTMLButtonElement[];
    expect(options.map((o) => o.textContent)).toEqual(["Tea1 vote · 25%", "Coffee3 votes · 75%"]);
    expect(text('[part="poll"]')).toContain("Poll by grace");
    expect(text('[part="poll"]')).toContain("4 voters");
    expect(options.map((o) => o.getAttribute("aria-pressed"))).toEqual(["false", "false"]);
    options[1]!.click();
    expect(room.vote).toHaveBeenCalledExactlyOnceWith(id(150), [1]);

    room.set({ myVotes: { [id(150)]: [1] } });
    await vi.waitFor(() => expect(options[1]!.getAttribute("aria-pressed")).toBe("true"));
    expect(options[1]!.textContent).toContain("(your vote)");
    options[1]!.click();
    expect(room.vote).toHaveBeenLastCalledWith(id(150), []);

    room.vote.mockRejectedValueOnce(new PnyxError(409, "poll_closed", CHAT_MESSAGES.pollClosed, { kind: "server" }));
    options[0]!.click();
    await vi.waitFor(() => expect(text('[role="alert"]')).toBe(CHAT_MESSAGES.pollClosed));
  });

  it("lets several choices add up in a poll that takes them, and locks a closed poll", async () => {
    const room = await joined({ polls: [poll({ allowMultiple: true }), poll({ _id: id(151), question: "Done?", closed: true })], myVotes: { [id(150)]: [1] } });
    const [tea, , closedYes] = $$('[part="poll-option"]') as HTMLButtonElement[];
    tea!.click();
    expect(room.vote).toHaveBeenCalledExactlyOnceWith(id(150), [0, 1]);
    expect(closedYes!.disabled).toBe(true);
    expect($$('[part="poll"]')[1]!.textContent).toContain("Closed");
  });

  it("pages older messages in on request", async () => {
    const room = await joined({ messages: [message(5)], hasOlder: true });
    const older = $$("button").find((b) => b.textContent === "Load older messages")!;
    older.click();
    expect(room.loadOlder).toHaveBeenCalledTimes(1);
    room.set({ loadingOlder: true });
    await vi.waitFor(() => expect(older.textContent).toBe("Loading…"));
    expect((older as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows attachments from the Pnyx server: images inline, other files as downloads", async () => {
    await joined({
      messages: [
        message(1, { message: "", attachment: { url: "/uploads/a.png", name: "map.png", mimetype: "image/png", size: 10, kind: "image" } }),
        message(2, { attachment: { url: "/uploads/b.pdf", name: "notes.pdf", mimetype: "application/pdf", size: 10, kind: "file" } }),
      ],
    });
    expect($<HTMLImageElement>("[role=log] img")!.src).toBe(`${BASE}/uploads/a.png`);
    expect($<HTMLImageElement>("[role=log] img")!.alt).toBe("map.png");
    const link = $<HTMLAnchorElement>("[role=log] a")!;
    expect([link.href, link.textContent]).toEqual([`${BASE}/uploads/b.pdf`, "Download notes.pdf"]);
  });

  it("shows 'Chat Room Not Found' for a room the server does not know, and for an id that cannot be one", async () => {
    const room = await joined();
    room.set({ status: "not-found" });
    await vi.waitFor(() => expect(text("h2")).toBe(MESSAGES.chatRoomNotFound));
    expect(text("p")).toBe(MESSAGES.chatRoomNotFoundText);
    view!.unmount();

    render("not-a-room");
    await vi.waitFor(() => expect(text("h2")).toBe(MESSAGES.chatRoomNotFound));
    expect(chat.joinRoom).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when it refuses a member the room", async () => {
    const room = await joined();
    room.set({ status: "unauthorized", error: { code: "unauthorized", message: CHAT_MESSAGES.signInToChat } });
    await vi.waitFor(() => expect(text('[role="alert"]')).toBe(CHAT_MESSAGES.signInToChat));
    expect(text('[role="status"]')).toBe("");
  });

  it("leaves the room on logout and on unmount", async () => {
    const first = await joined();
    pageClient(page()).session.set({ user: null, admin: null });
    await vi.waitFor(() => expect(first.leave).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect($("textarea")).toBeNull());

    signIn();
    await vi.waitFor(() => expect(rooms).toHaveLength(2));
    view!.unmount();
    view = null;
    // As React does, effects' cleanups run after the unmount has painted.
    await vi.waitFor(() => expect(rooms[1]!.leave).toHaveBeenCalledTimes(1));
    expect(rooms).toHaveLength(2);
  });
});

describe("moderation in the room (issue 47)", () => {
  it("marks the member's own held message Awaiting review (only its sender is sent it); others' show as they are", async () => {
    await joined({ messages: [message(1), message(2, { username: "ada", awaitingReview: true }), message(3, { username: "ada" })] });
    const lines = $$('[part="message"]');
    expect(lines.map((line) => line.querySelector('[part="held"]')?.textContent ?? null)).toEqual([null, MODERATION_TEXTS.awaitingReview, null]);
    expect(lines[1]!.textContent).toContain("Message 2");
  });

  it("folds an ignored member's messages into the contract's line, Show unfolding one; an ignore folds at once", async () => {
    const room = await joined({ messages: [message(1), message(2, { username: "linus" }), message(3)] });
    expect($$('[part="message"]').map((line) => line.textContent)).toEqual([
      expect.stringContaining("Message 1"),
      expect.stringContaining("Message 2"),
      expect.stringContaining("Message 3"),
    ]);
    // The member ignores grace (elsewhere: the session's list changes).
    const client = pageClient(page());
    client.session.set({ user: { ...client.session.get().user!, ignoring: ["grace"] }, admin: null });
    await vi.waitFor(() => expect($$(".pnyx-folded").map((line) => line.textContent)).toEqual(["You ignore grace. Show", "You ignore grace. Show"]));
    expect(container.textContent).not.toContain("Message 1");
    expect(container.textContent).toContain("Message 2");

    [...$$(".pnyx-folded")[0]!.querySelectorAll("button")][0]!.click();
    await vi.waitFor(() => expect(container.textContent).toContain("Message 1"));
    expect($$(".pnyx-folded")).toHaveLength(1);
    // A new message of hers folds too.
    room.set({ messages: [...room.snapshot.messages, message(4)] });
    await vi.waitFor(() => expect($$(".pnyx-folded")).toHaveLength(2));
  });
});

describe("Report on a message (issue 47)", () => {
  const choose = (dialog: HTMLElement, label: string) =>
    [...dialog.querySelectorAll("label")]
      .find((l) => l.textContent?.trim() === label)!
      .querySelector("input")!
      .click();
  const buttonIn = (within: Element, name: string) => [...within.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === name)!;
  /** Types into a field, and lets the dialog draw what it holds. */
  async function typeInto(field: HTMLTextAreaElement, value: string) {
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it("is offered on others' messages, named for their author, never on the member's own", async () => {
    await joined({ messages: [message(1), message(2, { username: "ada" }), message(3, { username: "ada", awaitingReview: true })] });
    const lines = $$('[part="message"]');
    expect(lines.map((line) => [...line.querySelectorAll("button")].map((b) => b.getAttribute("aria-label")))).toEqual([["Report grace's message"], [], []]);
    expect(buttonIn(lines[0]!, MODERATION_TEXTS.reportAction)).toBeDefined();
  });

  it("opens the reason dialog and sends the reason for that message; the room thanks the reader and Report says Reported", async () => {
    await joined({ messages: [message(1), message(2, { username: "linus" })] });
    buttonIn($$('[part="message"]')[1]!, "Report").click();
    await vi.waitFor(() => expect($("dialog")).not.toBeNull());
    const dialog = $<HTMLDialogElement>("dialog")!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(MODERATION_TEXTS.reportTitle);

    // Nothing goes without a reason, nor "something else" without words.
    buttonIn(dialog, MODERATION_TEXTS.reportSend).click();
    await vi.waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(MODERATION_TEXTS.reportChooseReason));
    choose(dialog, MODERATION_TEXTS.reasonOther);
    await vi.waitFor(() => expect(dialog.querySelector("textarea")).not.toBeNull());
    await typeInto(dialog.querySelector("textarea")!, "  Posts a stranger's address ");
    buttonIn(dialog, MODERATION_TEXTS.reportSend).click();

    await vi.waitFor(() => expect($("dialog")).toBeNull());
    expect(reporting.report.mock.calls).toEqual([[{ targetType: "chatMessage", targetId: id(2), reason: "other", text: "Posts a stranger's address" }]]);
    expect(text('[role="status"]')).toBe(MODERATION_TEXTS.reportReceived);
    const done = buttonIn($$('[part="message"]')[1]!, "Reported");
    expect(done.disabled).toBe(true);
    expect(buttonIn($$('[part="message"]')[0]!, "Report").disabled).toBe(false);
  });

  it("shows the server's refusal in the dialog, which stays open; nothing is marked reported", async () => {
    reporting.report.mockRejectedValueOnce(new PnyxError(429, "rate_limited", "Too many reports"));
    await joined({ messages: [message(1)] });
    buttonIn($('[part="message"]')!, "Report").click();
    await vi.waitFor(() => expect($("dialog")).not.toBeNull());
    const dialog = $<HTMLDialogElement>("dialog")!;
    choose(dialog, MODERATION_TEXTS.reasonSpam);
    await new Promise((resolve) => setTimeout(resolve, 0));
    buttonIn(dialog, MODERATION_TEXTS.reportSend).click();
    await vi.waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe("Too many reports"));
    expect(reporting.report).toHaveBeenCalledWith({ targetType: "chatMessage", targetId: id(1), reason: "spam" });
    expect($("dialog")).toBe(dialog);
    expect(text('[role="status"]')).toBe("");
    buttonIn(dialog, MODERATION_TEXTS.reportCancel).click();
    await vi.waitFor(() => expect($("dialog")).toBeNull());
    expect(buttonIn($('[part="message"]')!, "Report").disabled).toBe(false);
  });
});

describe("a message a moderator removes while the reader watches", () => {
  it("keeps its place, saying it was removed; the messages around it stay as they are", async () => {
    const room = await joined({ messages: [message(1), message(2, { username: "linus" }), message(3)] });
    await vi.waitFor(() => expect($$('[part="message"]')).toHaveLength(3));
    room.remove([id(2)]);
    await vi.waitFor(() => expect(text('[part="message removed"]')).toBe(MODERATION_TEXTS.removedPlaceholder));
    expect($$(".pnyx-chat__lines > li").map((line) => line.textContent)).toEqual([
      expect.stringContaining("Message 1"),
      MODERATION_TEXTS.removedPlaceholder,
      expect.stringContaining("Message 3"),
    ]);
    expect(container.textContent).not.toContain("Message 2");
  });
});

describe("chat.js mount", () => {
  it("renders into the element's shadow root with the page's and the element's texts and theme, and leaves nothing on stop", async () => {
    const host = document.createElement("pnyx-chat-test");
    host.setAttribute("room", ROOM);
    host.setAttribute("strings", JSON.stringify({ heading: "Live: {room}" }));
    document.body.append(host);
    const root = host.attachShadow({ mode: "open" });
    root.innerHTML = '<link data-pnyx><p class="pnyx-waiting">…</p>';
    const widget = mount(host, root, page({ theme: "dark", strings: { chat: { loginPrompt: "Sign in to talk.", heading: "ignored" } } }));
    await vi.waitFor(() => expect(root.querySelector("h2")?.textContent).toBe("Live: World News"));
    expect(root.querySelector('[part="account"]')!.textContent).toContain("Sign in to talk.");
    // The theme is the container's, inside the shadow root: nothing is written on the element.
    expect(root.querySelector<HTMLElement>(".pnyx-root")!.dataset.theme).toBe("dark");
    expect(host.hasAttribute("theme")).toBe(false);
    expect(root.querySelector(".pnyx-waiting")).toBeNull();
    widget.stop();
    expect([...root.children].map((child) => child.tagName)).toEqual(["LINK"]);
    host.remove();
  });

  it("follows new page settings and a changed element on update, keeping the room", async () => {
    const host = document.createElement("pnyx-chat-test");
    host.setAttribute("room", ROOM);
    document.body.append(host);
    const root = host.attachShadow({ mode: "open" });
    const settings = page();
    const widget = mount(host, root, settings);
    const drawn = root.querySelector<HTMLElement>(".pnyx-root")!;
    await vi.waitFor(() => expect(root.querySelector("h2")?.textContent).toBe("World News"));
    expect(drawn.dataset.theme).toBe("light");

    // pnyx.configure({...}) changes the page's settings, then tells started widgets.
    Object.assign(settings.config, { theme: "auto", strings: { chat: { heading: "Salon {room}", loginPrompt: "Connectez-vous." } } });
    widget.update();
    await vi.waitFor(() => expect(root.querySelector("h2")?.textContent).toBe("Salon World News"));
    expect(root.querySelector('[part="account"]')!.textContent).toContain("Connectez-vous.");
    expect(drawn.dataset.theme).toBe("auto");

    // The element's own attributes win over the page's.
    host.setAttribute("theme", "dark");
    host.setAttribute("strings", JSON.stringify({ heading: "Direct: {room}" }));
    widget.update();
    await vi.waitFor(() => expect(root.querySelector("h2")?.textContent).toBe("Direct: World News"));
    expect(drawn.dataset.theme).toBe("dark");
    // The same container, redrawn: the room was not left and joined again.
    expect(root.querySelectorAll(".pnyx-root")).toHaveLength(1);
    widget.stop();
    host.remove();
  });
});
