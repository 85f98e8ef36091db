/**
 * A case-insensitive "contains" pattern for user text: every regex metacharacter is escaped, so input
 * like `(a+)+$` is matched literally and cannot make the engine backtrack. Control characters become
 * `\xNN` escapes: a BSON regex is a C string, so a raw NUL in its source cannot even be sent.
 */
export function containsPattern(text: string): RegExp {
  const literal = text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
  return new RegExp(literal, "i");
}
