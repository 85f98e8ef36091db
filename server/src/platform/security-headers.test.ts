import { describe, expect, it } from "bun:test";
import { siteHeaders } from "./security-headers";

describe("site headers", () => {
  it("let listed origins frame publisher embeds only, never the admin area or other pages", () => {
    const options = { embedOrigins: ["https://publisher.example"] };
    expect(siteHeaders("/embed/opinions/1", options)["content-security-policy"]).toContain("frame-ancestors https://publisher.example");
    for (const path of ["/admin", "/admin/verifyPosts", "/", "/embed/x"]) {
      const headers = siteHeaders(path, path === "/embed/x" ? {} : options);
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"]).toBe("DENY");
    }
  });
});
