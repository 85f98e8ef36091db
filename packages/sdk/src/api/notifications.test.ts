import { markAllNotificationsReadEndpoint, markNotificationsReadEndpoint, notificationsEndpoint } from "@pnyx/contract";
import { aNotification, aSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();

describe("client.notifications", () => {
  it("lists with the member token and pages back with `before`", async () => {
    const page = { notifications: [aNotification()], unread: 1, hasMore: false };
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => void calls.push(request.url));
    record(server, notificationsEndpoint, page);
    const session = aSession();
    const { client } = clientWith({ user: session });
    await expect(client.notifications.list()).resolves.toEqual(page);
    await expect(client.notifications.list({ before: "67F000000000000000000001" })).resolves.toEqual(page);
    expect(calls.map((url) => new URL(url).search)).toEqual(["", "?before=67f000000000000000000001"]);
    server.events.removeAllListeners();
  });

  it("marks some or all read and answers the unread count", async () => {
    const some = record(server, markNotificationsReadEndpoint, { unread: 3 });
    const all = record(server, markAllNotificationsReadEndpoint, { unread: 0 });
    const session = aSession();
    const { client } = clientWith({ user: session });
    await expect(client.notifications.markRead({ ids: ["67f000000000000000000001"] })).resolves.toEqual({ unread: 3 });
    await expect(client.notifications.markAllRead()).resolves.toEqual({ unread: 0 });
    expect(some).toEqual([{ body: { ids: ["67f000000000000000000001"] }, auth: `Bearer ${session.token}` }]);
    expect(all).toHaveLength(1);
  });

  it("refuses an empty list of ids before sending", async () => {
    const some = record(server, markNotificationsReadEndpoint, { unread: 0 });
    const { client } = clientWith({ user: aSession() });
    await expect(client.notifications.markRead({ ids: [] })).rejects.toMatchObject({ code: "invalid_input", message: "Name at least one notification" });
    expect(some).toEqual([]);
  });
});
