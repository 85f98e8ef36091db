import { MESSAGES, chatClientEvents, communityEndpoint, ignoreMemberEndpoint, reportContentEndpoint, type ChatMessage, type Session } from "@pnyx/contract";
import { aCommunity, aSession } from "@pnyx/contract/testing";
import { createMemorySessionStore, createPnyxClient, type SocketFactory } from "@pnyx/sdk";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMswServer, TEST_ORIGIN } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { axeViolations } from "../../test/axe";
import { ChatRoom } from "./ChatRoom";

const server = useMswServer();
const room = aCommunity();
type Ack = (answer: unknown) => void;

/** The chat socket: records emits with their acknowledgements; the test answers as the server. */
function chatClient(loggedIn = true, user: Partial<Session> = {}) {
  const sent: { event: string; payload: unknown; ack?: Ack }[] = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    connected: false,
    active: true,
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off: () => socket,
    emit(event: string, payload?: unknown, ack?: Ack) {
      sent.push({ event, payload, ...(ack ? { ack } : {}) });
      return socket;
    },
    timeout: () => ({
      emit: (event: string, payload: unknown, ack: (error: Error | null, answer?: unknown) => void) =>
        socket.emit(event, payload, (answer) => ack(null, answer)),
    }),
    connect: () => socket,
    disconnect: () => socket,
  };
  const fire = (event: string, ...args: unknown[]) => act(() => listeners.get(event)?.forEach((listener) => listener(...args)));
  const client = createPnyxClient({
    baseUrl: TEST_ORIGIN,
    sessionStore: createMemorySessionStore(loggedIn ? { user: aSession({ username: "ada", ...user }) } : {}),
    socket: (() => socket) as unknown as SocketFactory,
  });
  const connect = () => {
    socket.connected = true;
    fire("connect");
  };
  // The SDK settles an acknowledgement through a promise: the update lands a microtask later.
  const answer = (event: string, reply: unknown) =>
    act(async () => {
      sent.findLast((s) => s.event === event)!.ack!(reply);
    });
  const join = async (messages: ChatMessage[] = []) => {
    connect();
    await answer(chatClientEvents.joinRoom.name, { ok: true, messages, continues: false, hasOlder: false, polls: [], myVotes: {}, count: 2 });
  };
  return { client, sent, connect, answer, join, fire };
}

function renderRoom(loggedIn = true, user: Partial<Session> = {}) {
  server.use(mockEndpoint(communityEndpoint, { community: room, topPosts: [], postCount: 0 }));
  const chat = chatClient(loggedIn, user);
  const { container } = renderWithPnyx(<ChatRoom topicId={room._id} />, chat.client);
  return { ...chat, container };
}

/** A member's line of the room. */
const line = (id: string, username: string, message: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  topicId: room._id,
  type: "user",
  username,
  avatar: null,
  message,
  attachment: null,
  timestamp: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});
const LINES = [
  line("66a000000000000000000001", "grace", "Looms first."),
  line("66a000000000000000000002", "linus", "Kernels next."),
  line("66a000000000000000000003", "ada", "Mine, held.", { awaitingReview: true }),
];

const messagesSent = (sent: { event: string; payload: unknown }[]) => sent.filter((s) => s.event === chatClientEvents.message.name).map((s) => s.payload);

describe("ChatRoom", () => {
  it("says it is connecting, and keeps Send off until the room is joined and something is written", async () => {
    const chat = renderRoom();
    const user = userEvent.setup();
    expect(screen.getByText("Connecting to chat room...")).toBeDefined();
    const box = screen.getByRole("textbox", { name: "Message" });
    await user.type(box, "hi");
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
    await chat.join();
    expect(screen.queryByText("Connecting to chat room...")).toBeNull();
    expect(screen.getByText("2 online")).toBeDefined();
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(false);
    await user.clear(box);
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
  });

  it("sends on Enter, starts a new line on Shift+Enter, and clears the box once sent", async () => {
    const chat = renderRoom();
    const user = userEvent.setup();
    await chat.join();
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
    await user.type(box, "first line{Shift>}{Enter}{/Shift}second line");
    expect(messagesSent(chat.sent)).toEqual([]);
    expect(box.value).toBe("first line\nsecond line");
    await user.type(box, "{Enter}");
    expect(messagesSent(chat.sent)).toEqual([expect.objectContaining({ topicId: room._id, message: "first line\nsecond line" })]);
  });

  it("shows the 500-character limit and refuses longer messages", async () => {
    const chat = renderRoom();
    const user = userEvent.setup();
    await chat.join();
    expect(screen.getByText("0/500")).toBeDefined();
    const box = screen.getByRole("textbox", { name: "Message" });
    await user.click(box);
    await user.paste("x".repeat(501));
    expect(screen.getByText("501/500")).toBeDefined();
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
  });

  it("fills the box from a suggestion matching what is typed", async () => {
    const chat = renderRoom();
    const user = userEvent.setup();
    await chat.join();
    const suggestions = screen.getByRole("list", { name: "Suggestions" });
    expect(within(suggestions).getAllByRole("button")).toHaveLength(5);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "discovery");
    await user.click(within(suggestions).getByRole("button", { name: "What scientific discovery surprised you recently?" }));
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" }).value).toBe("What scientific discovery surprised you recently?");
  });

  it("drafts a poll: a question and two options at least, 2 to 6 options, 24 hours by default", async () => {
    const chat = renderRoom();
    const user = userEvent.setup();
    await chat.join();
    await user.click(screen.getByRole("button", { name: "Create poll" }));
    const dialog = await screen.findByRole("dialog");
    const inDialog = within(dialog);
    await user.type(inDialog.getByRole("textbox", { name: "Question" }), "Tea or coffee?");
    await user.type(inDialog.getByRole("textbox", { name: "Option 1" }), "Tea");
    await user.click(inDialog.getByRole("button", { name: "Create poll" }));
    expect(inDialog.getByRole("alert").textContent).toBe(MESSAGES.pollInvalid);
    expect(inDialog.queryByRole("button", { name: /Remove option/ })).toBeNull();
    for (let i = 0; i < 4; i++) await user.click(inDialog.getByRole("button", { name: "Add option" }));
    expect(inDialog.getAllByRole("textbox", { name: /Option/ })).toHaveLength(6);
    expect(inDialog.queryByRole("button", { name: "Add option" })).toBeNull();
    await user.click(inDialog.getByRole("button", { name: "Remove option 6" }));
    expect(inDialog.getAllByRole("textbox", { name: /Option/ })).toHaveLength(5);
    expect((inDialog.getByRole("radio", { name: "24 hours" }) as HTMLInputElement).checked).toBe(true);
    await user.type(inDialog.getByRole("textbox", { name: "Option 2" }), "Coffee");
    await user.click(inDialog.getByRole("radio", { name: "Several choices" }));
    await user.click(inDialog.getByRole("button", { name: "Create poll" }));
    const poll = chat.sent.find((s) => s.event === chatClientEvents.poll.name)?.payload;
    expect(poll).toMatchObject({ topicId: room._id, pollData: { question: "Tea or coffee?", options: ["Tea", "Coffee"], allowMultiple: true, duration: 24 } });
  });

  it("asks visitors to log in and joins nothing", async () => {
    const chat = renderRoom(false);
    expect(await screen.findByText("Please login to chat")).toBeDefined();
    expect(chat.sent).toEqual([]);
  });

  it("shows Chat Room Not Found for an id that is no room", () => {
    const chat = chatClient();
    renderWithPnyx(<ChatRoom topicId="nope" />, chat.client);
    expect(screen.getByRole("heading", { name: "Chat Room Not Found" })).toBeDefined();
  });
  it("folds the messages of a member the reader ignores (Show unfolds one); the reader's own message awaiting review says so", async () => {
    const chat = renderRoom(true, { ignoring: ["grace"] });
    await chat.join(LINES);
    const log = within(screen.getByRole("log", { name: "Messages" }));
    const items = log.getAllByRole("listitem");
    expect(items[0]!.textContent).toBe("You ignore grace. Show");
    expect(log.queryByText("Looms first.")).toBeNull();
    log.getByText("Kernels next.");
    expect(within(items[2]!).getByText("Awaiting review").tagName).toBe("SPAN");
    expect(within(items[1]!).queryByText("Awaiting review")).toBeNull();
    // One's own message has no actions menu; others' have.
    expect(within(items[2]!).queryByRole("button", { name: /^Actions on/ })).toBeNull();
    within(items[1]!).getByRole("button", { name: "Actions on linus's message" });
    expect(await axeViolations(chat.container)).toEqual([]);
    await userEvent.setup().click(log.getByRole("button", { name: "Show" }));
    log.getByText("Looms first.");
  });

  it("a message's menu reports it with a reason (the reason is sent; the toast thanks) and ignores its author, folding at once", async () => {
    const reports: unknown[] = [];
    server.use(
      mockEndpoint(reportContentEndpoint, (input) => {
        reports.push(input);
        return { message: "Reported" };
      }),
      mockEndpoint(ignoreMemberEndpoint, (input) => ({ usernames: [input.username] })),
    );
    const chat = renderRoom();
    await chat.join(LINES);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Actions on linus's message" }));
    const menu = await screen.findByRole("menu", { name: "Actions on linus's message" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Report", "Ignore linus"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Report" }));
    await user.click(await screen.findByRole("radio", { name: "Something else" }));
    await user.type(screen.getByRole("textbox", { name: "In a few words, what is wrong?" }), "Flooding the room");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Thank you: a moderator will look at it.");
    expect(reports).toEqual([{ targetType: "chatMessage", targetId: "66a000000000000000000002", reason: "other", text: "Flooding the room" }]);

    await user.click(screen.getByRole("button", { name: "Actions on linus's message" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Ignore linus" }));
    await waitFor(() => expect(screen.queryByText("Kernels next.")).toBeNull());
    screen.getByText("You ignore linus.", { exact: false });
  });
});
