import { decideEndpoint, decisionReasonsEndpoint, moderationItemEvent, moderationQueueEndpoint, type EndpointRequest, type QueueItem } from "@pnyx/contract";
import { aDecisionReason, aQueueItem, anId } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { ModerationQueue } from "./ModerationQueue";

const server = useMswServer();
const admin = () => liveTestClient({ admin: adminSession });

type QueueQuery = EndpointRequest<typeof moderationQueueEndpoint>;

const reported = aQueueItem({
  _id: anId("67e0"),
  text: "Buy my book at a discount.",
  reports: {
    count: 3,
    weight: 3.5,
    reasons: { spam: 2, illegal: 1 },
    details: [{ reason: "illegal", legalGround: "Consumer law §5", text: "Fake offer" }],
  },
  hidden: true,
});
const held = aQueueItem({
  _id: anId("67e0"),
  cause: "heldNewMember",
  targetType: "communityPost",
  text: "My first post here.",
  author: { ...aQueueItem().author, username: "hedy", points: 3 },
  context: { postId: anId("67b0"), postTitle: "Notes on engines", communityId: anId("67c0"), publisherId: null },
  reports: { count: 0, weight: 0, reasons: {}, details: [] },
  lastReportedAt: null,
});

/** Serves the queue as the server keeps it: filtered by status and kind, a decision moves items out of pending. */
function serveQueue(items: QueueItem[], { pageSize = 50 } = {}) {
  const all = [...items];
  const asked: QueueQuery[] = [];
  server.use(
    mockEndpoint(moderationQueueEndpoint, (query) => {
      asked.push(query);
      const shown = all.filter((i) => i.status === query.status && (!query.targetType || i.targetType === query.targetType));
      const page = shown.slice((query.page - 1) * pageSize, query.page * pageSize);
      return { items: page, page: query.page, hasMore: shown.length > query.page * pageSize, pending: all.filter((i) => i.status === "pending").length };
    }),
  );
  const settle = (ids: string[], status: "approved" | "rejected") => {
    for (const id of ids) {
      const at = all.findIndex((i) => i._id === id);
      all[at] = { ...all[at]!, status };
    }
  };
  return { asked, settle };
}

const cards = () =>
  within(screen.getByRole("list", { name: "Moderation queue" }))
    .getAllByRole("listitem")
    .filter((li) => li.dataset.itemId);

describe("<ModerationQueue>", () => {
  it("shows each item's text, cause, kind, reports (count, weight, reasons, words), its author's standing and its thread", async () => {
    serveQueue([reported, held]);
    const { client } = admin();
    const { container } = renderWithPnyx(<ModerationQueue />, client);
    await screen.findByText("Buy my book at a discount.");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Moderation queue");
    screen.getByText("2 pending");
    const [first, second] = cards().map((card) => within(card));
    first!.getByText("Reported");
    first!.getByText("Opinions");
    first!.getByText("Hidden until decided");
    first!.getByText("3 reports");
    expect(first!.getByText(/weighing 3.5/).textContent).toContain("Spam 2 · Illegal content 1");
    first!.getByText("Illegal content · legal ground: Consumer law §5: “Fake offer”");
    expect(first!.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    first!.getByText(/1200 points, member since 2 January 2026, 0 removed, 1 kept · reports 0 upheld, 0 rejected/);
    expect(first!.getByRole("link", { name: "on Engines that count" }).getAttribute("href")).toBe(`/details/${reported.context.postId}`);
    expect(first!.getByRole("link", { name: "Act on the author, grace" }).getAttribute("href")).toBe("/admin/members/grace");
    second!.getByText("Held: new member");
    second!.getByText("Posts");
    expect(second!.queryByText(/reports?$/)).toBeNull();
    expect(second!.getByRole("link", { name: "on Notes on engines" }).getAttribute("href")).toBe(`/cpostdetails/${held.context.postId}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("filters by status, order and kind; decided items show their decision and cannot be selected", async () => {
    const decided = aQueueItem({
      _id: anId("67e0"),
      status: "rejected",
      text: "Removed already.",
      decision: { by: "root", at: "2026-03-04T05:06:00.000Z", reasonId: "spam", note: "Repeated" },
    });
    const { asked } = serveQueue([reported, held, decided]);
    const { client } = admin();
    renderWithPnyx(<ModerationQueue />, client);
    await screen.findByText("Buy my book at a discount.");
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Most reported" }));
    await user.click(screen.getByRole("radio", { name: "Posts" }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    screen.getByText("My first post here.");
    expect(asked.at(-1)).toMatchObject({ status: "pending", sort: "mostReported", targetType: "communityPost", page: 1 });

    await user.click(screen.getByRole("radio", { name: "All" }));
    await user.click(screen.getByRole("radio", { name: "Rejected" }));
    await screen.findByText("Removed already.");
    expect(cards()).toHaveLength(1);
    within(cards()[0]!).getByText(/^Rejected by root, .*: Repeated$/);
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("approves the selected items; an item another moderator decided first is said so", async () => {
    const { settle } = serveQueue([reported, held]);
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(decideEndpoint, (input) => {
        sent.push(input);
        settle(input.itemIds, "approved");
        return {
          results: input.itemIds.map((itemId, i) => ({ itemId, outcome: i === 0 ? ("decided" as const) : ("alreadyDecided" as const) })),
        };
      }),
    );
    const { client } = admin();
    renderWithPnyx(<ModerationQueue />, client);
    const user = userEvent.setup();
    const approve = await screen.findByRole("button", { name: "Approve" });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select all shown" }));
    screen.getByText("2 selected");
    await user.click(screen.getByRole("checkbox", { name: "Select the item by hedy" }));
    screen.getByText("1 selected");
    await user.click(screen.getByRole("checkbox", { name: "Select the item by hedy" }));
    await user.click(approve);
    await screen.findByText("1 item decided");
    screen.getByText("1 item was already decided by another moderator");
    expect(sent).toEqual([{ itemIds: [reported._id, held._id], decision: "approve" }]);
    await screen.findByText("Nothing to review here");
  });

  it("rejects with one of the site's reasons (required) and an optional note", async () => {
    const { settle } = serveQueue([reported, held]);
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(decisionReasonsEndpoint, { reasons: [aDecisionReason(), aDecisionReason({ id: "abuse", label: "Abuse", rule: "Be kind to others." })] }),
      mockEndpoint(decideEndpoint, (input) => {
        sent.push(input);
        settle(input.itemIds, "rejected");
        return { results: input.itemIds.map((itemId) => ({ itemId, outcome: "decided" as const })) };
      }),
    );
    const { client } = admin();
    const { container } = renderWithPnyx(<ModerationQueue />, client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select the item by grace" }));
    await user.click(screen.getByRole("button", { name: "Reject…" }));
    const form = within(await screen.findByRole("form", { name: "Reject 1 item" }));
    await form.findByRole("radio", { name: /Abuse/ });
    await user.click(form.getByRole("button", { name: "Reject 1 item" }));
    form.getByText("Please choose a reason");
    expect(sent).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(form.getByRole("radio", { name: /Spam/ }));
    await user.type(form.getByRole("textbox", { name: "Note (optional)" }), "Third time this week");
    await user.click(form.getByRole("button", { name: "Reject 1 item" }));
    await screen.findByText("1 item decided");
    expect(sent).toEqual([{ itemIds: [reported._id], decision: "reject", reasonId: "spam", note: "Third time this week" }]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("live: a new item appears first without reload, a decided one leaves, the pending count follows", async () => {
    const { asked } = serveQueue([reported]);
    const { client, sockets } = admin();
    renderWithPnyx(<ModerationQueue />, client);
    await screen.findByText("Buy my book at a discount.");
    expect(sockets).toHaveLength(1);
    act(() => sockets[0]!.serverConnect());
    await waitFor(() => expect(sockets[0]!.sent.map(([event]) => event)).toContain("moderation:watch"));
    expect(sockets[0]!.sent.find(([event]) => event === "moderation:watch")?.[1]).toEqual({ token: adminSession.token });
    const loads = asked.length;
    act(() => sockets[0]!.serverEmit(moderationItemEvent.name, { item: held, pending: 2 }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]!.dataset.itemId).toBe(held._id);
    screen.getByText("2 pending");
    act(() => sockets[0]!.serverEmit(moderationItemEvent.name, { item: { ...reported, status: "approved" }, pending: 1 }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    screen.getByText("1 pending");
    expect(asked.length).toBe(loads);
  });

  it("approves more items than one call takes in several calls (100 at most each), joining their results", async () => {
    const many = Array.from({ length: 120 }, (_, i) => aQueueItem({ _id: anId("67e0"), text: `Held ${i + 1}` }));
    const { settle } = serveQueue(many, { pageSize: 150 });
    const calls: number[] = [];
    server.use(
      mockEndpoint(decideEndpoint, (input) => {
        calls.push(input.itemIds.length);
        settle(input.itemIds, "approved");
        return { results: input.itemIds.map((itemId) => ({ itemId, outcome: "decided" as const })) };
      }),
    );
    renderWithPnyx(<ModerationQueue standingHrefFor={() => null} />, admin().client);
    const user = userEvent.setup();
    await screen.findByText("Held 120");
    expect(screen.queryByRole("link", { name: /^Act on the author/ })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Select all shown" }));
    screen.getByText("120 selected");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await screen.findByText("120 items decided");
    expect(calls).toEqual([100, 20]);
    await screen.findByText("Nothing to review here");
  });

  it("pages: 'Load more items' brings the next page", async () => {
    const many = Array.from({ length: 3 }, (_, i) => aQueueItem({ _id: anId("67e0"), text: `Item ${i + 1}` }));
    const { asked } = serveQueue(many, { pageSize: 2 });
    const { client } = admin();
    renderWithPnyx(<ModerationQueue />, client);
    await screen.findByText("Item 2");
    expect(screen.queryByText("Item 3")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more items" }));
    await screen.findByText("Item 3");
    expect(asked.map((q) => q.page)).toEqual([1, 2]);
  });

  it("says when the queue is empty, and when it cannot load", async () => {
    serveQueue([]);
    const { unmount } = renderWithPnyx(<ModerationQueue />, admin().client);
    await screen.findByText("Nothing to review here");
    unmount();
    server.use(mockEndpoint(moderationQueueEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<ModerationQueue />, admin().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the queue");
  });
});
