import {
  addTopCommentEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  getCommentsEndpoint,
  ignoreMemberEndpoint,
  ownHeldOpinionsEndpoint,
  reportCommentEndpoint,
  uploadEndpoint,
} from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { LIVE_EVENTS, type Opinion } from "@pnyx/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { COMMENT_ID, POST_ID, liveTestClient, minutesAgo, newId, opinion, stubIntersectionObserver } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { OpinionThread } from "./OpinionThread";

const server = useMswServer();
afterEach(() => vi.unstubAllGlobals());

const IMAGE = "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.webp";

/** Serves the article's opinions per sort and page; records what was asked. */
function opinions(bySort: Partial<Record<"top" | "newest", Opinion[][]>>) {
  const asked: { sort: string; page: number }[] = [];
  server.use(
    mockEndpoint(getCommentsEndpoint, async (_input, { request }) => {
      const { sort, page } = (await request.json()) as { sort: "top" | "newest"; page: number };
      asked.push({ sort, page });
      const pages = bySort[sort] ?? [];
      return { comments: pages[page - 1] ?? [], hasMore: page < pages.length };
    }),
    // A member's own held opinions: none unless a test says otherwise.
    mockEndpoint(ownHeldOpinionsEndpoint, () => ({ comments: [] })),
  );
  return asked;
}

const card = (author: string) => screen.getByRole("article", { name: `Opinion by ${author}` });

describe("<OpinionThread>", () => {
  it("lists opinions with author, time, text, picture, votes and 'See more (n)'", async () => {
    opinions({ top: [[opinion({ replyCount: 2, image: IMAGE, createdAt: minutesAgo(60) })]] });
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    screen.getByRole("heading", { level: 2, name: "Opinions" });
    expect(screen.getByRole("status").textContent).toBe("Loading opinions…");
    await screen.findByRole("article", { name: "Opinion by grace" });
    const grace = within(card("grace"));
    expect(grace.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    grace.getByText("about 1 hour ago");
    grace.getByText("It weaves algebraic patterns.");
    expect(grace.getByRole("img", { name: "Image shared by grace" }).getAttribute("src")).toBe(IMAGE);
    grace.getByRole("group", { name: "Likes and dislikes" });
    expect(grace.getByRole("link", { name: "See more (2)" }).getAttribute("href")).toBe(`/details/${POST_ID}/reply/${COMMENT_ID}`);
    grace.getByRole("button", { name: "Report" });
    expect(grace.queryByRole("button", { name: "Edit" })).toBeNull();
    screen.getByRole("textbox", { name: "Your opinion" });
    expect(container.querySelector("section")?.id).toBe("opinions");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers Reply on every opinion, with or without replies: members open its thread, visitors are asked to log in", async () => {
    const other = opinion({ _id: newId(), author: "linus", replyCount: 0 });
    opinions({ top: [[opinion({ replyCount: 2 }), other]] });
    const member = liveTestClient({ user: session() });
    const { container, unmount } = renderWithPnyx(<OpinionThread postId={POST_ID} />, member.client);
    await screen.findByRole("article", { name: "Opinion by linus" });
    // The first reply is written from here too, not only once 'See more (n)' exists.
    expect(within(card("linus")).getByRole("link", { name: "Reply to linus" }).getAttribute("href")).toBe(`/details/${POST_ID}/reply/${other._id}`);
    expect(within(card("linus")).getByRole("link", { name: "Reply to linus" }).textContent).toBe("Reply");
    expect(within(card("grace")).getByRole("link", { name: "Reply to grace" }).getAttribute("href")).toBe(`/details/${POST_ID}/reply/${COMMENT_ID}`);
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithPnyx(<OpinionThread postId={POST_ID} />, liveTestClient().client);
    await screen.findByRole("article", { name: "Opinion by linus" });
    expect(within(card("linus")).queryByRole("link", { name: "Reply to linus" })).toBeNull();
    await userEvent.setup().click(within(card("linus")).getByRole("button", { name: "Reply to linus" }));
    await screen.findByText("Please login to perform action!");
  });

  it("switches to newest first", async () => {
    const asked = opinions({ top: [[opinion()]], newest: [[opinion({ _id: newId(), author: "linus" })]] });
    const { client } = liveTestClient();
    renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    const newest = screen.getByRole("radio", { name: "Newest" });
    await userEvent.setup().click(newest);
    await screen.findByRole("article", { name: "Opinion by linus" });
    expect(newest.getAttribute("aria-checked")).toBe("true");
    expect(asked).toEqual([
      { sort: "top", page: 1 },
      { sort: "newest", page: 1 },
    ]);
  });

  it("says 'No opinions available' when there are none, and loads more near the end", async () => {
    const observer = stubIntersectionObserver();
    opinions({ top: [[]] });
    const { client } = liveTestClient();
    const { unmount } = renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByText("No opinions available");
    unmount();

    const asked = opinions({ top: [[opinion()], [opinion({ _id: newId(), author: "linus" })]] });
    renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.intersect());
    await screen.findByRole("article", { name: "Opinion by linus" });
    expect(asked).toEqual([
      { sort: "top", page: 1 },
      { sort: "top", page: 2 },
    ]);
  });

  it("composer: 'Please write something.', attaches and removes an image, posts, clears, shows it first", async () => {
    opinions({ top: [[opinion()]] });
    const posted: unknown[] = [];
    server.use(
      mockEndpoint(uploadEndpoint, () => ({ url: IMAGE, mimetype: "image/webp", size: 1234 })),
      mockEndpoint(addTopCommentEndpoint, async (_input, { request }) => {
        const body = (await request.json()) as { text: string; image?: string };
        posted.push(body);
        return { ...opinion({ _id: newId(), author: "ada", text: body.text, image: body.image ?? null, createdAt: new Date().toISOString() }), earned: 20 };
      }),
    );
    const { client, store } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("Please write something.");
    expect(posted).toEqual([]);

    const file = () => new File(["png"], "chart.png", { type: "image/png" });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file());
    await screen.findByText("Image Attached");
    expect(screen.getByRole("img", { name: "Attached image" }).getAttribute("src")).toBe(IMAGE);
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    await screen.findByText("Image removed");
    expect(screen.queryByRole("img", { name: "Attached image" })).toBeNull();
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file());
    await screen.findByRole("img", { name: "Attached image" });

    const box = screen.getByRole("textbox", { name: "Your opinion" });
    await user.type(box, "Poetical science!");
    screen.getByText("17 / 5000");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByRole("article", { name: "Opinion by ada" });
    expect(posted).toEqual([{ postId: POST_ID, text: "Poetical science!", image: IMAGE }]);
    expect((box as HTMLTextAreaElement).value).toBe("");
    expect(screen.queryByRole("img", { name: "Attached image" })).toBeNull();
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Opinion by ada", "Opinion by grace"]);
    expect(store.get().user?.points).toBe(760);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("attaches the same image again after 'Remove image' and after posting", async () => {
    opinions({ top: [[]] });
    let uploads = 0;
    server.use(
      mockEndpoint(uploadEndpoint, () => {
        uploads++;
        return { url: IMAGE, mimetype: "image/webp", size: 1234 };
      }),
      mockEndpoint(addTopCommentEndpoint, async (_input, { request }) => {
        const body = (await request.json()) as { text: string; image?: string };
        return { ...opinion({ _id: newId(), author: "ada", text: body.text, image: body.image ?? null, createdAt: new Date().toISOString() }), earned: 20 };
      }),
    );
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByText("No opinions available");
    const user = userEvent.setup();
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // One file, picked again: the browser reports no change unless the input was cleared.
    const chart = new File(["png"], "chart.png", { type: "image/png" });

    await user.upload(input(), chart);
    await screen.findByRole("img", { name: "Attached image" });
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    await user.upload(input(), chart);
    await screen.findByRole("img", { name: "Attached image" });

    await user.type(screen.getByRole("textbox", { name: "Your opinion" }), "With a chart");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByRole("article", { name: "Opinion by ada" });
    await waitFor(() => expect(screen.queryByRole("img", { name: "Attached image" })).toBeNull());
    await user.upload(input(), chart);
    await screen.findByRole("img", { name: "Attached image" });
    expect(uploads).toBe(3);
  });

  it("refuses an image over 10 MB without uploading", async () => {
    opinions({ top: [[]] });
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByText("No opinions available");
    const huge = new File([new Uint8Array(10_240_001)], "huge.png", { type: "image/png" });
    await userEvent.setup().upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, huge);
    await screen.findByText("File size exceeds 10 MB");
  });

  it("reports an opinion with a reason: 'Comment Reported'", async () => {
    opinions({ top: [[opinion()]] });
    const reported: unknown[] = [];
    server.use(
      mockEndpoint(reportCommentEndpoint, async (_input, { request }) => {
        reported.push(await request.json());
        return { message: "Comment Reported" };
      }),
    );
    const { client } = liveTestClient({ user: session() });
    renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    const user = userEvent.setup();
    await user.click(within(card("grace")).getByRole("button", { name: "Report" }));
    // The reporter picks a reason in the dialog; nothing is sent before.
    expect(reported).toEqual([]);
    await user.click(await screen.findByRole("radio", { name: "Abuse or harassment" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Comment Reported");
    expect(reported).toEqual([{ commentId: COMMENT_ID, reason: "abuse" }]);
    // Once reported, the button says so and cannot be pressed again.
    const done = await within(card("grace")).findByRole("button", { name: "Reported" });
    expect(done.hasAttribute("disabled") || done.getAttribute("aria-disabled") === "true" || done.hasAttribute("data-disabled")).toBe(true);
  });

  it("lets the author edit and delete within 15 minutes only", async () => {
    const fresh = opinion({ _id: newId(), author: "ada", text: "First draft", createdAt: minutesAgo(5) });
    const old = opinion({ _id: newId(), author: "ada", text: "Old one", createdAt: minutesAgo(20) });
    opinions({ top: [[fresh, old]] });
    server.use(
      mockEndpoint(editCommentEndpoint, async (_input, { request }) => {
        const { text } = (await request.json()) as { text: string };
        return { ...fresh, text, editedAt: new Date().toISOString() };
      }),
      mockEndpoint(deleteOwnCommentEndpoint, () => ({ message: "Opinion deleted", earned: -20 })),
    );
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} />, client);
    await screen.findByText("First draft");
    const [freshCard, oldCard] = screen.getAllByRole("article", { name: "Opinion by ada" });
    expect(within(oldCard!).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(oldCard!).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(freshCard!).queryByRole("button", { name: "Report" })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(freshCard!).getByRole("button", { name: "Edit" }));
    const editor = within(freshCard!).getByRole("textbox", { name: "Edit your opinion" });
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(editor);
    await user.type(editor, "Second draft");
    await user.click(within(freshCard!).getByRole("button", { name: "Save" }));
    await screen.findByText("Second draft");
    within(freshCard!).getByText("(edited)");

    await user.click(within(freshCard!).getByRole("button", { name: "Delete" }));
    within(freshCard!).getByRole("group", { name: "Delete this opinion?" });
    await user.click(within(freshCard!).getByRole("button", { name: "Yes, delete" }));
    await screen.findByText("Comment deleted successfully");
    expect(screen.queryByText("Second draft")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("visitors get a login prompt, and login toasts for replies and reports", async () => {
    opinions({ top: [[opinion({ replyCount: 3 })]] });
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} loginHref="/signin" />, client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    screen.getByText("Please login to view more!");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/signin");
    expect(screen.queryByRole("textbox")).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "See more (3)" }));
    // The prompt, and now the toast.
    await waitFor(() => expect(screen.getAllByText("Please login to view more!")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Report" }));
    await screen.findByText("Please login to perform action!");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows opinions from others live, and stops watching when unmounted", async () => {
    opinions({ newest: [[opinion()]] });
    const { client, sockets } = liveTestClient();
    const { unmount } = renderWithPnyx(<OpinionThread postId={POST_ID} defaultSort="newest" />, client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    const socket = sockets[0]!;
    act(() => socket.serverConnect());
    expect(socket.sent).toEqual([[LIVE_EVENTS.watchArticle, { postId: POST_ID }]]);
    act(() => socket.serverEmit(LIVE_EVENTS.opinionAdded, { postId: POST_ID, opinion: opinion({ _id: newId(), author: "hedy", text: "Frequency hopping!" }) }));
    await screen.findByText("Frequency hopping!");
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Opinion by hedy", "Opinion by grace"]);
    unmount();
    expect(socket.sent.at(-1)).toEqual([LIVE_EVENTS.unwatchArticle, { postId: POST_ID }]);
  });

  it("shows a member their own held opinions first, marked 'Awaiting review', without votes or Reply, each once", async () => {
    const hidden = opinion({ _id: newId(), author: "ada", text: "Hidden after reports.", awaitingReview: true });
    const held = opinion({ _id: newId(), author: "ada", text: "Held as a new member's first.", awaitingReview: true });
    const heldReply = opinion({ _id: newId(), author: "ada", parentId: COMMENT_ID, text: "A held reply.", awaitingReview: true });
    // The first page carries the author's hidden one; a held one approved meanwhile may be on it too.
    opinions({ top: [[hidden, opinion(), held]] });
    const askedHeld: unknown[] = [];
    server.use(
      mockEndpoint(ownHeldOpinionsEndpoint, (input) => {
        askedHeld.push(input);
        return { comments: [held, heldReply] };
      }),
    );
    const { container, unmount } = renderWithPnyx(<OpinionThread postId={POST_ID} live={false} />, liveTestClient({ user: session() }).client);
    await screen.findByText("Held as a new member's first.");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(screen.getAllByRole("article").map((a) => a.querySelector("p")?.textContent)).toEqual([
      "Held as a new member's first.",
      "Hidden after reports.",
      "It weaves algebraic patterns.",
    ]);
    expect(screen.queryByText("A held reply.")).toBeNull();
    expect(askedHeld).toEqual([{ postId: POST_ID }]);
    for (const mine of screen.getAllByRole("article", { name: "Opinion by ada" })) {
      const own = within(mine);
      own.getByText("Awaiting review");
      own.getByText("This opinion is awaiting review: replies open once it is approved.");
      expect(own.queryByRole("group", { name: "Likes and dislikes" })).toBeNull();
      expect(own.queryByRole("button", { name: /^Reply/ })).toBeNull();
      expect(own.queryByRole("link", { name: /^Reply/ })).toBeNull();
    }
    const grace = within(card("grace"));
    expect(grace.queryByText("Awaiting review")).toBeNull();
    grace.getByRole("group", { name: "Likes and dislikes" });
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    // Visitors hold nothing of their own: nothing is asked.
    renderWithPnyx(<OpinionThread postId={POST_ID} live={false} />, liveTestClient().client);
    await screen.findByRole("article", { name: "Opinion by grace" });
    expect(askedHeld).toHaveLength(1);
  });

  it("Ignore on a card folds all of its author's opinions at once ('You ignore grace. Show'); Show unfolds one", async () => {
    const second = opinion({ _id: newId(), text: "Looms are computers." });
    opinions({ top: [[opinion(), opinion({ _id: newId(), author: "linus", text: "Talk is cheap." }), second]] });
    const ignored: unknown[] = [];
    server.use(
      mockEndpoint(ignoreMemberEndpoint, (input) => {
        ignored.push(input);
        return { usernames: [input.username] };
      }),
    );
    const { client, store } = liveTestClient({ user: session({ ignoring: [] }) });
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} live={false} />, client);
    await screen.findByText("Looms are computers.");
    const user = userEvent.setup();
    await user.click(within(screen.getAllByRole("article", { name: "Opinion by grace" })[0]!).getByRole("button", { name: "Ignore grace" }));
    await screen.findByText("You now ignore grace: their writing is folded for you. Unignore them from your profile.");
    expect(ignored).toEqual([{ username: "grace" }]);
    expect(store.get().user?.ignoring).toEqual(["grace"]);
    const folded = screen.getAllByRole("article", { name: "Opinion by grace" });
    expect(folded.map((a) => a.textContent)).toEqual(["You ignore grace. Show", "You ignore grace. Show"]);
    expect(screen.queryByText("It weaves algebraic patterns.")).toBeNull();
    screen.getByText("Talk is cheap.");
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(folded[1]!).getByRole("button", { name: "Show" }));
    screen.getByText("Looms are computers.");
    expect(screen.queryByText("It weaves algebraic patterns.")).toBeNull();
  });

  it("shows an error when the opinions cannot be loaded", async () => {
    server.use(mockEndpoint(getCommentsEndpoint, () => errorResponse(500, "internal_error", "Down")));
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<OpinionThread postId={POST_ID} live={false} strings={{ heading: "Avis" }} />, client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the opinions");
    screen.getByRole("heading", { name: "Avis" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
