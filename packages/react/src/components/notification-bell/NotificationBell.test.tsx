import { LIVE_EVENTS, markAllNotificationsReadEndpoint, markNotificationsReadEndpoint, notificationsEndpoint, type Notification } from "@pnyx/contract";
import { aNotification, anId } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { NotificationBell, defaultNotificationHref } from "./NotificationBell";

const server = useMswServer();

const reply = aNotification({ _id: anId("67f0"), actor: "grace", postTitle: "Engines that count" });
const verified = aNotification({
  _id: anId("67f0"),
  kind: "postVerified",
  actor: null,
  postKind: "communityPost",
  postTitle: "My first post",
  commentId: null,
  inReplyTo: null,
  excerpt: "",
  read: true,
});
const discarded: Notification = { ...verified, _id: anId("67f0"), kind: "postDiscarded", postTitle: "Gone post", read: false };

/** Serves the inbox in pages (by `before`), with `unread`; records the `before` of every call. */
function inbox(pages: Notification[][], unread: number) {
  const asked: (string | null)[] = [];
  server.use(
    mockEndpoint(notificationsEndpoint, (_input, { request }) => {
      const before = new URL(request.url).searchParams.get("before");
      asked.push(before);
      // The page after the one that ends with `before`.
      const index = before ? pages.findIndex((page) => page.at(-1)?._id === before) + 1 : 0;
      return { notifications: pages[index] ?? [], unread, hasMore: index < pages.length - 1 };
    }),
  );
  return asked;
}

function renderBell(user = session()) {
  const live = liveTestClient({ user });
  const view = renderWithPnyx(<NotificationBell />, live.client);
  return { ...live, ...view };
}

describe("<NotificationBell>", () => {
  it("renders nothing for visitors", () => {
    renderWithPnyx(<NotificationBell />, liveTestClient().client);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the unread count and lists notifications with where each leads, unread ones marked", async () => {
    inbox([[reply, discarded, verified]], 2);
    const { container } = renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(container.querySelector(".pnyx-notification-bell__badge")?.textContent).toBe("2");
    await userEvent.click(bell);
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    const link = within(dialog).getByRole("link", { name: /grace replied to your opinion on “Engines that count”/ });
    expect(link.getAttribute("href")).toBe(`/details/${reply.postId}/reply/${reply.inReplyTo}`);
    expect(link.textContent).toContain("Unread:");
    expect(link.textContent).toContain(reply.excerpt);
    expect(
      within(dialog)
        .getByRole("link", { name: /Your post “My first post” was verified/ })
        .getAttribute("href"),
    ).toBe(`/cpostdetails/${verified.postId}`);
    // A discarded post is gone: the notification leads nowhere.
    expect(
      within(dialog)
        .getByText(/Your post “Gone post” was discarded/)
        .closest("a"),
    ).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("says so when there are none, and offers a retry when they cannot be loaded", async () => {
    server.use(mockEndpoint(notificationsEndpoint, errorResponse(503, "internal_error", "Down")));
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load notifications");
    inbox([[]], 0);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText("No notifications yet");
    expect(screen.getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(true);
  });

  it("marks one read when followed, and all at once", async () => {
    inbox([[reply, discarded]], 2);
    const marked: unknown[] = [];
    server.use(
      mockEndpoint(markNotificationsReadEndpoint, async (input) => {
        marked.push(input);
        return { unread: 1 };
      }),
      mockEndpoint(markAllNotificationsReadEndpoint, () => ({ unread: 0 })),
    );
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await userEvent.click(await screen.findByRole("link", { name: /grace replied/ }));
    await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(marked).toEqual([{ ids: [reply._id] }]);
    await userEvent.click(screen.getByRole("button", { name: "Notifications, 1 unread" }));
    await userEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await screen.findByRole("button", { name: "Notifications" });
    expect(screen.getByRole("link", { name: /grace replied/ }).textContent).not.toContain("Unread:");
  });

  it("pages back to older notifications", async () => {
    const older = aNotification({ _id: anId("67e0"), actor: "hedy", read: true });
    const asked = inbox([[reply], [older]], 1);
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await userEvent.click(await screen.findByRole("button", { name: "Show older" }));
    await screen.findByRole("link", { name: /hedy replied/ });
    expect(asked).toEqual([null, reply._id]);
    expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
  });

  it("hears new notifications live: the count, the list and a toast follow at once", async () => {
    inbox([[verified]], 0);
    const { sockets } = renderBell(session({ token: "token-of-ada-live" }));
    await screen.findByRole("button", { name: "Notifications" });
    const socket = sockets[0]!;
    act(() => socket.serverConnect());
    await waitFor(() => expect(socket.sent).toContainEqual([LIVE_EVENTS.watchNotifications, {}]));
    act(() => socket.serverEmit(LIVE_EVENTS.notificationPushed, { notification: reply, unread: 12 }));
    act(() => socket.serverEmit(LIVE_EVENTS.notificationPushed, { notification: reply, unread: 12 })); // a repeat adds nothing
    const bell = await screen.findByRole("button", { name: "Notifications, 12 unread" });
    expect(bell.querySelector(".pnyx-notification-bell__badge")?.textContent).toBe("9+");
    await screen.findByText("grace replied to your opinion on “Engines that count”");
    await userEvent.click(bell);
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(dialog).getAllByRole("link")).toHaveLength(2);
    // Re-renders (the toast, the count) never start the watch again.
    expect(socket.sent.filter(([event]) => event === LIVE_EVENTS.watchNotifications)).toHaveLength(1);
    expect(socket.sent.some(([event]) => event === LIVE_EVENTS.unwatchNotifications)).toBe(false);
  });
});

describe("defaultNotificationHref", () => {
  it("leads replies to their thread, opinions and verdicts to the post, and a discarded post nowhere", () => {
    expect(defaultNotificationHref(reply)).toBe(`/details/${reply.postId}/reply/${reply.inReplyTo}`);
    expect(defaultNotificationHref({ ...reply, postKind: "communityPost" })).toBe(`/cpostdetails/${reply.postId}/reply/${reply.inReplyTo}`);
    expect(defaultNotificationHref({ ...reply, kind: "postOpinion", inReplyTo: null, postKind: "communityPost" })).toBe(`/cpostdetails/${reply.postId}`);
    expect(defaultNotificationHref(verified)).toBe(`/cpostdetails/${verified.postId}`);
    expect(defaultNotificationHref(discarded)).toBeNull();
  });
});
