import { topCommentsEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { act, screen, waitFor } from "@testing-library/react";

import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { useMswServer } from "../../test/msw";
import { OTHER_POST_ID, POST_ID, liveTestClient, newId, popularOpinion, stubIntersectionObserver } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { session } from "../../test/fixtures";
import userEvent from "@testing-library/user-event";
import { PopularOpinions } from "./PopularOpinions";

const server = useMswServer();
afterEach(() => vi.unstubAllGlobals());

function popular(pages: number[]) {
  const asked: unknown[] = [];
  server.use(
    mockEndpoint(topCommentsEndpoint, async (_input, { request }) => {
      const body = (await request.json()) as { page: number; numberOfOpinions: number };
      asked.push(body);
      const count = pages[body.page - 1] ?? 0;
      const comments = Array.from({ length: count }, (_, i) =>
        popularOpinion({
          _id: newId(),
          text: `Opinion ${body.page}.${i + 1}`,
          post: { _id: OTHER_POST_ID, title: "Looms and engines", category: "Science", image: null },
        }),
      );
      return { comments, hasMore: body.page < pages.length };
    }),
  );
  return asked;
}

describe("<PopularOpinions>", () => {
  it("shows one page of opinion cards linking to their article and author", async () => {
    const asked = popular([3, 3]);
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<PopularOpinions pageSize={3} />, client);
    expect(screen.getByRole("status").textContent).toBe("Loading opinions…");
    await screen.findByText("Opinion 1.1");
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getAllByRole("link", { name: "Looms and engines" })[0]?.getAttribute("href")).toBe(`/details/${OTHER_POST_ID}`);
    expect(screen.getAllByRole("link", { name: "grace" })[0]?.getAttribute("href")).toBe("/profile/grace");
    expect(screen.getAllByRole("group", { name: "Likes and dislikes" })).toHaveLength(3);
    expect(screen.queryByText("No more opinions available")).toBeNull();
    expect(asked).toEqual([{ numberOfOpinions: 3, page: 1 }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("with `infinite`, loads pages as the end comes near, then 'No more opinions available'", async () => {
    const observer = stubIntersectionObserver();
    const asked = popular([2, 1]);
    const { client } = liveTestClient();
    renderWithPnyx(<PopularOpinions infinite pageSize={2} articleHrefFor={(id) => `/n/${id}`} />, client);
    await screen.findByText("Opinion 1.1");
    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.intersect());
    await screen.findByText("No more opinions available");
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(asked).toEqual([
      { numberOfOpinions: 2, page: 1 },
      { numberOfOpinions: 2, page: 2 },
    ]);
    expect(screen.getAllByRole("link", { name: "Looms and engines" })[0]?.getAttribute("href")).toBe(`/n/${OTHER_POST_ID}`);
  });

  it("empty and error states", async () => {
    popular([0]);
    const { client } = liveTestClient();
    const { unmount } = renderWithPnyx(<PopularOpinions />, client);
    await screen.findByText("No opinions available");
    unmount();
    server.use(mockEndpoint(topCommentsEndpoint, () => errorResponse(500, "internal_error", "Down")));
    const { container } = renderWithPnyx(<PopularOpinions pageSize={4} />, client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the opinions");
    expect(await axeViolations(container)).toEqual([]);
    void POST_ID;
  });
  it("folds the opinions of a member the reader ignores; Show unfolds one", async () => {
    popular([2]);
    const { client } = liveTestClient({ user: session({ ignoring: ["grace"] }) });
    const { container } = renderWithPnyx(<PopularOpinions pageSize={3} />, client);
    await waitFor(() => expect(screen.getAllByText("You ignore grace.", { exact: false })).toHaveLength(2));
    expect(screen.queryByText("Opinion 1.1")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Show" })[0]!);
    screen.getByText("Opinion 1.1");
    expect(screen.queryByText("Opinion 1.2")).toBeNull();
  });
});
