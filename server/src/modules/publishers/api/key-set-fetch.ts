// Reading a publisher's key set (JWKS) from the address an administrator registered, without letting
// that address reach inside: the host name is resolved here, every address it resolves to must be a
// public one, and the connection goes to exactly those checked addresses (node:http's `lookup`
// option is handed them, so no second resolution can answer differently: DNS rebinding). TLS still
// checks the certificate against the host name, and the request names it in Host and SNI.
import { promises as dns } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isLoopbackAddress, isPublicAddress } from "../../../platform/public-address";

/** Longest wait for a key set (connecting, resolving and reading together). */
export const KEY_SET_TIMEOUT_MS = 5_000;
/** Largest key set read: a few keys are a few kilobytes. */
export const KEY_SET_MAX_BYTES = 64 * 1024;
/** Host names a development server may fetch a key set from over http, on this machine only. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Every address a host name resolves to (an IP literal resolves to itself). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

const systemResolve: ResolveHost = async (hostname) => (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Why a key set's address is refused; the message is for administrators (registration) and the log. */
export class KeySetAddressRefused extends Error {}

export interface KeySetAddresses {
  /**
   * The checked addresses to connect to for a key set's URL: https, and every address the host
   * resolves to public (in development and test, http or https on localhost/127.0.0.1/[::1] too,
   * which then must resolve to this machine). Throws KeySetAddressRefused.
   */
  check(url: URL): Promise<string[]>;
}

export function createKeySetAddresses({
  env,
  resolve = systemResolve,
}: {
  env: "development" | "production" | "test";
  resolve?: ResolveHost;
}): KeySetAddresses {
  const loopbackAllowed = env !== "production";
  return {
    async check(url) {
      const local = loopbackAllowed && LOOPBACK_NAMES.has(url.hostname);
      if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
        throw new KeySetAddressRefused(
          loopbackAllowed ? "The key set must be served over https (or http on localhost)" : "The key set must be served over https",
        );
      }
      const hostname = url.hostname.replace(/^\[|\]$/g, "");
      let addresses: string[];
      try {
        addresses = await withTimeout(resolve(hostname), KEY_SET_TIMEOUT_MS);
      } catch {
        addresses = [];
      }
      if (addresses.length === 0) throw new KeySetAddressRefused(`The key set's host ${url.hostname} could not be resolved`);
      const refused = addresses.find((address) => !(local ? isLoopbackAddress(address) : isPublicAddress(address)));
      if (refused !== undefined) {
        throw new KeySetAddressRefused(
          `The key set's host ${url.hostname} resolves to ${refused}, a loopback, private, link-local or otherwise non-public address; it must be reachable on the public internet`,
        );
      }
      return addresses;
    },
  };
}

/**
 * A fetch for jose's createRemoteJWKSet (its `customFetch` option): GET over node:http(s) to the
 * addresses `addresses.check` allowed, at most KEY_SET_MAX_BYTES and KEY_SET_TIMEOUT_MS, never
 * following a redirect (jose refuses any answer but 200).
 */
export function createKeySetFetch(addresses: KeySetAddresses, { timeoutMs = KEY_SET_TIMEOUT_MS, maxBytes = KEY_SET_MAX_BYTES } = {}) {
  return async (href: string, init: { signal?: AbortSignal } = {}): Promise<Response> => {
    const url = new URL(href);
    const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const checked = await withTimeout(addresses.check(url), timeoutMs);
    signal.throwIfAborted();
    return get(url, pinnedLookup(checked), signal, maxBytes);
  };
}

/** A `lookup` that answers the checked addresses, whatever it is asked (the request asks for the URL's host). */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return ((_hostname: string, options: { all?: boolean } | ((...args: unknown[]) => void), callback?: (...args: unknown[]) => void) => {
    const answer = typeof options === "function" ? options : callback!;
    if (typeof options === "object" && options?.all) answer(null, entries);
    else answer(null, entries[0]!.address, entries[0]!.family);
  }) as LookupFunction;
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal, maxBytes: number): Promise<Response> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup, headers: { accept: "application/json, application/jwk-set+json", "user-agent": "Pnyx" } });
    const fail = (error: unknown) => {
      signal.removeEventListener("abort", abort);
      request.destroy();
      reject(error);
    };
    const abort = () => fail(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    request.on("error", fail);
    request.on("response", (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      // Anything but 200 is refused by jose without its body: none is read.
      if (status !== 200) return fail(new Error(`answered ${status}`));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(new Error(`sent more than ${maxBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on("error", fail);
      response.on("end", () => {
        signal.removeEventListener("abort", abort);
        if (size <= maxBytes) resolve(new Response(Buffer.concat(chunks), { status: 200 }));
      });
    });
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
