import { describe, expect, it } from "vitest";
import { canonicalArticleUrl } from "./article-url";
import { EmbedCountsRequest } from "./embed";
import { WebOrigin } from "./publishers";

describe("canonicalArticleUrl", () => {
  it.each([
    ["HTTPS://Paper.Example/2026/11/vote", "https://paper.example/2026/11/vote"],
    ["https://paper.example:443/a", "https://paper.example/a"],
    ["http://paper.example:80/a", "http://paper.example/a"],
    ["http://paper.example:8080/a", "http://paper.example:8080/a"],
    ["https://paper.example/a/", "https://paper.example/a"],
    ["https://paper.example/a///", "https://paper.example/a"],
    ["https://paper.example/", "https://paper.example/"],
    ["https://paper.example", "https://paper.example/"],
    ["https://paper.example/a#comments", "https://paper.example/a"],
    ["https://paper.example/a?utm_source=x&utm_medium=y&fbclid=1&gclid=2", "https://paper.example/a"],
    ["https://paper.example/a?id=3&utm_campaign=z&page=2", "https://paper.example/a?id=3&page=2"],
    ["https://paper.example/a?b=2&a=1", "https://paper.example/a?a=1&b=2"],
    ["https://paper.example/a%20b", "https://paper.example/a%20b"],
    ["https://xn--bcher-kva.example/", "https://xn--bcher-kva.example/"],
    ["https://bücher.example/", "https://xn--bcher-kva.example/"],
    ["https://paper.example//a///b", "https://paper.example/a/b"],
    ["https://paper.example/st%6Fry", "https://paper.example/story"],
    ["https://paper.example/a%2fb%2Fc", "https://paper.example/a%2Fb%2Fc"],
  ])("%s → %s", (input, canonical) => {
    expect(canonicalArticleUrl(input)).toBe(canonical);
  });

  it.each(["paper.example/a", "/a", "ftp://paper.example/a", "javascript:alert(1)", "data:text/html,x", "https://user:pw@paper.example/a", ""])(
    "refuses %s",
    (input) => {
      expect(canonicalArticleUrl(input)).toBeNull();
    },
  );

  it("is idempotent", () => {
    for (const url of ["HTTPS://A.example:443/x/?utm_source=1&z=1&a=2#f", "http://b.example/"]) {
      const once = canonicalArticleUrl(url)!;
      expect(canonicalArticleUrl(once)).toBe(once);
    }
  });
});

describe("the embed's schemas", () => {
  it("split a counts query on spaces and canonicalise each address", () => {
    expect(EmbedCountsRequest.parse({ urls: "https://a.example/x/ https://A.example/y?utm_source=1" })).toEqual({
      urls: ["https://a.example/x", "https://a.example/y"],
    });
  });

  it("keep an origin to scheme, host and port", () => {
    expect(WebOrigin.parse("https://Paper.example:443/path")).toBe("https://paper.example");
    expect(WebOrigin.safeParse("file:///etc/passwd").success).toBe(false);
  });
});
