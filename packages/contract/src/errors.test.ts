import { describe, expect, it } from "vitest";
import { ERROR_CODES, ErrorBody } from "./errors";

// That the server sends no code missing here is checked on its side: server/src/error-codes.test.ts.
describe("ERROR_CODES", () => {
  it("are snake_case, as ErrorBody requires, and distinct", () => {
    const values = Object.values(ERROR_CODES);
    for (const code of values) expect(ErrorBody.safeParse({ code, message: "x" }).success).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});
