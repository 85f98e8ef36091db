// Ids for fixtures: canonical (lower-case, 24 hex) as every answer of the server carries them.

/** The ids the fixtures use unless told otherwise. */
export const FIXTURE_IDS = {
  article: "65f000000000000000000001",
  otherArticle: "65f000000000000000000002",
  opinion: "65f0000000000000000000c1",
  community: "66a000000000000000000005",
} as const;

const CANONICAL_ID = /^[0-9a-f]{24}$/;

let counter = 0;
/** A fresh canonical id, distinct from every other one this process made (prefix: up to 8 hex digits). */
export function anId(prefix = "6600"): string {
  if (!/^[0-9a-f]{0,8}$/.test(prefix)) throw new Error(`anId: the prefix must be lower-case hex, got "${prefix}"`);
  counter += 1;
  return `${prefix}${counter.toString(16).padStart(24 - prefix.length, "0")}`;
}

/**
 * Refuses a fixture whose id fields are not canonical. The contract types many answer ids as plain
 * strings (the server writes them), so this is the check that keeps "c1" or upper-case ids out of tests.
 */
export function assertCanonicalIds(name: string, value: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const id = value[field];
    if (id === null || id === undefined) continue;
    if (typeof id !== "string" || !CANONICAL_ID.test(id)) {
      throw new Error(`${name}: ${field} must be a canonical id (24 lower-case hex digits), got ${JSON.stringify(id)}`);
    }
  }
}
