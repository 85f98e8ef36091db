import { describe, expect, it } from "bun:test";
import { loadConfig } from "./config";

// A secret of its own, so no secret file is written under DATA_DIR.
const base = { JWT_SECRET: "config-test-secret-config-test-secret-01" };

describe("RATE_LIMITS", () => {
  it("is standard unless set", () => {
    expect(loadConfig(base).rateLimits).toBe("standard");
  });

  it("may be relaxed on a development or test server", () => {
    expect(loadConfig({ ...base, RATE_LIMITS: "relaxed" }).rateLimits).toBe("relaxed");
    expect(loadConfig({ ...base, RATE_LIMITS: "relaxed", NODE_ENV: "test" }).rateLimits).toBe("relaxed");
  });

  it("refuses relaxed limits in production, and unknown values, naming the variable", () => {
    expect(() => loadConfig({ ...base, RATE_LIMITS: "relaxed", NODE_ENV: "production" })).toThrow(/RATE_LIMITS=relaxed is for development only/);
    expect(() => loadConfig({ ...base, RATE_LIMITS: "off" })).toThrow(/RATE_LIMITS/);
  });
});
