import { appealEndpoint, noticesEndpoint, seeNoticesEndpoint, type Notice } from "@pnyx/contract";
import { aNotice, anId } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ModerationNotices } from "./ModerationNotices";

const server = useMswServer();
const member = () => testClient({ user: session() }).client;

const removal = aNotice({ _id: anId("67e1"), note: "Third time this week" });
const sanction = aNotice({
  _id: anId("67e1"),
  kind: "sanctioned",
  about: null,
  outcome: "restricted",
  reason: "Abuse",
  rule: "Be kind to others.",
  until: "2026-05-01T00:00:00.000Z",
  appealable: true,
  appealedAt: "2026-04-02T00:00:00.000Z",
  seen: true,
});
const outcome = aNotice({ _id: anId("67e1"), kind: "reportOutcome", outcome: "kept", reason: null, rule: null, appealable: false, seen: true });

/** Serves the notices as the server keeps them: seen marks and appeals stick. */
function serveNotices(list: Notice[]) {
  const notices = list.map((n) => ({ ...n }));
  const seen: string[][] = [];
  const appeals: unknown[] = [];
  server.use(
    mockEndpoint(noticesEndpoint, () => ({ notices, unseen: notices.filter((n) => !n.seen).length })),
    mockEndpoint(seeNoticesEndpoint, ({ ids }) => {
      seen.push(ids);
      for (const n of notices) if (ids.includes(n._id)) n.seen = true;
      return { message: "ok" };
    }),
    mockEndpoint(appealEndpoint, ({ noticeId, text }) => {
      appeals.push({ noticeId, text });
      const n = notices.find((x) => x._id === noticeId)!;
      n.appealedAt = "2026-04-03T00:00:00.000Z";
      n.appealable = false;
      return n;
    }),
  );
  return { seen, appeals };
}

const card = (title: string) => within(screen.getByRole("listitem", { name: title }));

describe("<ModerationNotices>", () => {
  it("states each decision with its reason, rule and note; unseen ones are marked, and told seen once shown", async () => {
    const { seen } = serveNotices([removal, sanction, outcome]);
    const { container } = renderWithPnyx(<ModerationNotices />, member());
    await screen.findByRole("listitem", { name: "Your writing was removed" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your notices");
    const removed = card("Your writing was removed");
    removed.getByText("New");
    removed.getByText("About: “Engines never count on their own.”");
    removed.getByText("It was removed for breaking a rule of this site.");
    removed.getByText("Reason: Spam");
    removed.getByText("Rule: No advertising or repeated posting.");
    removed.getByText("Moderator's note: Third time this week");
    removed.getByText("If you think this is wrong, you can appeal once from your notices on Pnyx.");
    const restricted = card("Your account is restricted");
    expect(restricted.queryByText("New")).toBeNull();
    restricted.getByText("You cannot write until 1 May 2026.");
    restricted.getByText("You appealed on 2 April 2026.");
    expect(restricted.queryByRole("button", { name: "Appeal" })).toBeNull();
    const kept = card("About your report");
    kept.getByText("It was reviewed and stays up.");
    expect(kept.queryByRole("button", { name: "Appeal" })).toBeNull();
    await waitFor(() => expect(seen).toEqual([[removal._id]]));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("appeals once, in the member's words (needed); the notice then says it was appealed", async () => {
    const { appeals } = serveNotices([removal]);
    renderWithPnyx(<ModerationNotices />, member());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Appeal" }));
    const box = screen.getByRole("textbox", { name: "Why is this decision wrong?" });
    await user.click(screen.getByRole("button", { name: "Send appeal" }));
    await screen.findByText("Please say why");
    expect(appeals).toEqual([]);
    await user.type(box, "It was satire");
    await user.click(screen.getByRole("button", { name: "Send appeal" }));
    await screen.findByText("Your appeal was sent: a moderator will look at it again.");
    expect(appeals).toEqual([{ noticeId: removal._id, text: "It was satire" }]);
    await card("Your writing was removed").findByText("You appealed on 3 April 2026.");
    expect(screen.queryByRole("button", { name: "Appeal" })).toBeNull();
  });

  it("a refused appeal is toasted and the form stays", async () => {
    serveNotices([removal]);
    server.use(mockEndpoint(appealEndpoint, errorResponse(409, "already_decided", "You already appealed this decision")));
    renderWithPnyx(<ModerationNotices />, member());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Appeal" }));
    await user.type(screen.getByRole("textbox", { name: "Why is this decision wrong?" }), "Again");
    await user.click(screen.getByRole("button", { name: "Send appeal" }));
    await screen.findByText("You already appealed this decision");
    screen.getByRole("textbox", { name: "Why is this decision wrong?" });
  });

  it("says when there are no notices, and when they cannot load", async () => {
    serveNotices([]);
    const { unmount } = renderWithPnyx(<ModerationNotices />, member());
    await screen.findByText("You have no notices.");
    unmount();
    server.use(mockEndpoint(noticesEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<ModerationNotices />, member());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load your notices");
  });
});
