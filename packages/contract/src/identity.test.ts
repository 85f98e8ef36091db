import { describe, expect, it } from "vitest";
import { LoginRequest, SignupRequest } from "./auth";
import { isReservedUsername, RESERVED_USERNAMES, Username } from "./identity";

describe("Username", () => {
  it("lower-cases and accepts letters, digits, _ . -", () => {
    expect(Username.parse("Ada.Love_1-x")).toBe("ada.love_1-x");
  });
  it("refuses spaces with the product's message", () => {
    const result = Username.safeParse("ada love");
    expect(result.error?.issues[0]?.message).toBe("Username can't contain spaces");
  });
  it("refuses other characters and bad lengths", () => {
    for (const bad of ["ab", "a".repeat(31), "ada$", "ada/../x", { $gt: "" }]) expect(Username.safeParse(bad).success).toBe(false);
  });
});

describe("auth requests", () => {
  it("signup needs all three fields and an 8-character password", () => {
    expect(SignupRequest.safeParse({ username: "ada", email: "ada@example.com", password: "short" }).success).toBe(false);
    expect(SignupRequest.parse({ username: "ADA", email: "Ada@Example.com", password: "long enough" })).toEqual({
      username: "ada",
      email: "ada@example.com",
      password: "long enough",
    });
  });
  it("login refuses operator objects in either field", () => {
    expect(LoginRequest.safeParse({ username: { $ne: null }, password: "x" }).success).toBe(false);
    expect(LoginRequest.safeParse({ username: "ada", password: { $gt: "" } }).success).toBe(false);
  });
});

describe("reserved usernames", () => {
  it("refuses the reserved words and their obvious variants at signup, whatever the case", () => {
    for (const name of [
      "admin",
      "Admin",
      "ADMINISTRATOR",
      "moderator",
      "support",
      "root",
      "system",
      "deleted",
      "pnyx",
      "admin.",
      "_admin",
      "admin_1",
      "admin2",
      "pnyx-team",
      "support-team",
      "team.pnyx",
      "the-admin-desk",
      "ad-min",
      "p.n.y.x",
    ]) {
      expect(isReservedUsername(name), name).toBe(true);
      const result = SignupRequest.safeParse({ username: name, email: "x@example.com", password: "long enough" });
      expect(result.success, name).toBe(false);
      expect(
        result.error?.issues.map((i) => i.message),
        name,
      ).toContain("This username is reserved");
    }
  });
  it("leaves ordinary names alone, including words that only start like a reserved one", () => {
    for (const name of ["ada", "administrative", "rooted", "pnyxfan", "systematic", "supportive", "grace.hopper", "modern"]) {
      expect(isReservedUsername(name), name).toBe(false);
      expect(SignupRequest.safeParse({ username: name, email: "x@example.com", password: "long enough" }).success, name).toBe(true);
    }
  });
  it("keeps the list lower-case and itself made of valid usernames", () => {
    for (const word of RESERVED_USERNAMES) expect(Username.safeParse(word).success && word === word.toLowerCase()).toBe(true);
  });
});
