import { createHmac } from "node:crypto";

/** How many addresses an account remembers (the most recent successful logins). */
export const KNOWN_ADDRESSES = 10;

/**
 * The network an address stands for: IPv4 as is, IPv6 by its /64 (one household or device keeps its
 * /64 while privacy extensions change the rest), IPv4-mapped IPv6 as IPv4. Null when the address is
 * unknown, so that "no address" is never trusted.
 */
export function addressNetwork(ip: string): string | null {
  let address = ip.trim().toLowerCase();
  if (address === "" || address === "unknown") return null;
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  address = address.replace(/%.*$/, ""); // IPv6 zone
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length < 4 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g) && !/^\d{1,3}(?:\.\d{1,3}){3}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * What an account stores about an address it was logged into from: a keyed hash (HMAC-SHA-256 with
 * the server secret) of the account id and the address's network, so the database holds no readable
 * address and the same address looks different on every account.
 */
export function addressKey(secret: string, accountId: string, ip: string): string | null {
  const network = addressNetwork(ip);
  if (!network) return null;
  return createHmac("sha256", secret).update(`known-address\0${accountId}\0${network}`).digest("base64url");
}

/**
 * The updates (filter and update, in order) that move `key` to the end of an account's list of known
 * addresses (most recent last), keeping at most KNOWN_ADDRESSES; none when the list already ends with
 * it. Two updates, since one cannot pull and push the same array; the push is skipped when a
 * concurrent login already added the key.
 */
export function rememberAddressUpdates(known: readonly string[] | null | undefined, key: string | null) {
  if (key === null || known?.at(-1) === key) return [];
  return [
    { filter: {}, update: { $pull: { knownAddresses: key } } },
    { filter: { knownAddresses: { $ne: key } }, update: { $push: { knownAddresses: { $each: [key], $slice: -KNOWN_ADDRESSES } } } },
  ];
}
