import { createHmac } from "node:crypto";
import { addressNetwork } from "../../platform/client-ip";

/** How many addresses an account remembers (the most recent successful logins). */
export const KNOWN_ADDRESSES = 10;

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
