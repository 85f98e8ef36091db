/**
 * Where an administrator lands after login. The product sends them to /admin/verifyPosts; until the
 * moderation pages exist that would be a 404, so they land on the first admin page that has data.
 */
export const ADMIN_HOME = "/admin/newsletterEmails";

/** The admin header, in the product's order. */
export const ADMIN_LINKS = [
  { href: "/admin/verifyPosts", label: "Verify Posts" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/feedbacks", label: "Feedbacks" },
  { href: "/admin/rewards", label: "Rewards" },
  { href: "/admin/support", label: "Support Mails" },
  { href: "/admin/newsletterEmails", label: "Newsletter" },
  { href: "/admin/zoomlink", label: "Live Discussion" },
] as const;
