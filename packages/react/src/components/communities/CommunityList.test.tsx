import { allCommunitiesEndpoint, joinCommunityEndpoint } from "@pnyx/contract";
import { aCommunity } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useCommunities } from "../../hooks/communities";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { CommunityList, type CommunityListProps } from "./CommunityList";

const server = useMswServer();
const science = aCommunity();
const health = aCommunity({ _id: "66a000000000000000000006", name: "Health", subscriberCount: 3, topPostId: null, topPostTitle: null });

/** The list as pages use it: every community from the API. */
function AllCommunities(props: Omit<CommunityListProps, "query">) {
  return <CommunityList query={useCommunities()} {...props} />;
}

const cardNames = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("<CommunityList>", () => {
  it("says it is loading, then shows a card per community in the server's order; joining from a card counts the member in", async () => {
    server.use(
      mockEndpoint(allCommunitiesEndpoint, { communities: [science, health] }),
      mockEndpoint(joinCommunityEndpoint, { communityId: health._id, joinedCommunities: [health._id], subscriberCount: 4 }),
    );
    const { container } = renderWithPnyx(<AllCommunities />, testClient({ user: session({ joinedCommunities: [] }) }).client);
    expect(screen.getByRole("status").textContent).toBe("Loading communities…");
    await screen.findAllByRole("article");
    expect(cardNames()).toEqual(["Science", "Health"]);
    expect(await axeViolations(container)).toEqual([]);

    const card = screen.getAllByRole("article")[1]!;
    expect(within(card).getByText("3 members")).toBeDefined();
    await userEvent.click(within(card).getByRole("button", { name: "Join: Health" }));
    // The answer's subscriber count reaches the cached list the card was drawn from.
    await within(card).findByText("4 members");
    expect(within(card).getByRole("button", { name: "Joined: Health" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("says when the communities cannot load, and Try again asks again", async () => {
    let calls = 0;
    server.use(
      mockEndpoint(allCommunitiesEndpoint, () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, "internal_error", "x") : { communities: [science] };
      }),
    );
    renderWithPnyx(<AllCommunities />, testClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the communities");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("article");
    expect(cardNames()).toEqual(["Science"]);
    expect(calls).toBe(2);
  });

  it("says when there are none to show", async () => {
    server.use(mockEndpoint(allCommunitiesEndpoint, { communities: [] }));
    renderWithPnyx(<AllCommunities />, testClient().client);
    await screen.findByText("No communities to show");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows the selected communities with the card props, the first `priorityCount` covers loading at once", async () => {
    server.use(mockEndpoint(allCommunitiesEndpoint, { communities: [science, health, aCommunity({ _id: "66a000000000000000000007", name: "Environment" })] }));
    const { container } = renderWithPnyx(
      <AllCommunities select={(all) => all.slice(1)} cardProps={{ showJoin: false, headingLevel: 2 }} priorityCount={1} />,
      testClient().client,
    );
    await screen.findAllByRole("article");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Health", "Environment"]);
    expect(screen.queryByRole("button")).toBeNull();
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy"]);
  });
});
