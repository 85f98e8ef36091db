import { describe, expect, it } from "vitest";
import { AttachedImage, Email } from "./fields";
import { SupportMessageRequest } from "./feedback";

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

describe("AttachedImage", () => {
  it("reads the product's empty string, null and absence as no image", () => {
    expect(AttachedImage.parse("")).toBeNull();
    expect(AttachedImage.parse(null)).toBeNull();
    expect(AttachedImage.parse(undefined)).toBeUndefined();
  });
  it("keeps an uploaded image's URL and refuses any other", () => {
    const url = "/uploads/0b8c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e.webp";
    expect(AttachedImage.parse(url)).toBe(url);
    for (const bad of ["https://evil.example/x.webp", "/uploads/../secret", " ", { $ne: "" }]) {
      expect(AttachedImage.safeParse(bad).success).toBe(false);
    }
  });
});
