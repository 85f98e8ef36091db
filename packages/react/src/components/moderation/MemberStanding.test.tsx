import { decisionReasonsEndpoint, liftSanctionEndpoint, memberStandingEndpoint, sanctionEndpoint, type EndpointRequest, type Sanction } from "@pnyx/contract";
import { aDecisionReason, aMemberStanding, aSanction } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { MemberStanding } from "./MemberStanding";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

type SanctionQuery = EndpointRequest<typeof sanctionEndpoint>;

const FUTURE = "2099-01-01T10:00:00.000Z";
const reasons = [aDecisionReason(), aDecisionReason({ id: "abuse", label: "Abuse", rule: "Be kind to others." })];

/**
 * Serves grace's standing as the server keeps it: a sanction puts one in force (newest first), a lift
 * ends it. Records what was sent.
 */
function serveMember(initial: Sanction[] = []) {
  let sanctions = [...initial];
  const sent: SanctionQuery[] = [];
  const lifted: string[] = [];
  const inForce = () => sanctions.find((x) => x.liftedAt === null && (x.until === null || x.until > new Date().toISOString())) ?? null;
  server.use(
    mockEndpoint(decisionReasonsEndpoint, { reasons }),
    mockEndpoint(memberStandingEndpoint, ({ username }) =>
      username === "grace"
        ? { standing: aMemberStanding({ points: 340, removed: 2, approved: 5, reportsUpheld: 3, reportsRejected: 1, sanction: inForce() }), sanctions }
        : errorResponse(404, "not_found", "No such member"),
    ),
    mockEndpoint(sanctionEndpoint, (input) => {
      sent.push(input);
      const made = aSanction({
        _id: `66b0000000000000000000${String(50 + sent.length)}`,
        kind: input.kind,
        until: input.kind === "ban" ? null : FUTURE,
        communityId: input.communityId ?? null,
        reasonId: input.reasonId,
        reason: reasons.find((r) => r.id === input.reasonId)!.label,
        note: input.note ?? null,
        ...(input.removeWriting ? { removal: "removing" as const } : {}),
      });
      sanctions = [made, ...sanctions];
      return made;
    }),
    mockEndpoint(liftSanctionEndpoint, ({ sanctionId }) => {
      lifted.push(sanctionId);
      sanctions = sanctions.map((x) => (x._id === sanctionId ? { ...x, liftedAt: "2026-11-22T12:00:00.000Z" } : x));
      return sanctions.find((x) => x._id === sanctionId)!;
    }),
  );
  return { sent, lifted };
}

const actForm = () => within(screen.getByRole("form", { name: "Act on grace" }));

describe("<MemberStanding>", () => {
  it("shows the member's record, the sanction in force and their history (lifted, ended, removal)", async () => {
    serveMember([
      aSanction({ _id: "66b000000000000000000041", until: FUTURE, note: "Cool off" }),
      aSanction({
        _id: "66b000000000000000000042",
        kind: "ban",
        until: null,
        communityId: "66a000000000000000000002",
        liftedAt: "2026-03-01T09:00:00.000Z",
        removal: "removed",
      }),
      aSanction({ _id: "66b000000000000000000043", until: "2020-01-01T00:00:00.000Z" }),
    ]);
    const { container } = renderWithPnyx(<MemberStanding username="grace" />, admin());
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("grace's standing");
    await screen.findByText("340");
    const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(fact("Points")).toBe("340");
    expect(fact("Writing removed")).toBe("2");
    expect(fact("Writing kept after review")).toBe("5");
    expect(fact("Their reports upheld")).toBe("3");
    expect(fact("Their reports rejected")).toBe("1");
    expect(screen.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    const history = within(screen.getByRole("list", { name: "Sanctions" })).getAllByRole("listitem");
    expect(history).toHaveLength(3);
    within(history[0]!).getByText(/^Suspended until .* site-wide$/);
    within(history[0]!).getByText("In force");
    within(history[0]!).getByText("Note: Cool off");
    within(history[1]!).getByText("Banned from Politics");
    within(history[1]!).getByText(/^Lifted /);
    within(history[1]!).getByText("Their writing was removed");
    within(history[2]!).getByText("Ended");
    // Only the one in force can be lifted.
    expect(screen.getAllByRole("button", { name: /^Lift/ })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("suspends for N hours with a reason (required) and a note; the history and the record follow", async () => {
    const { sent } = serveMember();
    renderWithPnyx(<MemberStanding username="Grace" />, admin());
    await screen.findByText("No sanction in force.");
    screen.getByText("No sanctions so far.");
    const user = userEvent.setup();
    const hours = actForm().getByRole("textbox", { name: "For how many hours" });
    await user.clear(hours);
    await user.type(hours, "9000");
    await user.click(actForm().getByRole("button", { name: "Suspend" }));
    actForm().getByText("Please give a number of hours from 1 to 8760");
    actForm().getByText("Please choose a reason");
    expect(sent).toEqual([]);
    await user.clear(hours);
    await user.type(hours, "48");
    await user.click(await actForm().findByRole("radio", { name: /Abuse/ }));
    await user.type(actForm().getByRole("textbox", { name: "Note to the member (optional)" }), "Mind your words");
    await user.click(actForm().getByRole("button", { name: "Suspend" }));
    await screen.findByText(/^grace is suspended until /);
    // No confirmation for a suspension that keeps the writing.
    expect(screen.queryByRole("heading", { name: /\?$/ })).toBeNull();
    expect(sent).toEqual([{ username: "grace", kind: "suspend", hours: 48, reasonId: "abuse", note: "Mind your words", removeWriting: false }]);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Sanctions" })).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByText("No sanction in force.")).toBeNull();
  });

  it("a ban from one community is confirmed in a dialog first; Cancel sends nothing", async () => {
    const { sent } = serveMember();
    const { container } = renderWithPnyx(<MemberStanding username="grace" />, admin());
    const user = userEvent.setup();
    await screen.findByText("No sanction in force.");
    await user.click(await actForm().findByRole("radio", { name: "Ban" }));
    expect(actForm().queryByRole("textbox", { name: "For how many hours" })).toBeNull();
    await user.click(actForm().getByRole("button", { name: /Site-wide/ }));
    await user.click(await screen.findByRole("option", { name: "Technology" }));
    await user.click(await actForm().findByRole("radio", { name: /Spam/ }));
    await user.click(actForm().getByRole("button", { name: "Ban" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Ban grace?" }));
    dialog.getByText("They will no longer be able to write from Technology, until the ban is lifted.");
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog", { name: "Ban grace?" })).toBeNull());
    expect(sent).toEqual([]);
    await user.click(actForm().getByRole("button", { name: "Ban" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Ban grace?" })).getByRole("button", { name: "Ban" }));
    await screen.findByText("grace is banned");
    expect(sent).toEqual([{ username: "grace", kind: "ban", communityId: "66a000000000000000000004", reasonId: "spam", removeWriting: false }]);
  });

  it("removing the writing with a suspension is confirmed too, and sent as removeWriting", async () => {
    const { sent } = serveMember();
    renderWithPnyx(<MemberStanding username="grace" />, admin());
    const user = userEvent.setup();
    await screen.findByText("No sanction in force.");
    await user.click(await actForm().findByRole("radio", { name: /Spam/ }));
    await user.click(actForm().getByRole("checkbox", { name: /Remove their writing too/ }));
    await user.click(actForm().getByRole("button", { name: "Suspend" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Remove what grace wrote?" }));
    await user.click(dialog.getByRole("button", { name: "Suspend and remove writing" }));
    await screen.findByText(/^grace is suspended until /);
    expect(sent).toEqual([{ username: "grace", kind: "suspend", hours: 24, reasonId: "spam", removeWriting: true }]);
    await screen.findByText("Their writing is being removed");
  });

  it("lifts the sanction in force", async () => {
    const { lifted } = serveMember([aSanction({ _id: "66b000000000000000000041", until: FUTURE })]);
    renderWithPnyx(<MemberStanding username="grace" />, admin());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Lift: Suspended until/ }));
    await screen.findByText("Sanction lifted");
    expect(lifted).toEqual(["66b000000000000000000041"]);
    await screen.findByText("No sanction in force.");
    expect(screen.queryByRole("button", { name: /^Lift/ })).toBeNull();
  });

  it("says when no member has the name, and when the standing cannot load", async () => {
    serveMember();
    const { unmount } = renderWithPnyx(<MemberStanding username="nobody" />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("No member is called nobody.");
    unmount();
    server.use(mockEndpoint(memberStandingEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<MemberStanding username="grace" />, admin());
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe("Could not load the member's standing");
  });
});
