import { type Article, articleByIdEndpoint, neighbourEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "react-aria-components";

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { OTHER_POST_ID, POST_ID, article, liveTestClient, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { NewsCard } from "../news-card/NewsCard";
import { ArticleView } from "./ArticleView";

const server = useMswServer();

const serve = (body: Article) => server.use(mockEndpoint(articleByIdEndpoint, body));

describe("<ArticleView>", () => {
  it("shows title, source, long date, picture, text with blank runs collapsed, and votes", async () => {
    serve(article({ content: "First paragraph.\n\n\n\n\nSecond paragraph.\n\n\nThird." }));
    const { client } = liveTestClient({ user: session() });
    const { container } = renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} />, client);
    expect(screen.getByRole("status").textContent).toBe("Loading article…");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Analytical engines can do more than count");
    screen.getByText("The Analyst");
    screen.getByText("22 November 2026");
    // Four blank lines became one; two stay two.
    expect(container.querySelector("[id]:not(h1)")?.textContent).toBe("First paragraph.\n\nSecond paragraph.\n\n\nThird.");
    screen.getByRole("group", { name: "Likes and dislikes" });
    expect(screen.getByRole("link", { name: "Read it at The Analyst" }).getAttribute("href")).toBe("https://analyst.example/engines");
    expect(screen.queryByRole("button", { name: "See more" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("links 'Read it at' to the article's own address on its publisher's site, even under the app's router", async () => {
    serve(article({ source: "The Paper", link: "https://paper.example/2026/11/vote?a=1#top" }));
    const { client } = liveTestClient();
    // As the site's router does: an address it is given is resolved as a path below the current page.
    const useHref = (href: string) => (href.startsWith("#") ? href : `/details/${POST_ID}/${href.replace(/^\/+/, "")}`);
    const { container } = renderWithPnyx(
      <RouterProvider navigate={vi.fn()} useHref={useHref}>
        <ArticleView id={POST_ID} onNavigate={vi.fn()} />
      </RouterProvider>,
      client,
    );
    const source = await screen.findByRole("link", { name: "Read it at The Paper" });
    expect(source.getAttribute("href")).toBe("https://paper.example/2026/11/vote?a=1#top");
    expect(source.getAttribute("target")).toBe("_blank");
    expect(source.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("counts opinions and replies as the news cards do, linking to the opinions", async () => {
    serve(article({ totalComments: 4 }));
    const { client } = liveTestClient();
    renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} />, client);
    const count = await screen.findByRole("link", { name: "4 opinions and replies" });
    expect(count.getAttribute("href")).toBe("#opinions");
    const card = renderWithPnyx(<NewsCard article={summary({ totalComments: 4 })} />, client);
    within(card.container).getByText("12 likes · 4 opinions and replies");
  });

  it("collapses a long text until 'See more'", async () => {
    const long = Array.from({ length: 80 }, (_, i) => `Sentence number ${i + 1}.`).join(" ");
    serve(article({ content: long }));
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} collapseAfter={200} />, client);
    const more = await screen.findByRole("button", { name: "See more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    const text = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(text.textContent!.length).toBeLessThanOrEqual(200);
    // Cut after a whole sentence: 'See more' says there is more.
    expect(text.textContent).toMatch(/Sentence number \d+\.$/);
    await userEvent.setup().click(more);
    expect(text.textContent).toBe(long);
    expect(screen.getByRole("button", { name: "See less" }).getAttribute("aria-expanded")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("cuts a collapsed text at a paragraph or sentence end, never leaving a lone first word", async () => {
    const first = "The council met on Tuesday to discuss the plan for the new bridge over the river.";
    const second = "Residents had asked for a crossing for years. The";
    const content = `${first}\n\n${second} mayor said work would start in spring, pending the final budget vote next month.`;
    // 700 characters fall right after "The" of the second paragraph's last sentence.
    const collapseAfter = first.length + 2 + second.length;
    serve(article({ content: content + " More text.".repeat(80) }));
    const { client } = liveTestClient();
    renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} collapseAfter={collapseAfter} />, client);
    const more = await screen.findByRole("button", { name: "See more" });
    const text = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(text.textContent).toBe(`${first}\n\nResidents had asked for a crossing for years.`);
  });

  it("does not take a title's full stop for a sentence end", async () => {
    const quote = 'Strawberries kept for ten days in the fridge. "It washes off," said Dr.';
    serve(article({ content: `${quote} Bernadette Olsson, who led the study.${" More text.".repeat(80)}` }));
    const { client } = liveTestClient();
    renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} collapseAfter={quote.length + 3} />, client);
    const more = await screen.findByRole("button", { name: "See more" });
    expect(document.getElementById(more.getAttribute("aria-controls")!)!.textContent).toBe("Strawberries kept for ten days in the fridge.");
  });

  it("falls back to a paragraph end, then to a word with an ellipsis, when there is no sentence end", async () => {
    const paragraph = "A first paragraph without a full stop";
    serve(article({ content: `${paragraph}\n\n${"word ".repeat(200)}` }));
    const { client } = liveTestClient();
    const { unmount } = renderWithPnyx(<ArticleView id={POST_ID} onNavigate={vi.fn()} collapseAfter={60} />, client);
    const more = await screen.findByRole("button", { name: "See more" });
    expect(document.getElementById(more.getAttribute("aria-controls")!)!.textContent).toBe(paragraph);
    unmount();

    serve(article({ _id: OTHER_POST_ID, content: "word ".repeat(200) }));
    renderWithPnyx(<ArticleView id={OTHER_POST_ID} onNavigate={vi.fn()} collapseAfter={60} />, client);
    const again = await screen.findByRole("button", { name: "See more" });
    expect(document.getElementById(again.getAttribute("aria-controls")!)!.textContent).toMatch(/^(word ){11}word…$/);
  });

  it("previous/next ask for the neighbour and navigate, or toast 'No new articles yet!'", async () => {
    serve(article());
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(neighbourEndpoint, async (_input, { request }) => {
        const body = (await request.json()) as { type: string };
        asked.push(body);
        return { id: body.type === "previous" ? OTHER_POST_ID : null };
      }),
    );
    const onNavigate = vi.fn();
    const { client } = liveTestClient();
    renderWithPnyx(<ArticleView id={POST_ID} onNavigate={onNavigate} />, client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Previous" }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(OTHER_POST_ID));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("No new articles yet!");
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      { type: "previous", time: "2026-11-22T09:00:00.000Z", cat: "Science" },
      { type: "next", time: "2026-11-22T09:00:00.000Z", cat: "Science" },
    ]);
  });

  it("says when the article does not exist or cannot be loaded", async () => {
    server.use(mockEndpoint(articleByIdEndpoint, () => errorResponse(404, "not_found", "No such article")));
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<ArticleView id={POST_ID} strings={{ notFound: "Gone" }} />, client);
    expect((await screen.findByRole("alert")).textContent).toBe("Gone");
    expect(await axeViolations(container)).toEqual([]);
  });
});
