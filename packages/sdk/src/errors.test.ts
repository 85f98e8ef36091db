import { describe, expect, it } from "vitest";
import { invalidInput, isPnyxError, PnyxError } from "./errors";

describe("PnyxError", () => {
  it("says who refused: status 0 is the network, any other status the server, unless told", () => {
    expect(new PnyxError(0, "network_error", "offline").kind).toBe("network");
    expect(new PnyxError(404, "not_found", "No such article").kind).toBe("server");
    expect(new PnyxError(0, "not_in_room", "Not in the room", { kind: "server" }).kind).toBe("server");
    expect(new PnyxError(401, "unauthorized", "Please log in", { kind: "local" }).kind).toBe("local");
  });

  it("refuses bad input locally with the server's status for it", () => {
    const cause = new Error("zod");
    expect(invalidInput("Please write something.", cause)).toMatchObject({ status: 422, code: "invalid_input", kind: "local", cause });
  });

  it("keeps a 429's retry time", () => {
    expect(new PnyxError(429, "rate_limited", "Slow down", { retryAfter: 30 }).retryAfter).toBe(30);
    expect(new PnyxError(500, "internal_error", "x").retryAfter).toBeUndefined();
  });

  it("serialises with its message and kind, and prints as PnyxError", () => {
    const error = new PnyxError(429, "rate_limited", "Slow down", { retryAfter: 30, cause: new Error("raw") });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: "PnyxError",
      status: 429,
      code: "rate_limited",
      kind: "server",
      message: "Slow down",
      retryAfter: 30,
    });
    expect(error.name).toBe("PnyxError");
    expect(String(error)).toBe("PnyxError: Slow down");
    expect(error.stack?.startsWith("PnyxError: Slow down")).toBe(true);
  });

  it("is an Error that isPnyxError recognises", () => {
    const error = new PnyxError(403, "forbidden", "No");
    expect(error).toBeInstanceOf(Error);
    expect(isPnyxError(error)).toBe(true);
    expect(isPnyxError(new Error("No"))).toBe(false);
  });

  it("types unknown future codes too", () => {
    const code: PnyxError["code"] = "a_code_from_a_newer_server";
    expect(new PnyxError(409, code, "x").code).toBe(code);
  });
});
