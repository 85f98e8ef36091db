import { joinCommunityEndpoint, type MembershipRequest } from "@pnyx/contract";
import { aCommunity } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { CommunityHeader } from "./CommunityHeader";

const server = useMswServer();
const science = aCommunity();
const description = (container: HTMLElement) => container.querySelector(".pnyx-community-header__description")?.textContent;

describe("<CommunityHeader>", () => {
  it("shows the name, the description cut at 60 characters until See more, and the counts", async () => {
    const { container } = renderWithPnyx(<CommunityHeader community={science} />, testClient({ user: session() }).client);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Science");
    expect(description(container)).toBe("Discoveries, experiments and the questions science has yet t… See more");
    expect(container.querySelector(".pnyx-community-header__counts")?.textContent).toBe("12 members·4 posts");
    // The page's main picture loads at once.
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("eager");
    expect(await axeViolations(container)).toEqual([]);

    const more = screen.getByRole("button", { name: "See more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(more);
    expect(description(container)).toBe(`${science.description} See less`);
    expect(screen.getByRole("button", { name: "See less" }).getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "See less" }));
    expect(screen.getByRole("button", { name: "See more" })).toBeDefined();
  });

  it("Join Community joins the member, then says Leave Community", async () => {
    const asked: MembershipRequest[] = [];
    server.use(
      mockEndpoint(joinCommunityEndpoint, (body) => {
        asked.push(body);
        return { communityId: science._id, joinedCommunities: [science._id], subscriberCount: 13 };
      }),
    );
    const { client, store } = testClient({ user: session({ joinedCommunities: [] }) });
    renderWithPnyx(<CommunityHeader community={science} />, client);
    await userEvent.click(screen.getByRole("button", { name: "Join Community" }));
    const leave = await screen.findByRole("button", { name: "Leave Community" });
    await waitFor(() => expect((leave as HTMLButtonElement).disabled).toBe(false));
    expect(asked).toEqual([{ communityId: science._id, username: "ada" }]);
    expect(store.get().user?.joinedCommunities).toEqual([science._id]);
  });

  it("shows a short description whole; post count, heading level, texts and priority come from props", () => {
    const community = aCommunity({ description: "Experiments.", subscriberCount: 1 });
    const { container } = renderWithPnyx(
      <CommunityHeader
        community={community}
        postCount={1}
        headingLevel={2}
        priority={false}
        strings={{ members: (n) => `${n} membre`, join: { joinCommunity: "Rejoindre" } }}
      />,
      testClient().client,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Science");
    expect(description(container)).toBe("Experiments. ");
    expect(screen.queryByRole("button", { name: "See more" })).toBeNull();
    expect(container.querySelector(".pnyx-community-header__counts")?.textContent).toBe("1 membre·1 post");
    expect(screen.getByRole("button", { name: "Rejoindre" })).toBeDefined();
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  });
});
