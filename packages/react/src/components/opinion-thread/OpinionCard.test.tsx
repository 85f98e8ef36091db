import { deleteOwnCommentEndpoint, editCommentEndpoint, reportCommentEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { COMMENT_ID, POST_ID, liveTestClient, minutesAgo, opinion } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { OpinionCard } from "./OpinionCard";

const server = useMswServer();

const IMAGE = "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.webp";
const member = () => liveTestClient({ user: session() });
const card = (author: string) => within(screen.getByRole("article", { name: `Opinion by ${author}` }));

describe("<OpinionCard>", () => {
  it("shows author, time, text, picture and votes; a member's Reply and 'See more (n)' open the thread", async () => {
    const { container } = renderWithPnyx(<OpinionCard opinion={opinion({ replyCount: 2, image: IMAGE, editedAt: minutesAgo(10) })} />, member().client);
    const grace = card("grace");
    expect(grace.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    expect(grace.getByText("about 1 hour ago").tagName).toBe("TIME");
    grace.getByText("(edited)");
    grace.getByText("It weaves algebraic patterns.");
    expect(grace.getByRole("img", { name: "Image shared by grace" }).getAttribute("src")).toBe(IMAGE);
    expect(grace.getByRole("button", { name: /^Like/ }).textContent).toBe("Like5");
    const thread = `/details/${POST_ID}/reply/${COMMENT_ID}`;
    expect(grace.getByRole("link", { name: "Reply to grace" }).getAttribute("href")).toBe(thread);
    expect(grace.getByRole("link", { name: "See more (2)" }).getAttribute("href")).toBe(thread);
    expect(grace.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a member reports another's opinion once, with a reason: 'Comment Reported', then 'Reported'", async () => {
    const reported: unknown[] = [];
    server.use(
      mockEndpoint(reportCommentEndpoint, (input) => {
        reported.push(input);
        return { message: "Comment Reported" };
      }),
    );
    renderWithPnyx(<OpinionCard opinion={opinion()} />, member().client);
    const user = userEvent.setup();
    await user.click(card("grace").getByRole("button", { name: "Report" }));
    // The reporter picks a reason in the dialog; nothing is sent before.
    expect(reported).toEqual([]);
    await user.click(await screen.findByRole("radio", { name: "Abuse or harassment" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Comment Reported");
    expect(reported).toEqual([{ commentId: COMMENT_ID, reason: "abuse" }]);
    const done = await card("grace").findByRole("button", { name: "Reported" });
    expect(done.hasAttribute("disabled") || done.hasAttribute("data-disabled")).toBe(true);
  });

  it("its author edits ('Please write something.' when empty) and deletes it within 15 minutes, not after", async () => {
    const edited: unknown[] = [];
    const deleted: unknown[] = [];
    const fresh = opinion({ author: "ada", text: "First draft", createdAt: minutesAgo(5) });
    server.use(
      mockEndpoint(editCommentEndpoint, (input) => {
        edited.push(input);
        return { ...fresh, text: input.text, editedAt: new Date().toISOString() };
      }),
      mockEndpoint(deleteOwnCommentEndpoint, (input) => {
        deleted.push(input);
        return { message: "Opinion deleted", earned: -20 };
      }),
    );
    const { client, store } = member();
    const { container, unmount } = renderWithPnyx(<OpinionCard opinion={fresh} />, client);
    const ada = card("ada");
    expect(ada.queryByRole("button", { name: "Report" })).toBeNull();
    const user = userEvent.setup();

    await user.click(ada.getByRole("button", { name: "Edit" }));
    const editor = ada.getByRole("textbox", { name: "Edit your opinion" }) as HTMLTextAreaElement;
    expect(editor.value).toBe("First draft");
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(editor);
    await user.click(ada.getByRole("button", { name: "Save" }));
    await screen.findByText("Please write something.");
    expect(edited).toEqual([]);
    await user.type(editor, "Second draft");
    await user.click(ada.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(ada.queryByRole("textbox", { name: "Edit your opinion" })).toBeNull());
    expect(edited).toEqual([{ commentId: COMMENT_ID, text: "Second draft" }]);

    await user.click(ada.getByRole("button", { name: "Delete" }));
    ada.getByRole("group", { name: "Delete this opinion?" });
    await user.click(ada.getByRole("button", { name: "Yes, delete" }));
    await screen.findByText("Comment deleted successfully");
    expect(deleted).toEqual([{ commentId: COMMENT_ID }]);
    expect(store.get().user?.points).toBe(720);
    unmount();

    renderWithPnyx(<OpinionCard opinion={opinion({ author: "ada", createdAt: minutesAgo(20) })} />, client);
    expect(card("ada").queryByRole("button", { name: "Edit" })).toBeNull();
    expect(card("ada").queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("asks visitors to log in to reply, see replies and report; a page's onReply and showReplies are honoured", async () => {
    const { unmount } = renderWithPnyx(<OpinionCard opinion={opinion({ replyCount: 3 })} />, liveTestClient().client);
    const user = userEvent.setup();
    await user.click(card("grace").getByRole("button", { name: "See more (3)" }));
    await screen.findByText("Please login to view more!");
    await user.click(card("grace").getByRole("button", { name: "Reply to grace" }));
    await screen.findByText("Please login to perform action!");
    await user.click(card("grace").getByRole("button", { name: "Report" }));
    await waitFor(() => expect(screen.getAllByText("Please login to perform action!")).toHaveLength(2));
    unmount();

    const onReply = vi.fn();
    renderWithPnyx(<OpinionCard opinion={opinion({ replyCount: 3 })} onReply={onReply} showReplies={false} />, member().client);
    await user.click(card("grace").getByRole("button", { name: "Reply to grace" }));
    expect(onReply).toHaveBeenCalledTimes(1);
    expect(card("grace").queryByRole("link", { name: "See more (3)" })).toBeNull();
  });
  it("its author's opinion awaiting review is marked so, cannot be voted on or replied to; others' are not marked", async () => {
    const held = opinion({ author: "ada", text: "Held words", createdAt: minutesAgo(5), awaitingReview: true });
    const { container, unmount } = renderWithPnyx(<OpinionCard opinion={held} />, member().client);
    const ada = card("ada");
    expect(ada.getByText("Awaiting review").tagName).toBe("SPAN");
    ada.getByText("This opinion is awaiting review: replies open once it is approved.");
    expect(ada.queryByRole("group", { name: "Likes and dislikes" })).toBeNull();
    expect(ada.queryByRole("link", { name: "Reply to ada" })).toBeNull();
    expect(ada.queryByRole("button", { name: "Reply to ada" })).toBeNull();
    // Still the author's to change or take back, and never theirs to ignore or report.
    ada.getByRole("button", { name: "Edit" });
    expect(ada.queryByRole("button", { name: "Ignore ada" })).toBeNull();
    expect(screen.getByRole("article").hasAttribute("data-awaiting-review")).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithPnyx(<OpinionCard opinion={opinion()} />, member().client);
    expect(card("grace").queryByText("Awaiting review")).toBeNull();
    card("grace").getByRole("group", { name: "Likes and dislikes" });
  });

  it("folds an opinion by a member the reader ignores; Show unfolds it; visitors and its author see it", async () => {
    const { container, unmount } = renderWithPnyx(<OpinionCard opinion={opinion()} />, liveTestClient({ user: session({ ignoring: ["grace"] }) }).client);
    expect(screen.getByRole("article", { name: "Opinion by grace" }).textContent).toBe("You ignore grace. Show");
    expect(screen.queryByText("It weaves algebraic patterns.")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Show" }));
    screen.getByText("It weaves algebraic patterns.");
    unmount();

    const visitor = renderWithPnyx(<OpinionCard opinion={opinion()} />, liveTestClient().client);
    screen.getByText("It weaves algebraic patterns.");
    expect(screen.queryByRole("button", { name: "Ignore grace" })).toBeNull();
    visitor.unmount();
    renderWithPnyx(<OpinionCard opinion={opinion()} />, liveTestClient({ user: session({ username: "grace", ignoring: ["grace"] }) }).client);
    screen.getByText("It weaves algebraic patterns.");
  });
});
