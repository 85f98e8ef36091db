import { describe, expect, it } from "bun:test";
import { addressNetwork } from "../../platform/client-ip";
import { addressKey, KNOWN_ADDRESSES, rememberAddressUpdates } from "./known-addresses";

describe("known addresses", () => {
  it("trusts an IPv4 address as is, an IPv6 one by its /64, and never an unknown one", () => {
    expect(addressNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("2001:db8:0:12::1")).toBe("2001:db8:0:12::/64");
    expect(addressNetwork("2001:0db8:0000:0012:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:12::/64");
    expect(addressNetwork("[2001:db8::1%eth0]")).toBe("2001:db8:0:0::/64");
    expect(addressNetwork("::ffff:c000:207")).toBe("192.0.2.7");
    expect(addressNetwork("unknown")).toBeNull();
    expect(addressNetwork("")).toBeNull();
  });

  it("keys an address per account, without the address in it", () => {
    const a = addressKey("secret", "account-a", "203.0.113.7")!;
    expect(a).not.toContain("203");
    expect(addressKey("secret", "account-a", "203.0.113.7")).toBe(a);
    expect(addressKey("secret", "account-b", "203.0.113.7")).not.toBe(a);
    expect(addressKey("other secret", "account-a", "203.0.113.7")).not.toBe(a);
    expect(addressKey("secret", "account-a", "unknown")).toBeNull();
  });

  it("moves an address to the end of a bounded list, and does nothing when it is already last", () => {
    expect(rememberAddressUpdates(["x", "k"], "k")).toEqual([]);
    expect(rememberAddressUpdates(["k", "x"], null)).toEqual([]);
    const [pull, push] = rememberAddressUpdates(["k", "x"], "k");
    expect(pull!.update).toEqual({ $pull: { knownAddresses: "k" } });
    expect(push!.update).toEqual({ $push: { knownAddresses: { $each: ["k"], $slice: -KNOWN_ADDRESSES } } });
  });
});
