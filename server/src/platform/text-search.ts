/**
 * A case-insensitive "contains" pattern for user text: every regex metacharacter is escaped, so input
 * like `(a+)+$` is matched literally and cannot make the engine backtrack.
 */
export function containsPattern(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"), "i");
}
