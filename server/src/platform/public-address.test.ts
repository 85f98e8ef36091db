import { describe, expect, it } from "bun:test";
import { isLoopbackAddress, isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it("takes public unicast addresses, IPv4 and IPv6, and their mapped forms", () => {
    for (const address of [
      "93.184.216.34",
      "8.8.8.8",
      "1.1.1.1",
      "172.15.255.255",
      "172.32.0.1",
      "100.63.255.255",
      "2606:4700::1111",
      "::ffff:93.184.216.34",
      "::ffff:5db8:d822",
      "2002:5db8:d822::1",
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
  });

  it("refuses loopback, private, link-local, ULA, CGNAT, unspecified, multicast and reserved addresses, however written", () => {
    const inside = [
      ["127.0.0.1", "127.255.255.254", "::1", "[::1]", "0:0:0:0:0:0:0:1"], // loopback
      ["10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1"], // private
      ["169.254.169.254", "fe80::1", "fe80::1%eth0", "febf::1"], // link-local (cloud metadata)
      ["fc00::1", "fd12:3456::1"], // unique local
      ["100.64.0.1", "100.127.255.255"], // carrier-grade NAT
      ["0.0.0.0", "0.1.2.3", "::"], // unspecified, this network
      ["224.0.0.1", "239.255.255.250", "ff02::1", "255.255.255.255", "240.0.0.1"], // multicast, reserved
      ["192.0.2.1", "2001:db8::1", "198.18.0.1"], // documentation, benchmarking
      // IPv4 inside IPv6: mapped, compatible, NAT64, 6to4.
      [
        "::ffff:127.0.0.1",
        "::ffff:7f00:1",
        "::ffff:10.0.0.1",
        "::ffff:169.254.169.254",
        "::127.0.0.1",
        "64:ff9b::7f00:1",
        "64:ff9b::a9fe:a9fe",
        "2002:7f00:1::1",
        "2002:c0a8:101::",
      ],
      ["not an address", "", "1.2.3", "example.com"],
    ].flat();
    for (const address of inside) expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
  });
});

describe("isLoopbackAddress", () => {
  it("is this machine's own addresses only", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ["10.0.0.1", "93.184.216.34", "::", "fe80::1"]) expect(isLoopbackAddress(address)).toBe(false);
  });
});
