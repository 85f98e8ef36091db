import { byCategoryEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { useMswServer } from "../../test/msw";
import { liveTestClient, newId, stubIntersectionObserver, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { NewsFeed } from "./NewsFeed";

const server = useMswServer();
afterEach(() => vi.unstubAllGlobals());

/** Serves `pages` articles per page number; later pages are empty. */
function feed(pages: number[], hasMore = true) {
  const asked: number[] = [];
  server.use(
    mockEndpoint(byCategoryEndpoint, async (_input, { request }) => {
      const { page } = (await request.json()) as { page: number };
      asked.push(page);
      const count = pages[page - 1] ?? 0;
      const articles = Array.from({ length: count }, (_, i) => summary({ _id: newId(), title: `Story ${page}.${i + 1}` }));
      return { articles, page, hasMore };
    }),
  );
  return asked;
}

describe("<NewsFeed>", () => {
  it("loads the next page when the end comes into view, until an empty page, then says so", async () => {
    const observer = stubIntersectionObserver();
    const asked = feed([2, 1]);
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<NewsFeed category="Science" />, client);
    expect(screen.getByRole("status").textContent).toBe("Loading articles…");
    await screen.findByRole("link", { name: "Story 1.1" });
    screen.getByRole("region", { name: "Science news" });
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);

    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.intersect());
    await screen.findByRole("link", { name: "Story 2.1" });
    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.intersect());
    await screen.findByText("No more articles available");
    expect(asked).toEqual([1, 2, 3]);
    expect(observer.observing).toBe(0);
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });

  it("ends at once after a page that says it is the last", async () => {
    stubIntersectionObserver();
    const asked = feed([1], false);
    const { client } = liveTestClient();
    renderWithPnyx(<NewsFeed category="Sports" />, client);
    await screen.findByText("No more articles available");
    expect(asked).toEqual([1]);
  });

  it("shows an error with a retry", async () => {
    server.use(mockEndpoint(byCategoryEndpoint, () => errorResponse(500, "internal_error", "Down")));
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<NewsFeed category="Science" />, client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the articles");
    feed([1], false);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("link", { name: "Story 1.1" });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers a button when the browser cannot observe scrolling", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    feed([1, 1]);
    const { client } = liveTestClient();
    renderWithPnyx(<NewsFeed category="World" strings={{ loadMore: "More please" }} />, client);
    await userEvent.setup().click(await screen.findByRole("button", { name: "More please" }));
    await screen.findByRole("link", { name: "Story 2.1" });
  });
});
