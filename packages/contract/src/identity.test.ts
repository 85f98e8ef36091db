import { describe, expect, it } from "vitest";
import { LoginRequest, SignupRequest } from "./auth";
import { Username } from "./identity";

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
