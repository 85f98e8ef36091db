import { likeCommunityPostEndpoint } from "@pnyx/contract";
import { aCommunityPost, aCommunityPostSummary, aVoteState } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { minutesAgo } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { CommunityPostCard } from "./CommunityPostCard";

const server = useMswServer();

const POST_ID = "67b000000000000000000001";
const LONG = "The engine might act upon other things besides number, were objects found whose mutual relations could be expressed.";

const post = aCommunityPostSummary({ description: LONG, createdAt: minutesAgo(60), upvotes: 4, downvotes: 1, totalComments: 3 });
const like = () => screen.getByRole("button", { name: /^Like/ });

describe("<CommunityPostCard>", () => {
  it("links the title and author, says when, cuts the description at 70 characters, counts votes and opinions", async () => {
    const { container } = renderWithPnyx(<CommunityPostCard post={post} />, testClient().client);
    const card = screen.getByRole("article");
    expect(card.getAttribute("data-post-id")).toBe(POST_ID);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Notes on engines");
    expect(screen.getByRole("link", { name: "Notes on engines" }).getAttribute("href")).toBe(`/cpostdetails/${POST_ID}`);
    expect(screen.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    screen.getByText("about 1 hour ago");
    screen.getByText(`${LONG.slice(0, 70).trimEnd()}…`);
    expect(like().textContent).toBe("Like4");
    screen.getByText("3 opinions and replies");
    expect(screen.queryByText("Awaiting review")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a member's like is sent for the post and shown at once", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(likeCommunityPostEndpoint, (input) => {
        sent.push(input);
        return aVoteState({ targetId: POST_ID, upvotes: 5, downvotes: 1, vote: 1, points: 745 });
      }),
    );
    const { client, store } = testClient({ user: session() });
    renderWithPnyx(<CommunityPostCard post={post} />, client);
    await userEvent.setup().click(like());
    expect(like().getAttribute("aria-pressed")).toBe("true");
    expect(like().textContent).toBe("Like5");
    await waitFor(() => expect(store.get().user?.points).toBe(745));
    expect(sent).toEqual([{ postId: POST_ID }]);
  });

  it("a post awaiting review says so and cannot be voted on; links, heading and texts can be changed", async () => {
    const pending = aCommunityPost({ status: "unverified", totalComments: 1 });
    const { container } = renderWithPnyx(
      <CommunityPostCard
        post={pending}
        headingLevel={2}
        hrefFor={(id) => `/posts/${id}`}
        profileHrefFor={(name) => `/members/${name}`}
        strings={{ awaitingReview: "En attente" }}
      />,
      testClient({ user: session() }).client,
    );
    const card = within(screen.getByRole("article"));
    card.getByText("En attente");
    expect(card.queryByRole("group", { name: "Likes and dislikes" })).toBeNull();
    card.getByText("1 opinion or reply");
    expect(card.getByRole("heading", { level: 2 }).textContent).toBe("Notes on engines");
    expect(card.getByRole("link", { name: "Notes on engines" }).getAttribute("href")).toBe(`/posts/${POST_ID}`);
    expect(card.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/members/grace");
    expect(await axeViolations(container)).toEqual([]);
  });
  it("a verified post held or hidden by moderation shows to its author 'Awaiting review', without votes; an ignored author's post is folded", async () => {
    const mine = aCommunityPost({ author: "ada", status: "verified", awaitingReview: true });
    const { container, unmount } = renderWithPnyx(<CommunityPostCard post={mine} />, testClient({ user: session() }).client);
    screen.getByText("Awaiting review");
    expect(screen.queryByRole("button", { name: /^Like/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithPnyx(<CommunityPostCard post={post} />, testClient({ user: session({ ignoring: ["grace"] }) }).client);
    expect(screen.getByRole("article").textContent).toBe("You ignore grace. Show");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show" }));
    screen.getByRole("link", { name: "Notes on engines" });
  });
});
