/**
 * The address of the client behind a request. Bun knows the socket's peer address only in the
 * server's fetch handler, so the server records it here before handing the request to Elysia.
 */
const peers = new WeakMap<Request, string>();

export function rememberPeer(request: Request, address: string | undefined): void {
  if (address) peers.set(request, address);
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
  return peers.get(request) ?? "unknown";
}
