import { ObjectId } from "bson";
import { describe, expect, it } from "vitest";
import { compareValues } from "./bson-order.js";

const sign = (n: number) => Math.sign(n);
const randomHex = () => Array.from({ length: 24 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("");

describe("ObjectId order", () => {
  it("is the order of their bytes (their hex strings), high bytes and equal prefixes included", () => {
    const ids = [
      ...Array.from({ length: 400 }, randomHex),
      "ffffffffffffffffffffffff",
      "000000000000000000000000",
      "800000000000000000000000",
      "7fffffffffffffffffffffff",
      "0000000000000000000000ff",
      "0000000000000000000000fe",
      "00000000000080000000000f",
    ];
    for (let i = 0; i < 3000; i++) {
      const a = ids[Math.floor(Math.random() * ids.length)]!;
      const b = Math.random() < 0.1 ? a : ids[Math.floor(Math.random() * ids.length)]!;
      const expected = a < b ? -1 : a > b ? 1 : 0;
      expect(sign(compareValues(new ObjectId(a), new ObjectId(b)))).toBe(expected);
    }
  });

  it("ranks ObjectIds among other types as MongoDB does (after strings and objects, before booleans)", () => {
    const id = new ObjectId();
    expect(compareValues("zzz", id)).toBeLessThan(0);
    expect(compareValues({ a: 1 }, id)).toBeLessThan(0);
    expect(compareValues(id, true)).toBeLessThan(0);
    expect(compareValues(id, new ObjectId(id.toHexString()))).toBe(0);
  });
});
