/** What each key comes to when every occurrence of it in `keys` counts `each` (a batch's moves, summed per target). */
export function tally(keys: readonly string[], each: number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + each);
  return totals;
}
