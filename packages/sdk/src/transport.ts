import type { Endpoint, EndpointRequest, EndpointResponse } from "@pnyx/contract";
import type { z } from "zod";
import { FetchError, ofetch, type $Fetch } from "ofetch";
import { PnyxError } from "./errors";

export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

export interface TransportOptions {
  /** Origin of the Pnyx server, e.g. "https://pnyx.example"; "" means the page's own origin. */
  baseUrl: string;
  /** Supplies the bearer token for each call; embedders may plug in their own. */
  getToken?: TokenProvider;
  /** A fetch implementation (tests, server-side rendering); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export interface Transport {
  call<E extends Endpoint>(endpoint: E, input?: EndpointRequest<E>): Promise<EndpointResponse<E>>;
}

/** Sends one contract endpoint over HTTP and parses the answer with the endpoint's own schema. */
export function createTransport(options: TransportOptions): Transport {
  const $fetch: $Fetch = ofetch.create({
    baseURL: options.baseUrl,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    async call(endpoint, input) {
      const headers: Record<string, string> = { accept: "application/json" };
      const token = await options.getToken?.();
      if (token) headers.authorization = `Bearer ${token}`;

      const body = endpoint.request ? validateInput(endpoint.request, input) : undefined;
      let raw: unknown;
      try {
        raw = await $fetch(endpoint.path, {
          method: endpoint.method,
          headers,
          ...(endpoint.method === "GET" ? { query: body as Record<string, unknown> | undefined } : { body: body as Record<string, unknown> }),
        });
      } catch (error) {
        throw toPnyxError(error);
      }
      const parsed = endpoint.response.safeParse(raw);
      if (!parsed.success) {
        throw new PnyxError(200, "invalid_response", `Unexpected response from ${endpoint.path}`, { cause: parsed.error });
      }
      return parsed.data as EndpointResponse<typeof endpoint>;
    },
  };
}

/** Bad input never leaves the client: it fails the same way the server would refuse it. */
function validateInput(schema: z.ZodType, input: unknown): unknown {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new PnyxError(0, "invalid_input", first?.message ?? "Invalid input", { cause: parsed.error });
}

function toPnyxError(error: unknown): PnyxError {
  if (error instanceof FetchError && error.response) {
    return PnyxError.fromResponse(error.response.status, error.data, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PnyxError(0, "network_error", `Could not reach the server: ${message}`, { cause: error });
}
