import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChatRoom } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { LONG_WORD, chat, chatLine, room, storyPoll, systemLine } from "./chat-handlers";
import { chatStorySocket } from "./chat-live";
import { adaSession, memberModeration } from "./handlers";
import { narrow, withSession } from "./session";

const joined = (over: object = {}) => ({
  ok: true as const,
  messages: [chatLine(1), systemLine("ada joined the chat"), chatLine(2), chatLine(3)],
  continues: false,
  hasOlder: true,
  polls: [storyPoll()],
  myVotes: {},
  count: 3,
  ...over,
});
const member = (socket = chatStorySocket({ join: joined() })) => withSession({ user: adaSession() }, { socket });

const meta = {
  title: "Chat/ChatRoom",
  component: ChatRoom,
  args: { topicId: room._id },
  parameters: { msw: { handlers: [chat.room, chat.history] } },
  decorators: [member()],
} satisfies Meta<typeof ChatRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Messages with a system line, a poll, the counts and the connection state. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Message number 3");
    await canvas.findByText("ada joined the chat");
    await canvas.findByText("3 online");
    await canvas.findByText("Connected");
    await canvas.findByRole("heading", { name: room.name });
    await expect(canvas.getByRole("link", { name: "Leave" }).getAttribute("href")).toBe("/chatroom");
    // The poll says who asked it.
    await canvas.findByText("Poll by grace");
  },
};

/** Enter sends (Shift+Enter would add a line); the message comes back once. */
export const Sending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Connected");
    const box = canvas.getByRole("textbox", { name: "Message" });
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
    await userEvent.type(box, "Hello from the story{Enter}");
    await canvas.findByText("Hello from the story");
    await expect(canvas.getAllByText("Hello from the story")).toHaveLength(1);
  },
};

/** A poll needs a question and two options. */
export const CreatePoll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Connected");
    await userEvent.click(canvas.getByRole("button", { name: "Create poll" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create poll" }));
    await within(dialog).findByText("Please provide a question and at least 2 options");
    await expect(within(dialog).queryByRole("button", { name: "Remove option 1" })).toBeNull();
  },
};

export const Empty: Story = {
  decorators: [member(chatStorySocket({ join: joined({ messages: [], polls: [], hasOlder: false, count: 1 }) }))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No messages yet. Say hello!");
  },
};

/** Messages arrive live: joins, leaves and new lines. */
export const Live: Story = {
  decorators: [
    member(
      chatStorySocket({
        join: joined(),
        later: [
          { event: "user-joined", message: systemLine("linus joined the chat") },
          { event: "new-message", message: chatLine(4, { message: "Arrived live!" }) },
        ],
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Arrived live!", undefined, { timeout: 3000 });
  },
};

/** The socket is down: 'Connecting to chat room...' and Send stays off. */
export const Disconnected: Story = {
  decorators: [member(chatStorySocket({ down: true }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Connecting to chat room...");
    await canvas.findByText("Disconnected");
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [chat.roomSlow, chat.history] } },
  decorators: [member(chatStorySocket({ down: true }))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Connecting to chat room...");
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [chat.roomMissing] } },
  decorators: [member(chatStorySocket({ join: { ok: false, error: { code: "room_not_found", message: "No such room" } } }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Chat Room Not Found" });
    await canvas.findByText("The chat room you're looking for doesn't exist or has been removed.");
    await canvas.findByRole("button", { name: "Go Back" });
  },
};

/** Visitors are asked to log in. */
export const Visitor: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Please login to chat");
    await expect(canvas.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  },
};

export const LongText: Story = {
  decorators: [
    member(
      chatStorySocket({
        join: joined({
          messages: [chatLine(1, { message: `${LONG_WORD}\nA second line` }), chatLine(2, { username: "a-member-with-a-very-long-name-indeed-1234" })],
          polls: [
            storyPoll({
              question: `A long question ${LONG_WORD}`,
              options: [
                { text: LONG_WORD, votes: 1 },
                { text: "Short", votes: 0 },
              ],
            }),
          ],
        }),
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("A second line", { exact: false });
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Message number 3");
  },
};

/** Issue 47: grace, whom Ada ignores, is folded (Show unfolds one); Ada's own message awaiting review says so; linus's menu offers Report and Ignore. */
export const HeldAndIgnored: Story = {
  parameters: { msw: { handlers: [chat.room, chat.history, ...memberModeration(["grace"])] } },
  decorators: [
    withSession(
      { user: adaSession({ ignoring: ["grace"] }) },
      {
        socket: chatStorySocket({
          join: joined({
            messages: [chatLine(1), chatLine(2, { awaitingReview: true }), chatLine(3, { username: "linus", message: "Kernels next." })],
            polls: [],
          }),
        }),
      },
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Kernels next.");
    await expect(canvas.getByText("You ignore grace.", { exact: false })).toBeVisible();
    await expect(canvas.getByText("Awaiting review")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Actions on linus's message" }));
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Report", "Ignore linus"]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("button", { name: "Show" }));
    await canvas.findByText("Message number 1");
  },
};
