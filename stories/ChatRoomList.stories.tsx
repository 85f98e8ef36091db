import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChatRoomList } from "@pnyx/react";
import { expect, waitFor, within } from "storybook/test";
import { chat } from "./chat-handlers";
import { chatStorySocket } from "./chat-live";
import { communities, communityList, longCommunity } from "./community-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

const live = chatStorySocket({ stats: { activeUsers: 4, joinedUsers: 9 } });

const meta = {
  title: "Chat/ChatRoomList",
  component: ChatRoomList,
  parameters: { msw: { handlers: [communities.all(), chat.totalUsers()] } },
  decorators: [withSession({ user: adaSession() }, { socket: live })],
} satisfies Meta<typeof ChatRoomList>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label).nextElementSibling?.textContent;

/** Live statistics over the rooms, one per community. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article")).toHaveLength(communityList.length);
    await expect(canvas.getByRole("link", { name: "Join Chat: Science" }).getAttribute("href")).toBe(`/chatroom/${communityList[0]!._id}`);
    await canvas.findByText("128");
    await waitFor(() => expect(figure(canvas, "Active Users")).toBe("4"));
    await expect(figure(canvas, "Joined Today")).toBe("9");
  },
};

/** The statistics socket is down: numbers stay at 0 and the notice shows. */
export const Disconnected: Story = {
  decorators: [withSession({ user: adaSession() }, { socket: chatStorySocket({ down: true }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Real-time updates unavailable");
    await expect(figure(canvas, "Active Users")).toBe("0");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [communities.allSlow, chat.totalUsers()] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Loading chat rooms…");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [communities.all([]), chat.totalUsers(0)] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No chat rooms available");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [communities.allDown, chat.totalUsersDown] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
    await expect(figure(within(canvasElement), "Total Users")).toBe("0");
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: [communities.all([longCommunity]), chat.totalUsers(1234567)] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: longCommunity.name });
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole("article");
  },
};

/** Visitors watch the statistics too. */
export const Visitor: Story = {
  decorators: [withSession({}, { socket: live })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(figure(within(canvasElement), "Active Users")).toBe("4"));
  },
};
