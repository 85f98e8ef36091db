import { describe, expect, it } from "vitest";
import { Email } from "./fields";
import { SupportMessageRequest } from "./support";

describe("Email", () => {
  it("trims and lower-cases", () => {
    expect(Email.parse("  Ada@Example.COM ")).toBe("ada@example.com");
  });
  it("refuses non-addresses, operator objects and overlong input", () => {
    for (const bad of ["", "ada", "ada@", { $ne: null }, `${"a".repeat(250)}@x.io`]) {
      expect(Email.safeParse(bad).success).toBe(false);
    }
  });
});

describe("SupportMessageRequest", () => {
  it("requires name, email and message", () => {
    const result = SupportMessageRequest.safeParse({ name: " ", email: "a@b.co", message: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["name", "message"]);
  });
});
