import { describe, expect, it } from "vitest";
import { isAwaitingReview, isFoldedFor } from "./folding";

describe("isFoldedFor", () => {
  const reader = { username: "ada", ignoring: ["grace", "Linus"] };

  it("folds the writing of members the reader ignores, by exact username", () => {
    expect(isFoldedFor("grace", reader)).toBe(true);
    expect(isFoldedFor("Linus", reader)).toBe(true);
    expect(isFoldedFor("linus", reader)).toBe(false);
    expect(isFoldedFor("ken", reader)).toBe(false);
  });

  it("never folds the reader's own writing, nor anything for visitors or sessions made before ignoring existed", () => {
    expect(isFoldedFor("ada", { username: "ada", ignoring: ["ada"] })).toBe(false);
    expect(isFoldedFor("grace", null)).toBe(false);
    expect(isFoldedFor("grace", undefined)).toBe(false);
    expect(isFoldedFor("grace", { username: "ada" })).toBe(false);
  });
});

describe("isAwaitingReview", () => {
  it("is true only for pieces the server marked awaiting review", () => {
    expect(isAwaitingReview({ awaitingReview: true })).toBe(true);
    expect(isAwaitingReview({})).toBe(false);
  });
});
