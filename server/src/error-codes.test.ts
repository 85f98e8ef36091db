import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ERROR_CODES } from "@pnyx/contract";
import { describe, expect, it } from "bun:test";

// ERROR_CODES is the one documented list of codes (the SDK types PnyxError.code from it): every
// error the server builds must use one of them.
const codes = new Set<string>(Object.values(ERROR_CODES));

/** The server's source files; tests and test helpers are left out (they may make up codes of their own). */
function serverSources(): Array<{ file: string; text: string }> {
  return (readdirSync(import.meta.dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test-support"))
    .map((file) => ({ file, text: readFileSync(join(import.meta.dir, file), "utf8") }));
}

describe("error codes", () => {
  it("every error the server builds carries a code of ERROR_CODES", () => {
    const unknown: string[] = [];
    let seen = 0;
    for (const { file, text } of serverSources()) {
      // `new HttpError(status, code, …)`, subclasses' `super(status, code, …)`, the error handler's
      // `body(code, …)` and the sockets' `new SocketRefusal(code, …)`.
      const calls = /(?:new HttpError|super)\(\s*\d{3}\s*,\s*([^,]+),|\bbody\(\s*("[^"]*")\s*,|new SocketRefusal\(\s*([^,]+),/g;
      for (const match of text.matchAll(calls)) {
        seen++;
        const argument = (match[1] ?? match[2] ?? match[3]!).trim();
        const literal = /^"([^"]*)"$/.exec(argument)?.[1];
        const named = /^ERROR_CODES\.(\w+)$/.exec(argument)?.[1];
        if (literal !== undefined ? !codes.has(literal) : !(named && named in ERROR_CODES)) unknown.push(`${file}: ${argument}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });
});
