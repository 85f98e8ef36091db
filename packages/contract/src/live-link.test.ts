import { describe, expect, it } from "vitest";
import { LiveLink, UpdateLiveLinkRequest } from "./live-link";

describe("the live-discussion link", () => {
  const link = { title: "Friday", description: "Talk", zoomUrl: "https://meet.example.org/1", isActive: true };

  it("takes http(s) links or none, in requests and in answers alike", () => {
    for (const zoomUrl of ["https://meet.example.org/1", "http://meet.example.org/1", ""]) {
      expect(LiveLink.safeParse({ ...link, zoomUrl }).success).toBe(true);
    }
    for (const zoomUrl of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "ftp://files.example.org", "//evil.example", "https:/x"]) {
      expect(LiveLink.safeParse({ ...link, zoomUrl }).success).toBe(false);
      expect(UpdateLiveLinkRequest.safeParse({ ...link, zoomUrl }).success).toBe(false);
    }
  });

  it("needs a link to be active", () => {
    expect(UpdateLiveLinkRequest.safeParse({ ...link, zoomUrl: "" }).error?.issues[0]?.message).toBe("Add the meeting link before making it active");
    expect(UpdateLiveLinkRequest.safeParse({ ...link, zoomUrl: "", isActive: false }).success).toBe(true);
  });
});
