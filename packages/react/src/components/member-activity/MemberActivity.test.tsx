import { userCommentsEndpoint, userPostsEndpoint } from "@pnyx/contract";
import { FIXTURE_IDS, aProfileComment, aProfilePost, anId } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { MemberActivity } from "./MemberActivity";

const server = useMswServer();

const POST_ID = "67b000000000000000000001";
const REPLY_ID = anId();
const ON_POST_ID = anId();
const GONE_ID = anId();

const comments = [
  aProfileComment({ text: "Well put" }),
  aProfileComment({ _id: REPLY_ID, parentId: FIXTURE_IDS.opinion, text: "And a reply." }),
  aProfileComment({ _id: ON_POST_ID, postId: POST_ID, postKind: "communityPost", postTitle: "Looms, engines and poetry", text: "On a community post." }),
  aProfileComment({ _id: GONE_ID, postKind: "communityPost", postTitle: null, text: "Lost" }),
];

/** Serves the member's posts and opinions; records whose were asked for. */
function activity(posts: ReturnType<typeof aProfilePost>[], opinions = comments) {
  const asked: string[] = [];
  server.use(
    mockEndpoint(userPostsEndpoint, ({ name }) => {
      asked.push(name);
      return { posts };
    }),
    mockEndpoint(userCommentsEndpoint, { comments: opinions }),
  );
  return asked;
}

const items = () => screen.getAllByRole("listitem");

describe("<MemberActivity>", () => {
  it("lists the member's posts, linked to their pages, with their dates", async () => {
    const asked = activity([aProfilePost({ title: "Notes on engines" })]);
    const { container } = renderWithPnyx(<MemberActivity username="Ada" />, testClient().client);
    screen.getByRole("tablist", { name: "Ada's writing" });
    expect(screen.getByRole("tab", { name: "Posts" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    const link = await screen.findByRole("link", { name: "Notes on engines" });
    expect(link.getAttribute("href")).toBe(`/cpostdetails/${FIXTURE_IDS.article}`);
    expect(items()[0]!.textContent).toBe("Notes on engines22 November 2026");
    expect(asked).toEqual(["ada"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("Opinions: each links to its article, post or reply thread, says what it is, and when the post is gone", async () => {
    activity([]);
    const { container } = renderWithPnyx(<MemberActivity username="ada" />, testClient().client);
    await screen.findByText("No posts yet.");
    await userEvent.setup().click(screen.getByRole("tab", { name: "Opinions" }));
    await screen.findByText("And a reply.");
    const [opinion, reply, onPost, gone] = items();
    expect(within(opinion!).getByRole("link", { name: "Notes on engines" }).getAttribute("href")).toBe(`/details/${FIXTURE_IDS.article}`);
    expect(within(opinion!).getByText(/^Opinion ·/).textContent).toBe("Opinion · 22 November 2026");
    expect(within(reply!).getByRole("link", { name: "Notes on engines" }).getAttribute("href")).toBe(
      `/details/${FIXTURE_IDS.article}/reply/${FIXTURE_IDS.opinion}`,
    );
    expect(within(reply!).getByText(/^Reply ·/).textContent).toBe("Reply · 22 November 2026");
    expect(within(onPost!).getByRole("link", { name: "Looms, engines and poetry" }).getAttribute("href")).toBe(`/cpostdetails/${POST_ID}`);
    expect(within(gone!).queryByRole("link")).toBeNull();
    within(gone!).getByText("Post no longer available");
    within(gone!).getByText("Lost");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when there are no opinions, in the words given", async () => {
    activity([], []);
    renderWithPnyx(<MemberActivity username="ada" strings={{ opinions: "Avis", noOpinions: "Aucun avis." }} />, testClient().client);
    await userEvent.setup().click(screen.getByRole("tab", { name: "Avis" }));
    await screen.findByText("Aucun avis.");
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("says when the writing could not be loaded, instead of 'No posts yet.', and tries again", async () => {
    let failing = true;
    server.use(
      mockEndpoint(userPostsEndpoint, () => (failing ? errorResponse(503, "unavailable", "Try later") : { posts: [aProfilePost({ title: "Back again" })] })),
      mockEndpoint(userCommentsEndpoint, { comments: [] }),
    );
    renderWithPnyx(<MemberActivity username="ada" />, testClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("This member's writing could not be loaded.");
    expect(screen.queryByText("No posts yet.")).toBeNull();
    failing = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("link", { name: "Back again" });
  });
});
