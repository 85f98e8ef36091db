import { FIXED_COMMUNITIES, unverifiedPostsEndpoint } from "@pnyx/contract";
import { aCommunityPost } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ReviewQueue } from "./ReviewQueue";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

const politics = FIXED_COMMUNITIES.find((c) => c.name === "Politics")!;
const pending = aCommunityPost({ _id: "67b000000000000000000003", title: "Awaiting a moderator", status: "unverified" });
const long = aCommunityPost({
  _id: "67b000000000000000000004",
  communityId: politics.id,
  author: "hedy",
  title: `A very long title ${"that goes on ".repeat(8)}`,
  description: "Short enough to show whole.",
  status: "unverified",
});

describe("<ReviewQueue>", () => {
  it("lists the posts awaiting review, each opening its review page, with its author and community", async () => {
    server.use(mockEndpoint(unverifiedPostsEndpoint, { posts: [pending, long] }));
    const { container } = renderWithPnyx(<ReviewQueue />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading posts awaiting review…");
    const first = await screen.findByRole("link", { name: "Awaiting a moderator" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Verify Posts");
    expect(first.getAttribute("href")).toBe(`/admin/post/${pending._id}`);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    within(items[0]!).getByText("by grace in Science");
    within(items[0]!).getByText("What the engine might do");
    // Titles are cut at 70 characters.
    const second = within(items[1]!).getByRole("link");
    expect(second.textContent).toBe(`${long.title.slice(0, 70).trimEnd()}…`);
    expect(second.getAttribute("href")).toBe(`/admin/post/${long._id}`);
    within(items[1]!).getByText("by hedy in Politics");
    expect(items[1]!.querySelector("time")?.getAttribute("datetime")).toBe(long.createdAt);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes the host's links and heading level", async () => {
    server.use(mockEndpoint(unverifiedPostsEndpoint, { posts: [pending] }));
    renderWithPnyx(<ReviewQueue headingLevel={2} hrefFor={(id) => `/moderate/${id}`} />, admin());
    const link = await screen.findByRole("link", { name: "Awaiting a moderator" });
    expect(link.getAttribute("href")).toBe(`/moderate/${pending._id}`);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Verify Posts");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Awaiting a moderator");
  });

  it("says when no post waits, and when the queue cannot load", async () => {
    server.use(mockEndpoint(unverifiedPostsEndpoint, { posts: [] }));
    const { unmount } = renderWithPnyx(<ReviewQueue />, admin());
    await screen.findByText("No posts awaiting review");
    expect(screen.queryByRole("link")).toBeNull();
    unmount();
    server.use(mockEndpoint(unverifiedPostsEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<ReviewQueue />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the posts awaiting review");
  });
});
