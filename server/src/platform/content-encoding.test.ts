import { describe, expect, it } from "bun:test";
import { chooseCoding, withVary } from "./content-encoding";

const both = ["br", "gzip"] as const;

describe("chooseCoding", () => {
  it("prefers brotli when both are accepted alike, as browsers send them", () => {
    expect(chooseCoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseCoding("br;q=1.0, gzip;q=1.0", both)).toBe("br");
  });

  it("falls back to gzip when brotli is not accepted or not offered", () => {
    expect(chooseCoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseCoding("x-gzip", both)).toBe("gzip");
    expect(chooseCoding("gzip, br", ["gzip"])).toBe("gzip");
  });

  it("follows the client's weights over the server's order", () => {
    expect(chooseCoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(chooseCoding("GZIP;Q=0.9, BR;Q=0.1", both)).toBe("gzip");
  });

  it("sends identity without a header, for codings it does not offer, or when nothing is offered", () => {
    expect(chooseCoding(null, both)).toBeNull();
    expect(chooseCoding("", both)).toBeNull();
    expect(chooseCoding("identity", both)).toBeNull();
    expect(chooseCoding("deflate, zstd", both)).toBeNull();
    expect(chooseCoding("gzip, br", [])).toBeNull();
  });

  it("treats q=0 as a refusal, also through *", () => {
    expect(chooseCoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseCoding("br;q=0, gzip;q=0.000", both)).toBeNull();
    expect(chooseCoding("*;q=0", both)).toBeNull();
    expect(chooseCoding("*, br;q=0", both)).toBe("gzip");
    expect(chooseCoding("*", both)).toBe("br");
  });

  it("refuses a coding whose weight is malformed rather than guess", () => {
    expect(chooseCoding("br;q=2, gzip", both)).toBe("gzip");
    expect(chooseCoding("br;q=abc, gzip;q=0.5", both)).toBe("gzip");
    expect(chooseCoding("br;q=", both)).toBeNull();
  });

  it("keeps the more cautious weight of a coding named twice", () => {
    expect(chooseCoding("br, gzip, br;q=0", both)).toBe("gzip");
  });
});

describe("withVary", () => {
  it("adds a field once, keeping what is there", () => {
    expect(withVary(undefined, "Accept-Encoding")).toBe("Accept-Encoding");
    expect(withVary("Origin", "Accept-Encoding")).toBe("Origin, Accept-Encoding");
    expect(withVary("Origin, accept-encoding", "Accept-Encoding")).toBe("Origin, accept-encoding");
    expect(withVary("*", "Accept-Encoding")).toBe("*");
  });
});
