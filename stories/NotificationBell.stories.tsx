import type { Meta, StoryObj } from "@storybook/react-vite";
import { LIVE_EVENTS } from "@pnyx/contract";
import { aNotification } from "@pnyx/contract/testing";
import { NotificationBell } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { adaSession } from "./handlers";
import { storySocket } from "./live";
import { notifications } from "./notification-handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Notifications/NotificationBell",
  component: NotificationBell,
  parameters: { msw: { handlers: [notifications.some, notifications.markRead, notifications.markAllRead] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const openBell = async (canvasElement: HTMLElement, name: string | RegExp = /^Notifications/) => {
  await userEvent.click(await within(canvasElement).findByRole("button", { name }));
  return screen.findByRole("dialog", { name: "Notifications" });
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("button", { name: "Notifications, 2 unread" });
  },
};

/** Opened: replies, opinions and verdicts, newest first; unread ones marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, "Notifications, 2 unread");
    await within(dialog).findByRole("link", { name: /grace replied to your opinion/ });
    await expect(
      within(dialog)
        .getByText(/was discarded by a moderator/)
        .closest("a"),
    ).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [notifications.none] } },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, "Notifications");
    await within(dialog).findByText("No notifications yet");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [notifications.slow] } },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement);
    await within(dialog).findByText("Loading notifications…");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [notifications.down] } },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement);
    await within(dialog).findByRole("alert");
  },
};

/** More than nine unread, and older ones to page back to. */
export const Many: Story = {
  parameters: { msw: { handlers: [notifications.many] } },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, "Notifications, 27 unread");
    await within(dialog).findByRole("button", { name: "Show older" });
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: [notifications.long] } },
  play: async ({ canvasElement }) => {
    await openBell(canvasElement, "Notifications, 2 unread");
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await openBell(canvasElement, "Notifications, 2 unread");
  },
};

/** A reply arrives over the socket: the count goes up and a toast says what happened. */
export const Live: Story = {
  decorators: [
    withSession(
      { user: adaSession() },
      {
        socket: storySocket((server) =>
          server.emit(LIVE_EVENTS.notificationPushed, {
            notification: aNotification({ _id: "67f0000000000000000000b1", actor: "linus", excerpt: "Arrived live!", createdAt: new Date().toISOString() }),
            unread: 3,
          }),
        ),
      },
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("button", { name: "Notifications, 3 unread" }, { timeout: 3000 });
  },
};

/** Visitors have no bell. */
export const Visitor: Story = { decorators: [withSession({})] };
