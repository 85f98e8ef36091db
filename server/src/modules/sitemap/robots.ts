// robots.txt: crawlers may read the public pages; the API, the admin area, members' own pages and
// the pages that carry one-time tokens are closed to them.

/**
 * Paths closed to crawlers, as robots.txt rules (RFC 9309: a rule is a path prefix, `*` matches any
 * characters, a final `$` anchors the end). The members-only routes are those of product.md's
 * "Login-required routes": a crawler would only see the login redirect.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  "/api/",
  // The admin login and everything under it.
  "/admin",
  // The member's own profile; /profile/{id} (someone's public profile) stays open.
  "/profile$",
  "/profile/$",
  "/updateProfile",
  "/selectCategories",
  "/achievements",
  "/recents",
  "/communities/joined",
  "/chatroom",
  "/cpostdetails",
  "/details/*/reply/",
  // Links from mails, with tokens in the query.
  "/verify-email",
  "/reset-password",
];

/** The robots.txt text: everyone may crawl but the paths above; the sitemap index by absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    "# Pnyx: public pages are open to crawlers; the API, the admin area, members' pages and token links are not.",
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
