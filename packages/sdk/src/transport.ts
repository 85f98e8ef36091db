import type { Endpoint, EndpointAuth, EndpointRequest, EndpointResponse } from "@pnyx/contract";
import type { z } from "zod";
import { FetchError, ofetch, type $Fetch } from "ofetch";
import { invalidInput, PnyxError } from "./errors";

export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** The message a member or admin call fails with when there is no token to send (the server's own words). */
export const LOGIN_REQUIRED_MESSAGE = "Please log in";

export interface TransportOptions {
  /** Origin of the Pnyx server, e.g. "https://pnyx.example"; "" means the page's own origin. */
  baseUrl: string;
  /** The member token, sent to "optional" and "member" endpoints. */
  getToken?: TokenProvider;
  /** The administrator token, sent to "admin" endpoints. */
  getAdminToken?: TokenProvider;
  /** A fetch implementation (tests, server-side rendering); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * Told when the server answered 401 to a call that carried a token: that token was revoked
   * (password reset, deleted account) or has expired.
   */
  onUnauthorized?: (slice: "member" | "admin", token: string) => void;
}

/** Per-call settings of `Transport.call`. */
export interface CallOptions {
  /** Sends this token instead of asking the provider (e.g. to revoke a session already forgotten locally). */
  token?: string;
}

export interface Transport {
  /** JSON call: input validated with the request schema, sent as query (GET) or JSON body. */
  call<E extends Endpoint>(endpoint: E, input?: EndpointRequest<E>, options?: CallOptions): Promise<EndpointResponse<E>>;
  /** Multipart call: the caller builds (and has validated) the form; token and parsing as `call`. */
  callForm<E extends Endpoint>(endpoint: E, form: FormData): Promise<EndpointResponse<E>>;
}

/** Sends one contract endpoint over HTTP and parses the answer with the endpoint's own schema. */
export function createTransport(options: TransportOptions): Transport {
  // ofetch takes a custom fetch in its second ("global") options; in the first it is ignored.
  const $fetch: $Fetch = ofetch.create({ baseURL: options.baseUrl, retry: 0 }, options.fetch ? { fetch: options.fetch } : {});

  /**
   * The token an endpoint needs, per its auth level (`given` instead of the provider's when set).
   * A required one that is missing fails at once, as the server's 401 would.
   */
  async function credentials(auth: EndpointAuth, given?: string): Promise<{ slice: "member" | "admin"; token: string } | null> {
    if (auth === "public") return null;
    const slice = auth === "admin" ? "admin" : "member";
    const token = given || (await (slice === "admin" ? options.getAdminToken : options.getToken)?.()) || null;
    if (token) return { slice, token };
    if (auth === "optional") return null;
    throw new PnyxError(401, "unauthorized", LOGIN_REQUIRED_MESSAGE, { kind: "local" });
  }

  async function send<E extends Endpoint>(
    endpoint: E,
    credential: { slice: "member" | "admin"; token: string } | null,
    payload: { query?: Record<string, unknown>; body?: Record<string, unknown> | FormData },
  ): Promise<EndpointResponse<E>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (credential) headers.authorization = `Bearer ${credential.token}`;
    let raw: unknown;
    try {
      raw = await $fetch(endpoint.path, { method: endpoint.method, headers, ...payload });
    } catch (error) {
      const failure = toPnyxError(error);
      if (failure.status === 401 && credential) options.onUnauthorized?.(credential.slice, credential.token);
      throw failure;
    }
    const parsed = endpoint.response.safeParse(raw);
    if (!parsed.success) {
      throw new PnyxError(200, "invalid_response", `Unexpected response from ${endpoint.path}`, { cause: parsed.error });
    }
    return parsed.data as EndpointResponse<E>;
  }

  return {
    async call(endpoint, input, callOptions = {}) {
      const credential = await credentials(endpoint.auth ?? "public", callOptions.token);
      const data = endpoint.request ? (validateInput(endpoint.request, input) as Record<string, unknown>) : undefined;
      return send(endpoint, credential, endpoint.method === "GET" ? { query: data } : { body: data });
    },
    async callForm(endpoint, form) {
      const credential = await credentials(endpoint.auth ?? "public");
      return send(endpoint, credential, { body: form });
    },
  };
}

/**
 * Bad input never leaves the client: it fails as the server would refuse it (422 `invalid_input`),
 * with kind "local" and the ZodError as `cause`.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw invalidInput(first?.message ?? "Invalid input", parsed.error);
}

function toPnyxError(error: unknown): PnyxError {
  if (error instanceof FetchError && error.response) {
    return PnyxError.fromResponse(error.response.status, error.data, error, retryAfterSeconds(error.response.headers.get("retry-after")));
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PnyxError(0, "network_error", `Could not reach the server: ${message}`, { cause: error });
}

/** A Retry-After header in seconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
