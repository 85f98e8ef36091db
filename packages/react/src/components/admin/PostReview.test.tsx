import { discardPendingPostsEndpoint, discardPostEndpoint, unverifiedPostDetailsEndpoint, verifyPostEndpoint } from "@pnyx/contract";
import { aCommunityPost } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { PostReview } from "./PostReview";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

const pending = aCommunityPost({ _id: "67b000000000000000000003", title: "Awaiting a moderator", status: "unverified" });
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("<PostReview>", () => {
  it("shows the post in full; Verify sends its id, blocks the other actions meanwhile, then toasts and is done", async () => {
    const asked: unknown[] = [];
    const verified: unknown[] = [];
    // The answer waits, to look at the buttons while the verdict is on its way.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    server.use(
      mockEndpoint(unverifiedPostDetailsEndpoint, (input) => {
        asked.push(input);
        return pending;
      }),
      mockEndpoint(verifyPostEndpoint, async (input) => {
        verified.push(input);
        await released;
        return { message: "Post Verified Successfully" };
      }),
    );
    const onDone = vi.fn();
    const { container } = renderWithPnyx(<PostReview postId={pending._id} onDone={onDone} />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading the post…");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Awaiting a moderator");
    screen.getByText("grace · Science · Physics · 22 November 2026");
    screen.getByText("What the engine might do");
    expect(asked).toEqual([{ id: pending._id }]);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(button("Verify"));
    expect((await screen.findByRole("button", { name: "Verifying..." })).hasAttribute("disabled")).toBe(true);
    expect(button("Discard").disabled).toBe(true);
    expect(button("Discard all by grace").disabled).toBe(true);
    release();
    await screen.findByText("Post Verified Successfully");
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(verified).toEqual([{ id: pending._id }]);
  });

  it("Discard all by the author asks first; Cancel sends nothing, Discard all sends the author", async () => {
    const discardedBy: unknown[] = [];
    server.use(
      mockEndpoint(unverifiedPostDetailsEndpoint, pending),
      mockEndpoint(discardPendingPostsEndpoint, (input) => {
        discardedBy.push(input);
        return { message: "Discarded 3 posts by grace", discarded: 3 };
      }),
    );
    const onDone = vi.fn();
    renderWithPnyx(<PostReview postId={pending._id} onDone={onDone} />, admin());
    await userEvent.click(await screen.findByRole("button", { name: "Discard all by grace" }));
    const confirm = screen.getByRole("group", { name: "Discard every post grace has awaiting review?" });
    expect(button("Discard all by grace").disabled).toBe(true);
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group")).toBeNull();
    expect(discardedBy).toEqual([]);

    await userEvent.click(button("Discard all by grace"));
    await userEvent.click(within(screen.getByRole("group")).getByRole("button", { name: "Discard all" }));
    await screen.findByText("Discarded 3 posts by grace");
    expect(discardedBy).toEqual([{ author: "grace" }]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's refusal of a discard and lets the administrator try again", async () => {
    server.use(
      mockEndpoint(unverifiedPostDetailsEndpoint, pending),
      mockEndpoint(discardPostEndpoint, errorResponse(409, "conflict", "This post was verified meanwhile")),
    );
    const onDone = vi.fn();
    renderWithPnyx(<PostReview postId={pending._id} onDone={onDone} />, admin());
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    await screen.findByText("This post was verified meanwhile");
    await waitFor(() => expect(button("Discard").disabled).toBe(false));
    expect(button("Verify").disabled).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("offers no verdict on a verified post, and says when the post is gone or cannot load", async () => {
    server.use(mockEndpoint(unverifiedPostDetailsEndpoint, { ...pending, status: "verified" }));
    const first = renderWithPnyx(<PostReview postId={pending._id} />, admin());
    await screen.findByText("This post is verified.");
    expect(screen.queryByRole("button")).toBeNull();
    first.unmount();

    server.use(mockEndpoint(unverifiedPostDetailsEndpoint, errorResponse(404, "not_found", "No such post")));
    const second = renderWithPnyx(<PostReview postId={pending._id} />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("This post no longer exists (it may have been discarded).");
    second.unmount();

    server.use(mockEndpoint(unverifiedPostDetailsEndpoint, errorResponse(500, "internal_error", "Down")));
    renderWithPnyx(<PostReview postId={pending._id} />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the post");
  });
});
