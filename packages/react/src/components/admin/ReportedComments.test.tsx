import { deleteCommentEndpoint, dismissReportsEndpoint, reportedCommentsEndpoint, type ReportedComment } from "@pnyx/contract";
import { aReportedComment, anId } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ReportedComments } from "./ReportedComments";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

const onArticle = aReportedComment({ _id: anId("65f1"), text: "Engines cannot think.", author: "ada", reportCount: 2 });
const onPost = aReportedComment({
  _id: anId("65f1"),
  postId: anId("67b0"),
  postKind: "communityPost",
  postTitle: "Notes on engines",
  text: "Off topic, buy my book.",
  author: "hedy",
  reportCount: 1,
});

/** Serves the reported comments as the server keeps them: one deleted or dismissed leaves the list. */
function serveReports(comments: ReportedComment[]) {
  const left = [...comments];
  server.use(mockEndpoint(reportedCommentsEndpoint, () => ({ comments: left })));
  return (commentId: string) =>
    left.splice(
      left.findIndex((c) => c._id === commentId),
      1,
    );
}

// The comments, not the toasts (a list too).
const items = () => within(screen.getByRole("region", { name: "Reports" })).getAllByRole("listitem");

describe("<ReportedComments>", () => {
  it("lists reported comments with their counts, authors and the post each is on", async () => {
    serveReports([onArticle, onPost]);
    const { container } = renderWithPnyx(<ReportedComments />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading reported comments…");
    await screen.findByText("Engines cannot think.");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Reports");
    const [first, second] = items();
    within(first!).getByText("2 reports");
    within(second!).getByText("1 report");
    expect(within(first!).getByRole("link", { name: "on Engines that count" }).getAttribute("href")).toBe(`/details/${onArticle.postId}`);
    expect(within(second!).getByRole("link", { name: "on Notes on engines" }).getAttribute("href")).toBe(`/cpostdetails/${onPost.postId}`);
    expect(within(second!).getByText(/^by hedy/).textContent).toBe("by hedy on Notes on engines");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("Delete sends the comment's id, toasts, and the comment leaves the list", async () => {
    const settle = serveReports([onArticle, onPost]);
    const deleted: unknown[] = [];
    server.use(
      mockEndpoint(deleteCommentEndpoint, ({ commentId }) => {
        deleted.push({ commentId });
        settle(commentId);
        return { message: "Comment deleted successfully" };
      }),
    );
    renderWithPnyx(<ReportedComments />, admin());
    await userEvent.click(await screen.findByRole("button", { name: "Delete the comment by hedy and its replies" }));
    await screen.findByText("Comment deleted successfully");
    await waitFor(() => expect(screen.queryByText("Off topic, buy my book.")).toBeNull());
    expect(items()).toHaveLength(1);
    expect(deleted).toEqual([{ commentId: onPost._id }]);
  });

  it("Dismiss keeps the comment but drops its reports: every action waits meanwhile; a refusal is toasted", async () => {
    const settle = serveReports([onArticle, onPost]);
    const dismissed: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    server.use(
      mockEndpoint(dismissReportsEndpoint, async ({ commentId }) => {
        dismissed.push(commentId);
        await released;
        settle(commentId);
        return { message: "Reports dismissed" };
      }),
      mockEndpoint(deleteCommentEndpoint, errorResponse(404, "not_found", "This comment no longer exists")),
    );
    renderWithPnyx(<ReportedComments />, admin());
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss the reports of the comment by ada; it stays" }));
    const [first, second] = items();
    await waitFor(() => expect(within(first!).getAllByRole("button")[0]!.textContent).toBe("Dismissing..."));
    for (const button of [...within(first!).getAllByRole("button"), ...within(second!).getAllByRole("button")]) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    release();
    await screen.findByText("Reports dismissed");
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(dismissed).toEqual([onArticle._id]);

    await userEvent.click(screen.getByRole("button", { name: "Delete the comment by hedy and its replies" }));
    await screen.findByText("This comment no longer exists");
    expect(items()).toHaveLength(1);
  });

  it("says when nothing is reported, and when the list cannot load", async () => {
    serveReports([]);
    const { unmount } = renderWithPnyx(<ReportedComments />, admin());
    await screen.findByText("No reported comments");
    unmount();
    server.use(mockEndpoint(reportedCommentsEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<ReportedComments />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the reported comments");
  });
});
