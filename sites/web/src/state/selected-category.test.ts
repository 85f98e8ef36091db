import { describe, expect, it } from "vitest";
import { getSelectedCategory, setSelectedCategory } from "./selected-category";

describe("selected category", () => {
  it("is null by default, remembers a choice and clears it", () => {
    expect(getSelectedCategory()).toBeNull();
    setSelectedCategory("Science");
    expect(getSelectedCategory()).toBe("Science");
    setSelectedCategory("Trending");
    expect(getSelectedCategory()).toBe("Trending");
    setSelectedCategory(null);
    expect(getSelectedCategory()).toBeNull();
  });

  it("ignores a stored value that is not a category", () => {
    localStorage.setItem("pnyx:selectedCategory", "<script>");
    expect(getSelectedCategory()).toBeNull();
  });
});
