import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NEWS_CATEGORIES } from "@pnyx/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../test/renderRoute";

const publicDir = join(__dirname, "../../public");

describe("home: News by category", () => {
  it("shows a tile per category: a link named by the category, with a decorative picture that exists", async () => {
    renderRoute("/");
    const section = (await screen.findByRole("heading", { name: "News by category" })).closest("section")!;
    const links = within(section).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([...NEWS_CATEGORIES]);
    for (const [i, link] of links.entries()) {
      expect(link.getAttribute("href")).toBe(`/category/${NEWS_CATEGORIES[i]}`);
      const img = link.querySelector("img")!;
      // Decorative: the name is the link's text, so the picture is not read out.
      expect(img.getAttribute("alt")).toBe("");
      const src = img.getAttribute("src")!;
      expect(src).toBe(`/images/categories/${NEWS_CATEGORIES[i]!.toLowerCase()}.svg`);
      const file = join(publicDir, src);
      expect(existsSync(file)).toBe(true);
      // A picture, not text: no <text> in the drawing, and no scripts.
      const svg = readFileSync(file, "utf8");
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).not.toMatch(/<text|<script|href=["']http/i);
    }
  });

  it("keeps the tile (name on its own colour) when the picture fails to load", async () => {
    renderRoute("/");
    const section = (await screen.findByRole("heading", { name: "News by category" })).closest("section")!;
    const link = within(section).getByRole("link", { name: "Science" });
    fireEvent.error(link.querySelector("img")!);
    expect(link.querySelector("img")).toBeNull();
    expect(link.textContent).toBe("Science");
  });
});
