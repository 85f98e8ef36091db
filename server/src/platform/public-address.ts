// Whether an IP address is one on the public internet: what the server may connect to when an
// outsider (a publisher's registration) names the address, so no such address reaches inside.
import { isIPv4, isIPv6 } from "node:net";

/** An address as 16 bytes: IPv4 as its IPv4-mapped IPv6 form (::ffff:a.b.c.d). */
type Bytes = Uint8Array;

const v4 = (text: string): Bytes | null => {
  if (!isIPv4(text)) return null;
  const bytes = new Uint8Array(16);
  bytes[10] = 0xff;
  bytes[11] = 0xff;
  text.split(".").forEach((part, i) => {
    bytes[12 + i] = Number(part);
  });
  return bytes;
};

const v6 = (text: string): Bytes | null => {
  const bare = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(bare)) return null;
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes its two groups.
  const dotted = /\d+\.\d+\.\d+\.\d+$/.exec(bare)?.[0];
  const tail = dotted ? v4(dotted) : null;
  const group = (bytes: Bytes, at: number) => ((bytes[at]! << 8) | bytes[at + 1]!).toString(16);
  const hex = dotted && tail ? `${bare.slice(0, -dotted.length)}${group(tail, 12)}:${group(tail, 14)}` : bare;
  const [left = "", right] = hex.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(left);
  const rest = right === undefined ? [] : groups(right);
  const all = right === undefined ? head : [...head, ...Array<string>(8 - head.length - rest.length).fill("0"), ...rest];
  if (all.length !== 8) return null;
  const bytes = new Uint8Array(16);
  all.forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
};

const toBytes = (address: string): Bytes | null => v4(address) ?? v6(address);

/** A block as its first address's bytes and its prefix length over 128 bits (IPv4 blocks mapped: +96). */
const block = (cidr: string): [Bytes, number] => {
  const [address = "", bits = ""] = cidr.split("/");
  return [toBytes(address)!, Number(bits) + (isIPv4(address) ? 96 : 0)];
};

const inBlock = (bytes: Bytes, [base, bits]: [Bytes, number]) => {
  for (let i = 0; i < 16; i++) {
    const take = Math.min(8, Math.max(0, bits - i * 8));
    if (take === 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[i]! & mask) !== (base[i]! & mask)) return false;
  }
  return true;
};

/** Not on the public internet: this host, private networks, link-local, shared (CGNAT), reserved, documentation, multicast. */
const NOT_PUBLIC = [
  "0.0.0.0/8", // "this network", unspecified
  "10.0.0.0/8",
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, cloud metadata services
  "172.16.0.0/12",
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // documentation
  "192.168.0.0/16",
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, broadcast
  "::/128",
  "::1/128",
  "64:ff9b:1::/48", // local-use NAT64
  "100::/64", // discard
  "2001:db8::/32", // documentation
  "fc00::/7", // unique local (ULA)
  "fe80::/10", // link-local
  "fec0::/10", // site-local (deprecated)
  "ff00::/8", // multicast
].map(block);

/** IPv6 forms that carry an IPv4 address inside: judged by that address. */
const CARRIES_IPV4: Array<{ block: [Bytes, number]; at: number }> = [
  { block: block("::/96"), at: 12 }, // IPv4-compatible (deprecated)
  { block: block("64:ff9b::/96"), at: 12 }, // NAT64
  { block: block("2002::/16"), at: 2 }, // 6to4
];

const embedded = (bytes: Bytes): Bytes | null => {
  for (const { block: carrier, at } of CARRIES_IPV4) {
    // ::/96 holds :: and ::1 too, which NOT_PUBLIC names; anything else under it is an IPv4 address.
    if (inBlock(bytes, carrier)) return v4([...bytes.slice(at, at + 4)].join("."));
  }
  return null;
};

/** Whether the server may connect to this address for an outsider: false for anything but a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bytes = toBytes(address);
  if (!bytes || NOT_PUBLIC.some((range) => inBlock(bytes, range))) return false;
  const inner = embedded(bytes);
  return inner === null || !NOT_PUBLIC.some((range) => inBlock(inner, range));
}

/** Whether the address is this machine's own (127.0.0.0/8, ::1, or their IPv4-mapped forms). */
export function isLoopbackAddress(address: string): boolean {
  const bytes = toBytes(address);
  return bytes !== null && LOOPBACK.some((range) => inBlock(bytes, range));
}

const LOOPBACK = ["127.0.0.0/8", "::1/128"].map(block);
