/** Query keys of every Pnyx query, in one place so invalidation and realtime patches agree. */
export const pnyxKeys = {
  all: ["pnyx"] as const,
  health: () => [...pnyxKeys.all, "health"] as const,
};
