import { aCommunity, anId } from "@pnyx/contract/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { renderWithPnyx } from "../../test/render";
import { wideOnly } from "./communities.css";
import { SubCategoryTiles } from "./SubCategoryTiles";

const sub = (name: string) => ({ _id: anId("66b0"), name, image: "/uploads/00000000-0000-4000-8003-000000000501.webp" });
const links = () => screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);

describe("<SubCategoryTiles>", () => {
  it("shows every sub-category as a tile named by its name, leading to its posts", async () => {
    const { container } = renderWithPnyx(<SubCategoryTiles subCategories={aCommunity().subCategories} />, testClient().client);
    expect(links()).toEqual([
      ["Physics", "/subcategory/Physics"],
      ["Biology", "/subcategory/Biology"],
      ["Astronomy", "/subcategory/Astronomy"],
    ]);
    // The picture is decorative: the tile's name is the link's name.
    expect(screen.getByRole("link", { name: "Physics" }).querySelector("img")?.getAttribute("alt")).toBe("");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("writes spaces as hyphens in the default link, shows at most `limit`, and marks tiles past the third for wide screens only", () => {
    const names = ["Short stories", "Non fiction", "Essays", "Poetry", "Journalism", "Letters"];
    renderWithPnyx(<SubCategoryTiles subCategories={names.map(sub)} limit={5} />, testClient().client);
    expect(links()).toEqual([
      ["Short stories", "/subcategory/Short-stories"],
      ["Non fiction", "/subcategory/Non-fiction"],
      ["Essays", "/subcategory/Essays"],
      ["Poetry", "/subcategory/Poetry"],
      ["Journalism", "/subcategory/Journalism"],
    ]);
    expect(screen.getAllByRole("listitem").map((item) => item.classList.contains(wideOnly))).toEqual([false, false, false, true, true]);
  });

  it("leads where hrefFor says", () => {
    renderWithPnyx(<SubCategoryTiles subCategories={[sub("Physics")]} hrefFor={(name) => `/topics/${name.toLowerCase()}`} />, testClient().client);
    expect(links()).toEqual([["Physics", "/topics/physics"]]);
  });
});
