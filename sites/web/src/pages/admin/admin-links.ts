/** Where an administrator lands after login (the product's /admin/verifyPosts). */
export const ADMIN_HOME = "/admin/verifyPosts";

/** The admin header, in the product's order; then what Pnyx added: the audit log, the publishers and the moderation queue. */
export const ADMIN_LINKS = [
  { href: "/admin/verifyPosts", label: "Verify Posts" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/feedbacks", label: "Feedbacks" },
  { href: "/admin/rewards", label: "Rewards" },
  { href: "/admin/support", label: "Support Mails" },
  { href: "/admin/newsletterEmails", label: "Newsletter" },
  { href: "/admin/zoomlink", label: "Live Discussion" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/publishers", label: "Publishers" },
  { href: "/admin/moderation", label: "Moderation" },
] as const;
