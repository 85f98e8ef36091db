import { addReplyEndpoint, fetchCommentAndRepliesEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { LIVE_EVENTS } from "@pnyx/contract";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { COMMENT_ID, POST_ID, liveTestClient, newId, opinion } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { ReplyThread } from "./ReplyThread";

const server = useMswServer();

describe("<ReplyThread>", () => {
  it("shows the opinion, its replies, a way back and a reply box; a reply joins the list", async () => {
    const first = opinion({ _id: newId(), parentId: COMMENT_ID, author: "linus", text: "First reply" });
    let replies = [first];
    const posted: unknown[] = [];
    server.use(
      mockEndpoint(fetchCommentAndRepliesEndpoint, () => ({ comment: opinion({ replyCount: replies.length }), replies })),
      mockEndpoint(addReplyEndpoint, async (_input, { request }) => {
        const body = (await request.json()) as { text: string };
        posted.push(body);
        const reply = opinion({ _id: newId(), parentId: COMMENT_ID, author: "ada", text: body.text });
        replies = [...replies, reply];
        return { ...reply, earned: 20 };
      }),
    );
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<ReplyThread commentId={COMMENT_ID} />, client);
    expect(await screen.findByRole("link", { name: "Go to original post" })).toHaveProperty("href", expect.stringContaining(`/details/${POST_ID}`));
    screen.getByRole("article", { name: "Opinion by grace" });
    expect(screen.queryByRole("link", { name: /See more/ })).toBeNull();
    screen.getByRole("heading", { level: 2, name: "Replies" });
    screen.getByText("First reply");
    const box = screen.getByRole("textbox", { name: "Your reply" });
    expect(box.getAttribute("placeholder")).toBe("Write a reply");
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reply" }));
    await screen.findByText("Please write something.");
    await user.type(box, "Me too");
    await user.click(screen.getByRole("button", { name: "Reply" }));
    await screen.findByText("Me too");
    expect(posted).toEqual([{ postId: POST_ID, parentId: COMMENT_ID, text: "Me too" }]);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    expect(screen.getAllByRole("article", { name: "Opinion by ada" })).toHaveLength(1);
  });

  it("puts the reply box right under the opinion, and Reply on the opinion moves to it", async () => {
    const first = opinion({ _id: newId(), parentId: COMMENT_ID, author: "linus", text: "First reply" });
    server.use(mockEndpoint(fetchCommentAndRepliesEndpoint, () => ({ comment: opinion({ replyCount: 1 }), replies: [first] })));
    const { client } = liveTestClient({ user: session() });
    renderWithPnyx(<ReplyThread commentId={COMMENT_ID} />, client);
    const box = await screen.findByRole("textbox", { name: "Your reply" });
    const reply = screen.getByText("First reply");
    expect(box.compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Reply to grace" }));
    expect(document.activeElement).toBe(box);
    // A reply is answered in its own thread.
    expect(screen.getByRole("link", { name: "Reply to linus" }).getAttribute("href")).toBe(`/details/${POST_ID}/reply/${first._id}`);
  });

  it("follows the article live: new replies appear", async () => {
    server.use(mockEndpoint(fetchCommentAndRepliesEndpoint, () => ({ comment: opinion(), replies: [] })));
    const { client, sockets } = liveTestClient({ user: session() });
    renderWithPnyx(<ReplyThread commentId={COMMENT_ID} postHrefFor={(id) => `/a/${id}`} />, client);
    await screen.findByText("No opinions available");
    expect(screen.getByRole("link", { name: "Go to original post" }).getAttribute("href")).toBe(`/a/${POST_ID}`);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.serverConnect());
    act(() =>
      socket.serverEmit(LIVE_EVENTS.opinionAdded, {
        postId: POST_ID,
        opinion: opinion({ _id: newId(), parentId: COMMENT_ID, author: "hedy", text: "Live reply" }),
      }),
    );
    await screen.findByText("Live reply");
  });

  it("says when the opinion is gone", async () => {
    server.use(mockEndpoint(fetchCommentAndRepliesEndpoint, () => errorResponse(404, "not_found", "No such opinion")));
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<ReplyThread commentId={COMMENT_ID} />, client);
    expect((await screen.findByRole("alert")).textContent).toBe("This opinion does not exist any more");
    expect(await axeViolations(container)).toEqual([]);
  });
  it("under its author's opinion awaiting review: no reply box, the card says replies open once it is approved", async () => {
    server.use(mockEndpoint(fetchCommentAndRepliesEndpoint, () => ({ comment: opinion({ author: "ada", awaitingReview: true, replyCount: 0 }), replies: [] })));
    const { container } = renderWithPnyx(<ReplyThread commentId={COMMENT_ID} live={false} />, liveTestClient({ user: session() }).client);
    await screen.findByText("Awaiting review");
    screen.getByText("This opinion is awaiting review: replies open once it is approved.");
    expect(screen.queryByRole("textbox", { name: "Your reply" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
