import { likeArticleEndpoint, unlikeCommentEndpoint } from "@pnyx/contract";
import { aVoteState } from "@pnyx/contract/testing";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { COMMENT_ID, POST_ID, liveTestClient, opinion, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { VoteButtons } from "./VoteButtons";

const server = useMswServer();

const like = () => screen.getByRole("button", { name: /^Like/ });
const dislike = () => screen.getByRole("button", { name: /^Dislike/ });

describe("<VoteButtons>", () => {
  it("shows counts and the member's vote with aria-pressed; the other button waits with a spinner", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockEndpoint(likeArticleEndpoint, async () => {
        await held;
        return aVoteState({ targetId: POST_ID, upvotes: 13, downvotes: 1, vote: 1, points: 745 });
      }),
    );
    const { client, store } = liveTestClient({ user: session({ dislikedPosts: [POST_ID] }) });
    const { container } = renderWithPnyx(<VoteButtons article={summary({ upvotes: 12, downvotes: 2 })} />, client);
    screen.getByRole("group", { name: "Likes and dislikes" });
    expect(like().getAttribute("aria-pressed")).toBe("false");
    expect(dislike().getAttribute("aria-pressed")).toBe("true");
    expect(like().textContent).toBe("Like12");
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.setup().click(like());
    // At once: the like is on, the dislike is off, the counts moved; dislike waits.
    expect(like().getAttribute("aria-pressed")).toBe("true");
    expect(like().textContent).toBe("Like13");
    expect(dislike().getAttribute("aria-pressed")).toBe("false");
    expect(dislike().textContent).toBe("Dislike1");
    expect(dislike().hasAttribute("disabled")).toBe(true);
    expect(dislike().hasAttribute("data-pending")).toBe(true);
    expect(like().hasAttribute("disabled")).toBe(false);
    expect(await axeViolations(container)).toEqual([]);

    release();
    await waitFor(() => expect(dislike().hasAttribute("disabled")).toBe(false));
    expect(store.get().user).toMatchObject({ likedPosts: [POST_ID], dislikedPosts: [], points: 745 });
  });

  it("rolls back and shows the server's message when the vote fails", async () => {
    server.use(mockEndpoint(unlikeCommentEndpoint, () => errorResponse(429, "rate_limited", "Slow down")));
    const { client, store } = liveTestClient({ user: session({ likedComments: [COMMENT_ID] }) });
    renderWithPnyx(<VoteButtons comment={opinion({ upvotes: 5, downvotes: 1 })} />, client);
    await userEvent.setup().click(like());
    await screen.findByText("Slow down");
    expect(like().getAttribute("aria-pressed")).toBe("true");
    expect(like().textContent).toBe("Like5");
    expect(store.get().user?.likedComments).toEqual([COMMENT_ID]);
  });

  it("asks visitors to log in, with the article's or the comment's message", async () => {
    const { client } = liveTestClient();
    const user = userEvent.setup();
    const { unmount } = renderWithPnyx(<VoteButtons article={summary()} />, client);
    await user.click(like());
    await screen.findByText("Please login to like/dislike!");
    expect(like().getAttribute("aria-pressed")).toBe("false");
    unmount();
    renderWithPnyx(<VoteButtons comment={opinion()} strings={{ dislike: "Je n'aime pas" }} />, client);
    await user.click(screen.getByRole("button", { name: /^Je n'aime pas/ }));
    await screen.findByText("Please login to like/dislike this comment.");
  });
});
