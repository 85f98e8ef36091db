import { describe, expect, it } from "bun:test";
import { robotsTxt } from "./robots";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a crawler may fetch `path` (with its query) under the `User-agent: *` group of a
 * robots.txt, as RFC 9309 decides: the longest matching rule wins, Allow on a tie; `*` matches any
 * characters, a final `$` the end of the path.
 */
function allowed(robots: string, path: string): boolean {
  const rules: { allow: boolean; pattern: string }[] = [];
  let inGroup = false;
  for (const raw of robots.split("\n")) {
    const line = raw.replace(/#.*/, "").trim();
    const [field = "", ...rest] = line.split(":");
    const value = rest.join(":").trim();
    const name = field.trim().toLowerCase();
    if (name === "user-agent") inGroup = value === "*";
    else if (inGroup && (name === "allow" || name === "disallow") && value) rules.push({ allow: name === "allow", pattern: value });
  }
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of rules) {
    const anchored = rule.pattern.endsWith("$");
    const body = anchored ? rule.pattern.slice(0, -1) : rule.pattern;
    const regex = new RegExp(`^${body.split("*").map(escapeRegExp).join(".*")}${anchored ? "$" : ""}`);
    if (!regex.test(path)) continue;
    const length = rule.pattern.length;
    if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
  }
  return best?.allow ?? true;
}

const robots = robotsTxt("https://pnyx.example");

describe("robots.txt", () => {
  it("closes the API, the admin area, the login-required routes and the token links", () => {
    const closed = [
      "/api/news",
      "/api/auth/login",
      "/admin",
      "/admin/verifyPosts",
      "/admin/post/66a000000000000000000001",
      // product.md, "Login-required routes"
      "/profile",
      "/profile/",
      "/updateProfile",
      "/selectCategories",
      "/achievements",
      "/recents",
      "/communities/joined",
      "/details/66a000000000000000000001/reply/66a000000000000000000002",
      "/cpostdetails/66a000000000000000000001",
      "/cpostdetails/66a000000000000000000001/reply/66a000000000000000000002",
      "/chatroom",
      "/chatroom/66a000000000000000000001",
      // Links from mails
      "/verify-email?token=abc",
      "/reset-password?token=abc",
    ];
    for (const path of closed) expect({ path, allowed: allowed(robots, path) }).toEqual({ path, allowed: false });
  });

  it("leaves the public pages open", () => {
    const open = [
      "/",
      "/topOpinions",
      "/leaderboard",
      "/communities",
      "/communities/main",
      "/communities/special",
      "/community/66a000000000000000000001",
      "/community/66a000000000000000000001/posts",
      "/subcategory/Climate-Change",
      "/category/Science",
      "/category/Trending",
      "/details/66a000000000000000000001",
      "/profile/someone",
      "/search/markets",
      "/policy",
      "/login",
      "/sitemap.xml",
      "/sitemaps/articles-1.xml",
      "/uploads/00000000-0000-4000-8002-000000000001.webp",
    ];
    for (const path of open) expect({ path, allowed: allowed(robots, path) }).toEqual({ path, allowed: true });
  });

  it("names the sitemap index by its absolute URL", () => {
    expect(robots).toContain("\nSitemap: https://pnyx.example/sitemap.xml\n");
    expect(robots.startsWith("#")).toBe(true);
    expect(robots).toContain("\nUser-agent: *\n");
  });
});
