import { userCommentsEndpoint, userPostsEndpoint } from "@pnyx/contract";
import { FIXTURE_IDS, aProfileComment, anArticle } from "@pnyx/contract/testing";
import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeRoute, renderWithFakeApi } from "../../test/fakeApi";
import { UserActivity } from "./UserActivity";

const ARTICLE = FIXTURE_IDS.article;
const GONE = "65f0000000000000000000ff";
const OPINION = FIXTURE_IDS.opinion;
const POST = "65f0000000000000000000aa";

const article = anArticle({
  _id: ARTICLE,
  title: "Analytical engines can do more than count",
  content: "The engine might act upon other things besides number.",
  publishedAt: "2026-11-20T09:00:00.000Z",
  upvotes: 1,
  downvotes: 0,
  totalComments: 2,
});
const comment = (over: Parameters<typeof aProfileComment>[0] = {}) =>
  aProfileComment({
    _id: OPINION,
    postId: ARTICLE,
    postKind: "article",
    postTitle: article.title,
    parentId: null,
    text: "It weaves patterns.",
    createdAt: "2026-11-22T10:00:00.000Z",
    upvotes: 0,
    downvotes: 0,
    ...over,
  });

describe("a member's Opinions tab", () => {
  it("shows each opinion under the title of its article or community post, with its date, and replies lead to their thread", async () => {
    const { container } = renderWithFakeApi(<UserActivity username="ada" />, [
      fakeRoute(userPostsEndpoint, () => ({ posts: [] })),
      fakeRoute(userCommentsEndpoint, () => ({
        comments: [
          comment({}),
          comment({ _id: "65f0000000000000000000c2", parentId: OPINION, text: "Replying to myself.", createdAt: "2026-11-23T08:00:00.000Z" }),
          comment({ _id: "65f0000000000000000000c3", postId: GONE, postTitle: null, text: "On an article since removed." }),
          comment({ _id: "65f0000000000000000000c4", postId: POST, postKind: "communityPost", postTitle: "Looms and engines", text: "On a post." }),
          comment({
            _id: "65f0000000000000000000c5",
            postId: POST,
            postKind: "communityPost",
            postTitle: "Looms and engines",
            parentId: OPINION,
            text: "A reply there.",
          }),
        ],
      })),
    ]);
    await userEvent.setup().click(screen.getByRole("tab", { name: "Opinions" }));
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(5);

    const first = within(items[0]!);
    const title = await first.findByRole("link", { name: "Analytical engines can do more than count" });
    expect(title.getAttribute("href")).toBe(`/details/${ARTICLE}`);
    first.getByText("It weaves patterns.");
    expect(first.getByText("22 November 2026").getAttribute("datetime")).toBe("2026-11-22T10:00:00.000Z");

    const reply = within(items[1]!);
    expect((await reply.findByRole("link", { name: "Analytical engines can do more than count" })).getAttribute("href")).toBe(
      `/details/${ARTICLE}/reply/${OPINION}`,
    );
    expect(items[1]!.textContent).toContain("Reply · 23 November 2026");

    await within(items[2]!).findByText("Article no longer available");
    within(items[2]!).getByText("On an article since removed.");
    expect(within(items[3]!).getByRole("link", { name: "Looms and engines" }).getAttribute("href")).toBe(`/cpostdetails/${POST}`);
    expect(within(items[4]!).getByRole("link", { name: "Looms and engines" }).getAttribute("href")).toBe(`/cpostdetails/${POST}/reply/${OPINION}`);
    // happy-dom has no layout: contrast is checked by the e2e run.
    const { violations } = await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
