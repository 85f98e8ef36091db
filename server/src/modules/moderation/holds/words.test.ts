import { describe, expect, it } from "bun:test";
import { compileWords } from "./words";

describe("the word list's matcher", () => {
  const matcher = compileWords([
    { word: "spam", action: "block" },
    { word: "casino", action: "hold" },
    { word: "école", action: "hold" },
    { word: "buy now", action: "block" },
    { word: "a.*b", action: "hold" },
    { word: "[", action: "block" },
  ]);

  it("finds whole words in any case, width or accent's spelling, and says the weightiest action", () => {
    expect(matcher.match(["SPAM"])).toBe("block");
    expect(matcher.match(["ｓｐａｍ and eggs"])).toBe("block");
    expect(matcher.match(["L'ÉCOLE est fermée"])).toBe("hold");
    expect(matcher.match(["L'E\u0301COLE est fermée"])).toBe("hold");
    expect(matcher.match(["a casino", "and spam"])).toBe("block");
    expect(matcher.match(["casinos", "spammy", "écoles"])).toBeNull();
  });

  it("finds a phrase or an entry with punctuation literally, standing on its own", () => {
    expect(matcher.match(["Buy   NOW!"])).toBe("block");
    expect(matcher.match(["buy nowhere"])).toBeNull();
    expect(matcher.match(["x a.*b y"])).toBe("hold");
    expect(matcher.match(["ab", "a..b", "aXb", "za.*b"])).toBeNull();
    expect(matcher.match(["see [ here"])).toBe("block");
    expect(matcher.match(["x[0]"])).toBeNull();
  });

  it("never builds a pattern from an entry: hostile entries are only text, and long texts stay quick", () => {
    const hostile = compileWords([
      { word: "(a+)+$", action: "block" },
      { word: ".*", action: "block" },
      { word: "\\", action: "hold" },
    ]);
    const started = performance.now();
    expect(hostile.match([`${"a".repeat(50_000)}!`])).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    expect(hostile.match(["anything at all"])).toBeNull();
    expect(hostile.match(["yes .* indeed"])).toBe("block");
    expect(hostile.match(["a \\ b"])).toBe("hold");
  });
});
