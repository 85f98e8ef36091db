import { MESSAGES, chatClientEvents, communityEndpoint } from "@pnyx/contract";
import { aCommunity, aSession } from "@pnyx/contract/testing";
import { createMemorySessionStore, createPnyxClient, type SocketFactory } from "@pnyx/sdk";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMswServer, TEST_ORIGIN } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ChatRoom } from "./ChatRoom";

const server = useMswServer();
const room = aCommunity();
type Ack = (answer: unknown) => void;

/** The chat socket: records emits with their acknowledgements; the test answers as the server. */
function chatClient(loggedIn = true) {
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
    sessionStore: createMemorySessionStore(loggedIn ? { user: aSession({ username: "ada" }) } : {}),
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
  const join = async () => {
    connect();
    await answer(chatClientEvents.joinRoom.name, { ok: true, messages: [], continues: false, hasOlder: false, polls: [], myVotes: {}, count: 2 });
  };
  return { client, sent, connect, answer, join, fire };
}

function renderRoom(loggedIn = true) {
  server.use(mockEndpoint(communityEndpoint, { community: room, topPosts: [], postCount: 0 }));
  const chat = chatClient(loggedIn);
  renderWithPnyx(<ChatRoom topicId={room._id} />, chat.client);
  return chat;
}

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
});
