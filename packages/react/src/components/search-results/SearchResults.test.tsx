import { searchEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import type { CommunityPostSummary } from "@pnyx/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { POST_ID, liveTestClient, minutesAgo, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { SearchResults } from "./SearchResults";

const server = useMswServer();

const communityPost: CommunityPostSummary = {
  _id: "65f0000000000000000000d1",
  communityId: "66a000000000000000000005",
  title: "Engines in the classroom",
  description: "How we taught the analytical engine to twelve-year-olds, and what they built with it afterwards.",
  image: null,
  author: "grace",
  createdAt: minutesAgo(120),
  upvotes: 3,
  downvotes: 0,
  totalComments: 1,
  profilePicture: null,
};

function results(posts = [summary()], communityPosts = [communityPost]) {
  const asked: unknown[] = [];
  server.use(
    mockEndpoint(searchEndpoint, async (_input, { request }) => {
      asked.push(await request.json());
      return { posts, communityPosts };
    }),
  );
  return asked;
}

describe("<SearchResults>", () => {
  it("shows the total, News first, Community on its tab", async () => {
    const asked = results();
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<SearchResults searchText=" engines " />, client);
    expect(screen.getByRole("status").textContent).toBe("Searching…");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe('2 results for "engines"');
    expect(asked).toEqual([{ searchText: "engines" }]);
    expect(screen.getByRole("tab", { name: "News (1)" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("link", { name: "Analytical engines can do more than count" }).getAttribute("href")).toBe(`/details/${POST_ID}`);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.setup().click(screen.getByRole("tab", { name: "Community (1)" }));
    expect(screen.getByRole("link", { name: "Engines in the classroom" }).getAttribute("href")).toBe("/cpostdetails/65f0000000000000000000d1");
    screen.getByText(/^How we taught the analytical engine to twelve-year-olds, and what they…$/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("empty tabs say so", async () => {
    results([], []);
    const { client } = liveTestClient();
    renderWithPnyx(<SearchResults searchText="zebra" />, client);
    await screen.findByText("No News Articles Found");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe('0 results for "zebra"');
    await userEvent.setup().click(screen.getByRole("tab", { name: "Community (0)" }));
    screen.getByText("No Community Posts Found");
  });

  it("asks visitors to log in instead of opening a news result", async () => {
    results();
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<SearchResults searchText="engines" />, client);
    const title = await screen.findByRole("button", { name: "Analytical engines can do more than count" });
    expect(screen.queryByRole("link", { name: "Analytical engines can do more than count" })).toBeNull();
    await userEvent.setup().click(title);
    await screen.findByText("Please login to view details of this article.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refuses an empty text and shows failures", async () => {
    const { client } = liveTestClient();
    const { unmount } = renderWithPnyx(<SearchResults searchText="   " />, client);
    expect(screen.getByRole("alert").textContent).toBe("Please enter something");
    unmount();
    server.use(mockEndpoint(searchEndpoint, () => errorResponse(500, "internal_error", "Down")));
    renderWithPnyx(<SearchResults searchText="engines" />, client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not search right now");
  });
});
