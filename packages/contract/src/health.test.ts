import { describe, expect, it } from "vitest";
import { ErrorBody } from "./errors";
import { HealthResponse } from "./health";

describe("health contract", () => {
  it("accepts a well-formed health answer and rejects a wrong state", () => {
    const ok = { status: "ok", version: "0.0.0", uptimeSeconds: 1.5, database: "none", time: new Date().toISOString() };
    expect(HealthResponse.parse(ok)).toEqual(ok);
    expect(HealthResponse.safeParse({ ...ok, database: "maybe" }).success).toBe(false);
    expect(HealthResponse.safeParse({ ...ok, uptimeSeconds: -1 }).success).toBe(false);
  });
});

describe("error body", () => {
  it("requires a snake_case code and a message", () => {
    expect(ErrorBody.safeParse({ code: "not_found", message: "Not found" }).success).toBe(true);
    expect(ErrorBody.safeParse({ code: "Not Found", message: "x" }).success).toBe(false);
    expect(ErrorBody.safeParse({ code: "x" }).success).toBe(false);
  });
});
