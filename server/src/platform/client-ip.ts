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
