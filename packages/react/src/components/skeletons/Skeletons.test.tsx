// The placeholders as embedders use them directly (loading-skeletons.test.tsx covers them inside the widgets).
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { ArticleSkeleton, NewsCardSkeleton, OpinionCardSkeleton, ResultCardSkeleton, SkeletonList } from "./Skeletons";

describe("<Skeletons>", () => {
  it("a busy box whose status says what loads, and `count` placeholders hidden from screen readers", async () => {
    const { container } = render(
      <SkeletonList label="Loading posts…" count={4} className="my-widget" listClassName="my-grid" itemClassName="my-cell">
        <OpinionCardSkeleton />
      </SkeletonList>,
    );
    const busy = container.firstElementChild!;
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(busy.className).toBe("my-widget");
    expect(screen.getByRole("status").textContent).toBe("Loading posts…");
    const list = container.querySelector("ul")!;
    expect(list.getAttribute("aria-hidden")).toBe("true");
    expect(list.className).toBe("my-grid");
    expect([...list.children].map((item) => item.className)).toEqual(["my-cell", "my-cell", "my-cell", "my-cell"]);
    expect(list.querySelectorAll("[data-skeleton]")).toHaveLength(4);
    // Nothing but the status is read out.
    expect(screen.queryByRole("list")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("the news card, search result and article placeholders are marked and hold no text to read out", async () => {
    const { container } = render(
      <SkeletonList label="Loading…" count={1}>
        <NewsCardSkeleton />
        <ResultCardSkeleton />
        <ArticleSkeleton mediaClassName="hero" />
      </SkeletonList>,
    );
    const placeholders = [...container.querySelectorAll("[data-skeleton]")];
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) expect(placeholder.textContent).toBe("");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("the news card's placeholder wears the card's stable class and layout; the article's picture box takes the class given", () => {
    const { container, rerender } = render(<NewsCardSkeleton />);
    const card = container.querySelector("[data-skeleton]")!;
    expect(card.classList.contains("pnyx-news-card")).toBe(true);
    expect(card.getAttribute("data-layout")).toBe("auto");
    rerender(<NewsCardSkeleton layout="large" />);
    expect(container.querySelector("[data-skeleton]")!.getAttribute("data-layout")).toBe("large");

    rerender(<ArticleSkeleton mediaClassName="article-hero" />);
    const article = container.querySelector("[data-skeleton]")!;
    expect(article.firstElementChild!.className).toBe("article-hero");
  });
});
