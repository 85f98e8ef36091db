import { aCommunity } from "@pnyx/contract/testing";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { renderWithPnyx } from "../../test/render";
import { CommunityCard } from "./CommunityCard";

const science = aCommunity();

describe("<CommunityCard>", () => {
  it("shows the name linking to the community, two sub-categories 'and more', the counts, the top post and Join", async () => {
    const { container } = renderWithPnyx(<CommunityCard community={science} />, testClient().client);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Science");
    expect(screen.getByRole("link", { name: "Science" }).getAttribute("href")).toBe(`/community/${science._id}`);
    expect(container.querySelector(".pnyx-community-card__subcategories")?.textContent).toBe("Physics, Biology and more");
    expect(container.querySelector(".pnyx-community-card__counts")?.textContent).toBe("12 members·4 posts");
    expect(container.querySelector(".pnyx-community-card__top-post")?.textContent).toBe("Top post: Notes on engines");
    expect(screen.getByRole("link", { name: "Notes on engines" }).getAttribute("href")).toBe("/cpostdetails/67b000000000000000000001");
    // The card names its community to screen readers: a grid of plain "Join" buttons would not say which.
    expect(screen.getByRole("button", { name: "Join: Science" }).getAttribute("aria-pressed")).toBe("false");
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("cuts the top post's title at 30 characters, counts one in the singular and shows a placeholder when the cover fails", () => {
    const community = aCommunity({
      subscriberCount: 1,
      postCount: 1,
      subCategories: science.subCategories.slice(0, 2),
      topPostTitle: "An extraordinarily long title for a post",
    });
    const { container } = renderWithPnyx(<CommunityCard community={community} />, testClient().client);
    expect(screen.getByRole("link", { name: "An extraordinarily long title…" })).toBeDefined();
    expect(container.querySelector(".pnyx-community-card__subcategories")?.textContent).toBe("Physics, Biology");
    expect(container.querySelector(".pnyx-community-card__counts")?.textContent).toBe("1 member·1 post");
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-placeholder]")).not.toBeNull();
  });

  it("takes its links, heading level, texts and priority from props; no top post, no sub-categories and no Join when told", () => {
    const community = aCommunity({ subCategories: [], topPostId: null, topPostTitle: null });
    const { container } = renderWithPnyx(
      <CommunityCard
        community={community}
        hrefFor={(id) => `/c/${id}`}
        headingLevel={2}
        showJoin={false}
        priority
        strings={{ members: (n) => `${n} membres`, posts: (n) => `${n} articles` }}
      />,
      testClient().client,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Science");
    expect(screen.getByRole("link", { name: "Science" }).getAttribute("href")).toBe(`/c/${community._id}`);
    expect(container.querySelector(".pnyx-community-card__counts")?.textContent).toBe("12 membres·4 articles");
    expect(container.querySelector(".pnyx-community-card__subcategories")).toBeNull();
    expect(screen.queryByText("Top post:", { exact: false })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("eager");
  });
});
