import { joinCommunityEndpoint, leaveCommunityEndpoint, type MembershipRequest } from "@pnyx/contract";
import { FIXTURE_IDS } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { JoinButton } from "./JoinButton";

const server = useMswServer();
const ID = FIXTURE_IDS.community;

describe("<JoinButton>", () => {
  it("joins at once while the request runs, then Joined leaves again; the session follows", async () => {
    const asked: [string, MembershipRequest][] = [];
    // The join's answer waits, to see the button while it is on its way.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    server.use(
      mockEndpoint(joinCommunityEndpoint, async (body) => {
        asked.push(["join", body]);
        await released;
        return { communityId: ID, joinedCommunities: [ID], subscriberCount: 13 };
      }),
      mockEndpoint(leaveCommunityEndpoint, (body) => {
        asked.push(["leave", body]);
        return { communityId: ID, joinedCommunities: [], subscriberCount: 12 };
      }),
    );
    const { client, store } = testClient({ user: session({ joinedCommunities: [] }) });
    const { container } = renderWithPnyx(<JoinButton communityId={ID} communityName="Science" />, client);
    const join = screen.getByRole("button", { name: "Join: Science" });
    expect(join.getAttribute("aria-pressed")).toBe("false");
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(join);
    const joined = await screen.findByRole("button", { name: "Joined: Science" });
    expect(joined.getAttribute("aria-pressed")).toBe("true");
    expect((joined as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect((joined as HTMLButtonElement).disabled).toBe(false));
    expect(store.get().user?.joinedCommunities).toEqual([ID]);

    await userEvent.click(joined);
    await screen.findByRole("button", { name: "Join: Science" });
    await waitFor(() => expect(store.get().user?.joinedCommunities).toEqual([]));
    expect(asked).toEqual([
      ["join", { communityId: ID, username: "ada" }],
      ["leave", { communityId: ID, username: "ada" }],
    ]);
  });

  it("on a community's page says Leave Community to a member, and Join Community once left", async () => {
    server.use(mockEndpoint(leaveCommunityEndpoint, { communityId: ID, joinedCommunities: [], subscriberCount: 11 }));
    const { client } = testClient({ user: session({ joinedCommunities: [ID] }) });
    renderWithPnyx(<JoinButton communityId={ID} variant="page" />, client);
    const leave = screen.getByRole("button", { name: "Leave Community" });
    // A page's button is an action, not a toggle.
    expect(leave.getAttribute("aria-pressed")).toBeNull();
    await userEvent.click(leave);
    const join = await screen.findByRole("button", { name: "Join Community" });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
  });

  it("asks visitors to log in and sends nothing", async () => {
    renderWithPnyx(<JoinButton communityId={ID} />, testClient().client);
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    await screen.findByText("Please login to join a community");
    expect(screen.getByRole("button", { name: "Join" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("goes back to Join and says why when the server refuses the join", async () => {
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    server.use(
      mockEndpoint(joinCommunityEndpoint, async () => {
        await released;
        return errorResponse(429, "rate_limited", "You are doing that too often. Please wait a minute.");
      }),
    );
    const { client, store } = testClient({ user: session({ joinedCommunities: [] }) });
    renderWithPnyx(<JoinButton communityId={ID} />, client);
    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    await screen.findByRole("button", { name: "Joined" });
    release();
    const join = await screen.findByRole("button", { name: "Join" });
    expect(join.getAttribute("aria-pressed")).toBe("false");
    expect(store.get().user?.joinedCommunities).toEqual([]);
    await screen.findByText("You are doing that too often. Please wait a minute.");
  });
});
