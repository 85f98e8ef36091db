import { describe, expect, it } from "vitest";
import { EmbedThreadRequest } from "./embed";
import { UpdateArticleRequest } from "./news";
import { ArticleTitle, cleanTitle, hasVisibleCharacter } from "./titles";

describe("ArticleTitle", () => {
  it.each([
    ["only spaces", "   \t  "],
    ["NUL", "\u0000"],
    ["NUL and other controls", "\u0000\u0001\u001f\u007f\u0085"],
    ["zero-width spaces and joiners", "\u200b\u200c\u200d"],
    ["word joiner and byte-order mark", "\u2060\ufeff"],
    ["a right-to-left override", "\u202e"],
    ["bidi embeddings and isolates", "\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069"],
    ["bidi marks", "\u200e\u200f"],
    ["no-break and ideographic spaces", "\u00a0\u2003\u3000"],
    ["Hangul fillers and the blank Braille pattern", "\u3164\u115f\u1160\uffa0\u2800"],
    ["a combining mark alone", "\u0301"],
    ["a lone surrogate", "\ud800"],
    ["tag characters", "\u{e0041}\u{e0042}"],
    ["nothing", ""],
  ])("refuses a title of %s", (_, title) => {
    const result = ArticleTitle.safeParse(title);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/needs a (visible character|title)/);
  });

  it.each([
    ["a plain title", "The vote", "The vote"],
    ["one visible letter among invisible ones", "\u200b\u200bA\u200b", "\u200b\u200bA\u200b"],
    ["an emoji sequence with joiners", "👩‍👩‍👧 families", "👩‍👩‍👧 families"],
    ["Hebrew with a bidi mark", "\u05e9\u05dc\u05d5\u05dd\u200e 2026", "\u05e9\u05dc\u05d5\u05dd\u200e 2026"],
    ["an override, which is removed", "evil\u202egnp.exe", "evilgnp.exe"],
    ["isolates and a NUL, removed", "\u2066a\u0000b\u2069", "ab"],
    ["line breaks and tabs, which become spaces", "  Two\nlines\tand a tab ", "Two lines and a tab"],
  ])("takes %s", (_, title, stored) => {
    expect(ArticleTitle.parse(title)).toBe(stored);
  });

  it("counts the length after cleaning, at most 300 characters", () => {
    expect(ArticleTitle.safeParse("a".repeat(300)).success).toBe(true);
    expect(ArticleTitle.safeParse(`${"a".repeat(300)}\u202e\u202e`).success).toBe(true);
    expect(ArticleTitle.safeParse("a".repeat(301)).error?.issues[0]?.message).toBe("The title is too long");
  });
});

describe("cleanTitle and hasVisibleCharacter", () => {
  it("agree with the schema", () => {
    expect(cleanTitle("\u202eabc\u202c")).toBe("abc");
    expect(hasVisibleCharacter("\u200b")).toBe(false);
    expect(hasVisibleCharacter("\u200bx")).toBe(true);
  });
});

describe("titles where the contract takes them", () => {
  it("refuse an invisible title in an embed's thread request and an administrator's correction", () => {
    expect(EmbedThreadRequest.safeParse({ url: "https://paper.example/a", title: "\u200b\u202e" }).error?.issues[0]?.message).toBe(
      "The title needs a visible character",
    );
    expect(UpdateArticleRequest.safeParse({ id: "a".repeat(24), title: "\u0000" }).success).toBe(false);
    expect(UpdateArticleRequest.safeParse({ id: "a".repeat(24), title: "Fixed" }).success).toBe(true);
  });

  it("let a thread request leave the title to its token, but not leave out both", () => {
    expect(EmbedThreadRequest.safeParse({ url: "https://paper.example/a", token: "x.y.z" }).success).toBe(true);
    expect(EmbedThreadRequest.safeParse({ url: "https://paper.example/a" }).error?.issues[0]?.message).toBe("The article needs a title");
  });
});
