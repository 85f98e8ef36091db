import type { QueryClient } from "@tanstack/react-query";

// Live pushes reach every mounted listener of one client (two bells, two toast hosts): what each
// push does happens once per query cache, whoever hears it first.

const heard = new WeakMap<QueryClient, Set<string>>();

/** True the first time `key` is heard for this query cache, false every time after. */
export function firstHearing(queryClient: QueryClient, key: string): boolean {
  let keys = heard.get(queryClient);
  if (!keys) heard.set(queryClient, (keys = new Set()));
  if (keys.has(key)) return false;
  keys.add(key);
  return true;
}
