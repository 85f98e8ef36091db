/** Query keys of every Pnyx query, in one place so invalidation and realtime patches agree. */
export const pnyxKeys = {
  all: ["pnyx"] as const,
  health: () => [...pnyxKeys.all, "health"] as const,
  /** Auth results held in the cache (they carry a session): removed when the session ends. */
  auth: () => [...pnyxKeys.all, "auth"] as const,
  /** Results of a verification link; kept for the page's life so a re-render never re-sends a single-use token. */
  verifyEmail: (token: string) => [...pnyxKeys.auth(), "verify-email", token] as const,
  /** Public data about members: refetched (not dropped) when the viewer logs in or out. */
  users: {
    all: () => [...pnyxKeys.all, "users"] as const,
    profile: (name: string) => [...pnyxKeys.users.all(), "profile", name.toLowerCase()] as const,
    posts: (name: string) => [...pnyxKeys.users.all(), "posts", name.toLowerCase()] as const,
    comments: (name: string) => [...pnyxKeys.users.all(), "comments", name.toLowerCase()] as const,
  },
  /** Data only the logged-in member may see: removed from the cache on logout. */
  member: {
    all: () => [...pnyxKeys.all, "member"] as const,
    level: (username: string) => [...pnyxKeys.member.all(), "level", username] as const,
  },
  /** Data only administrators may see: removed from the cache on admin logout. */
  admin: {
    all: () => [...pnyxKeys.all, "admin"] as const,
  },
};
