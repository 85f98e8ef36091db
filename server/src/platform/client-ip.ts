/** What can tell a request's peer address: the Bun server that received it. */
export interface PeerSource {
  requestIP(request: Request): { address: string } | null;
}

/**
 * The address of the client behind a request. Bun knows the socket's peer address only through the
 * server that received the request, so the server records itself here before handing the request to
 * Elysia. The address is asked for only when a request needs it (a system call each time): most
 * requests, cached reads, never do.
 */
const peers = new WeakMap<Request, PeerSource>();

export function rememberPeer(request: Request, server: PeerSource): void {
  peers.set(request, server);
}

/**
 * Behind a proxy (TRUST_PROXY), the proxy appends the address it saw to X-Forwarded-For: the
 * rightmost entry is the one a client cannot forge. Otherwise the socket's peer address counts.
 */
export function clientIp(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  return peers.get(request)?.requestIP(request)?.address ?? "unknown";
}

/**
 * The network an address stands for: IPv4 as is, IPv6 by its /64 (one household or device holds a
 * whole /64, and privacy extensions change the rest at will), IPv4-mapped IPv6 as IPv4. Null when the
 * address is unknown, so that "no address" is never trusted. Per-address rate limits and the
 * addresses an account remembers count by it.
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
  // ::ffff:c000:207 is 192.0.2.7 too (written in hexadecimal).
  if (groups.length === 8 && groups.slice(0, 5).every((g) => /^0+$/.test(g)) && groups[5] === "ffff") {
    const [high, low] = [Number.parseInt(groups[6]!, 16), Number.parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
