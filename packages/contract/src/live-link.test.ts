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

  it("takes one whole address: no spaces, quotes or brackets after the host", () => {
    for (const zoomUrl of [
      "https://meet.example.org/1 onclick=x",
      'https://meet.example.org/"x',
      "https://meet.example.org'/x",
      "https://meet.example.org/<b>",
      "https://meet.example.org/a`b",
      "https://meet.example.org\\x",
    ]) {
      const parsed = UpdateLiveLinkRequest.safeParse({ ...link, zoomUrl });
      expect(parsed.error?.issues[0]?.message).toBe("The link may not contain spaces or quotes");
    }
    expect(UpdateLiveLinkRequest.safeParse({ ...link, zoomUrl: "  https://meet.example.org/j/123?pwd=a%20b  " }).data?.zoomUrl).toBe(
      "https://meet.example.org/j/123?pwd=a%20b",
    );
  });

  it("needs a link to be active", () => {
    expect(UpdateLiveLinkRequest.safeParse({ ...link, zoomUrl: "" }).error?.issues[0]?.message).toBe("Add the meeting link before making it active");
    expect(UpdateLiveLinkRequest.safeParse({ ...link, zoomUrl: "", isActive: false }).success).toBe(true);
  });
});
