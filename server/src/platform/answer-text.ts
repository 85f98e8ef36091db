/**
 * The text Elysia sends for a handler's value, when it is text at hand: a string as it is, a plain
 * object or array as its JSON (what Elysia writes for it). Anything else (a file, a stream, a
 * Response, bytes) is undefined: its bytes are not ours to read before it is sent.
 */
export function answerText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) return JSON.stringify(value);
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null ? JSON.stringify(value) : undefined;
}
