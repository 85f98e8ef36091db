import {
  addTopCommunityCommentEndpoint,
  communityPostCommentsEndpoint,
  communityPostDetailsEndpoint,
  ignoreMemberEndpoint,
  ownHeldOpinionsEndpoint,
  reportContentEndpoint,
  type Opinion,
} from "@pnyx/contract";
import { FIXTURE_IDS, aCommunityPost } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { COMMENT_ID, liveTestClient, newId, opinion } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { CommunityPostView } from "./CommunityPostView";

const server = useMswServer();

const POST_ID = "67b000000000000000000001";
const post = aCommunityPost({ description: "A first line.\nA second line.", upvotes: 2 });

/** Serves the post and its opinions; records what the opinions were asked with. */
function servePost(answer: ReturnType<typeof aCommunityPost> | Response, opinions: Opinion[] = []) {
  const asked: unknown[] = [];
  server.use(
    mockEndpoint(communityPostDetailsEndpoint, answer),
    mockEndpoint(communityPostCommentsEndpoint, (input) => {
      asked.push(input);
      return { comments: opinions, hasMore: false };
    }),
    mockEndpoint(ownHeldOpinionsEndpoint, () => ({ comments: [] })),
  );
  return asked;
}

describe("<CommunityPostView>", () => {
  it("shows the post in full with its votes, then its opinions under 'Replies :', linking to their threads", async () => {
    const asked = servePost(post, [opinion({ postId: POST_ID, replyCount: 1 })]);
    const { container } = renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient({ user: session() }).client);
    expect(screen.getByRole("status").textContent).toBe("Loading the post…");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Notes on engines");
    expect(screen.getByRole("link", { name: "Back to the community" }).getAttribute("href")).toBe(`/community/${FIXTURE_IDS.community}`);
    expect(screen.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    screen.getByText("22 November 2026");
    screen.getByText("· Physics");
    // Multi-line, as written.
    screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "A first line.\nA second line.");
    expect(screen.getAllByRole("button", { name: /^Like/ })[0]!.textContent).toBe("Like2");

    screen.getByRole("heading", { level: 2, name: "Replies :" });
    const card = within(await screen.findByRole("article", { name: "Opinion by grace" }));
    expect(card.getByRole("link", { name: "See more (1)" }).getAttribute("href")).toBe(`/cpostdetails/${POST_ID}/reply/${COMMENT_ID}`);
    expect(asked).toEqual([{ id: POST_ID, sort: "top", page: 1 }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a member's opinion goes to the community post's endpoint and shows first", async () => {
    servePost(post, [opinion({ postId: POST_ID })]);
    const posted: unknown[] = [];
    server.use(
      mockEndpoint(addTopCommunityCommentEndpoint, (input) => {
        posted.push(input);
        return { ...opinion({ _id: newId(), postId: input.postId, author: "ada", text: input.text, createdAt: new Date().toISOString() }), earned: 20 };
      }),
    );
    renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient({ user: session() }).client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    const box = screen.getByRole("textbox", { name: "Your opinion" });
    expect(box.getAttribute("placeholder")).toBe("Give your opinion");
    const user = userEvent.setup();
    await user.type(box, "Looms first, engines next.");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByRole("article", { name: "Opinion by ada" });
    expect(screen.getAllByRole("article", { name: /^Opinion by/ }).map((a) => a.getAttribute("aria-label"))).toEqual(["Opinion by ada", "Opinion by grace"]);
    expect(posted).toEqual([{ postId: POST_ID, text: "Looms first, engines next." }]);
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("its author's post awaiting review: marked, without votes or opinions", async () => {
    let opinionsAsked = 0;
    server.use(
      mockEndpoint(communityPostDetailsEndpoint, aCommunityPost({ status: "unverified" })),
      mockEndpoint(communityPostCommentsEndpoint, () => {
        opinionsAsked++;
        return { comments: [], hasMore: false };
      }),
    );
    const { container } = renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient({ user: session({ username: "grace" }) }).client);
    await screen.findByText("Awaiting review");
    expect(screen.queryByRole("group", { name: "Likes and dislikes" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Replies :" })).toBeNull();
    expect(opinionsAsked).toBe(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when the post does not exist, and when it cannot load", async () => {
    servePost(errorResponse(404, "not_found", "No such post"));
    const { unmount } = renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("This post does not exist or is awaiting review.");
    unmount();

    servePost(errorResponse(500, "internal_error", "Down"));
    renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the post");
  });
  it("a member reports another's post with a reason: the reason is sent, the toast thanks them", async () => {
    servePost(post);
    const reports: unknown[] = [];
    server.use(
      mockEndpoint(reportContentEndpoint, (input) => {
        reports.push(input);
        return { message: "Reported" };
      }),
    );
    const { container } = renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient({ user: session() }).client);
    await screen.findByRole("heading", { level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Report" }));
    await user.click(await screen.findByRole("radio", { name: "Illegal content" }));
    await user.type(screen.getByRole("textbox", { name: "Which law or rule does it break?" }), "Copyright");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Thank you: a moderator will look at it.");
    expect(reports).toEqual([{ targetType: "communityPost", targetId: post._id, reason: "illegal", legalGround: "Copyright" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Ignore folds the post of its author at once; its author sees no Report or Ignore, and theirs awaiting review says so", async () => {
    servePost(post);
    server.use(mockEndpoint(ignoreMemberEndpoint, (input) => ({ usernames: [input.username] })));
    const { unmount } = renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient({ user: session() }).client);
    await screen.findByRole("heading", { level: 1 });
    await userEvent.setup().click(screen.getByRole("button", { name: "Ignore grace" }));
    await screen.findByText("You ignore grace.", { exact: false });
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    unmount();

    servePost(aCommunityPost({ author: "ada", status: "verified", awaitingReview: true }));
    renderWithPnyx(<CommunityPostView postId={POST_ID} />, liveTestClient({ user: session() }).client);
    await screen.findByRole("heading", { level: 1 });
    screen.getByText("Awaiting review");
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Ignore/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Like/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Replies :" })).toBeNull();
  });
});
