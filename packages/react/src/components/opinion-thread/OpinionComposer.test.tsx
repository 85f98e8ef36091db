import { addCommunityReplyEndpoint, addTopCommentEndpoint, addTopCommunityCommentEndpoint, uploadEndpoint } from "@pnyx/contract";
import { anUpload } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { COMMENT_ID, POST_ID, liveTestClient, newId, opinion } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { OpinionComposer } from "./OpinionComposer";

const server = useMswServer();

const COMMUNITY_POST_ID = "67b000000000000000000001";
const IMAGE = anUpload().url;

/** What the server answers a new opinion or reply: it, by ada, and the points it earned. */
const written = (input: { postId: string; text: string; image?: string | null; parentId?: string }, earned = 20) => ({
  ...opinion({ _id: newId(), postId: input.postId, parentId: input.parentId ?? null, author: "ada", text: input.text, image: input.image ?? null }),
  earned,
});

describe("<OpinionComposer>", () => {
  it("on an article: 'Please write something.' when empty, counts characters, posts, clears and adds the points", async () => {
    const posted: unknown[] = [];
    server.use(
      mockEndpoint(addTopCommentEndpoint, (input) => {
        posted.push(input);
        return written(input);
      }),
    );
    const { client, store } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<OpinionComposer postId={POST_ID} />, client);
    const box = screen.getByRole("textbox", { name: "Your opinion" }) as HTMLTextAreaElement;
    expect(box.getAttribute("placeholder")).toBe("Give your opinion");
    screen.getByText("0 / 5000");
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup();

    await user.type(box, "   ");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("Please write something.");
    expect(posted).toEqual([]);

    await user.clear(box);
    await user.type(box, "Poetical science!");
    screen.getByText("17 / 5000");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("0 / 5000");
    expect(posted).toEqual([{ postId: POST_ID, text: "Poetical science!" }]);
    expect(box.value).toBe("");
    expect(store.get().user?.points).toBe(760);
  });

  it("on a community post: sends the opinion with its image to the community endpoint; a refusal keeps the text", async () => {
    const posted: unknown[] = [];
    server.use(
      mockEndpoint(uploadEndpoint, anUpload()),
      mockEndpoint(addTopCommunityCommentEndpoint, errorResponse(403, "forbidden", "This post is awaiting review")),
    );
    const { container } = renderWithPnyx(<OpinionComposer postId={COMMUNITY_POST_ID} postKind="communityPost" />, liveTestClient({ user: session() }).client);
    const user = userEvent.setup();
    const box = screen.getByRole("textbox", { name: "Your opinion" }) as HTMLTextAreaElement;
    await user.type(box, "Looms first");
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(["png"], "loom.png", { type: "image/png" }));
    await screen.findByText("Image Attached");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("This post is awaiting review");
    expect(box.value).toBe("Looms first");

    server.use(
      mockEndpoint(addTopCommunityCommentEndpoint, (input) => {
        posted.push(input);
        return written(input);
      }),
    );
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("0 / 5000");
    expect(posted).toEqual([{ postId: COMMUNITY_POST_ID, text: "Looms first", image: IMAGE }]);
    expect(screen.queryByRole("img", { name: "Attached image" })).toBeNull();
  });

  it("as a reply on a community post: the reply's texts, sent with its parent to the community reply endpoint", async () => {
    const posted: unknown[] = [];
    server.use(
      mockEndpoint(addCommunityReplyEndpoint, (input) => {
        posted.push(input);
        return written(input, 0);
      }),
    );
    const { client, store } = liveTestClient({ user: session() });
    renderWithPnyx(<OpinionComposer postId={COMMUNITY_POST_ID} postKind="communityPost" parentId={COMMENT_ID} />, client);
    const box = screen.getByRole("textbox", { name: "Your reply" });
    expect(box.getAttribute("placeholder")).toBe("Write a reply");
    const user = userEvent.setup();
    await user.type(box, "Agreed.");
    await user.click(screen.getByRole("button", { name: "Reply" }));
    await screen.findByText("0 / 5000");
    expect(posted).toEqual([{ postId: COMMUNITY_POST_ID, parentId: COMMENT_ID, text: "Agreed." }]);
    expect(store.get().user?.points).toBe(740);
  });

  it("shows visitors a login prompt instead of the box", async () => {
    const { container } = renderWithPnyx(<OpinionComposer postId={POST_ID} loginHref="/signin" strings={{ login: "Se connecter" }} />, liveTestClient().client);
    screen.getByText("Please login to view more!");
    expect(screen.getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/signin");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
