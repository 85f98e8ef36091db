import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { POST_ID, liveTestClient, minutesAgo, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { NewsCard } from "./NewsCard";

describe("<NewsCard>", () => {
  it("links the title to the article, shows source, relative date, top opinion and the opinions link", async () => {
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(<NewsCard article={summary({ publishedAt: minutesAgo(60) })} />, client);
    const title = screen.getByRole("link", { name: "Analytical engines can do more than count" });
    expect(title.getAttribute("href")).toBe(`/details/${POST_ID}`);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Analytical engines can do more than count");
    screen.getByText("The Analyst");
    screen.getByText("about 1 hour ago");
    screen.getByText("It weaves algebraic patterns just as the loom weaves flowers.");
    // totalComments counts opinions and their replies: the card says so.
    screen.getByText("12 likes · 4 opinions and replies");
    expect(screen.getByRole("link", { name: "See/give opinions" }).getAttribute("href")).toBe(`/details/${POST_ID}#opinions`);
    expect(container.querySelector("article")?.getAttribute("data-layout")).toBe("auto");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("cuts the title at 70 characters and the source at 15", () => {
    const { client } = liveTestClient();
    const title = "A".repeat(69) + "BCDEF";
    renderWithPnyx(<NewsCard article={summary({ title, source: "The Extraordinarily Long Gazette" })} />, client);
    screen.getByRole("link", { name: `${"A".repeat(69)}B…` });
    screen.getByText("The Extraordina…");
  });

  it("shows a placeholder when the picture fails or is missing; hrefs and strings can be changed", async () => {
    const { client } = liveTestClient();
    const { container } = renderWithPnyx(
      <NewsCard
        article={summary({ opinion: null, opinionAuthorName: null })}
        hrefFor={(id) => `/news/${id}`}
        opinionsHrefFor={(id) => `/news/${id}/talk`}
        strings={{ seeOpinions: "Discuss" }}
        layout="large"
        headingLevel={2}
      />,
      client,
    );
    const image = container.querySelector("img")!;
    expect(image.getAttribute("alt")).toBe("");
    fireEvent.error(image);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-placeholder]")).toBeTruthy();
    screen.getByRole("heading", { level: 2 });
    expect(screen.getByRole("link", { name: "Discuss" }).getAttribute("href")).toBe(`/news/${POST_ID}/talk`);
    expect(screen.getByRole("link", { name: /Analytical/ }).getAttribute("href")).toBe(`/news/${POST_ID}`);
    expect(screen.queryByText("Top opinion:")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    const none = renderWithPnyx(<NewsCard article={summary({ image: null })} />, client);
    expect(none.container.querySelector("img")).toBeNull();
    expect(none.container.querySelector("[data-placeholder]")).toBeTruthy();
  });
});
