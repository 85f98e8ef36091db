import { ERROR_CODES, type Endpoint, type EndpointAuth } from "@pnyx/contract";
import { Elysia } from "elysia";
import { toJSONSchema, type z } from "zod";
import type { AdminCaller, Auth, Caller, MemberCaller } from "./auth";
import { clientIp } from "./client-ip";
import { createCachedAnswers, type CacheRule, type InputOf } from "./cached-answers";
import { HttpError } from "./errors";
import { cacheControlFor } from "./http-cache";
import { readBody } from "./request-body";
import type { ResponseCache } from "./response-cache";

export type { CacheRule } from "./cached-answers";

type CallerFor<A extends EndpointAuth | undefined> = A extends "member"
  ? MemberCaller
  : A extends "admin"
    ? AdminCaller
    : A extends "optional"
      ? MemberCaller | null
      : null;

export interface HandlerContext<E extends Endpoint> {
  /** The request body (or query for GET), already validated and normalised by the contract schema. */
  input: InputOf<E>;
  caller: CallerFor<E["auth"]>;
  /** The client's address (client-ip.ts), asked for only when read. */
  ip: string;
  request: Request;
  /** The raw parsed body, for multipart endpoints whose fields the handler validates itself. */
  rawBody: unknown;
  set: { status?: number | string; headers: Record<string, string | number> };
}

export interface EndpointDeps {
  auth: Auth;
  trustProxy: boolean;
  cache?: ResponseCache;
  /** Refuses a state change a browser sends for another site's page (origin-guard.ts); none: all pass. */
  sameSite?: (request: Request) => void | Promise<void>;
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Mounts one contract endpoint: its method and path, its auth level (checked before the body is
 * read), its request schema (checked before the handler runs), its response schema, and, for a
 * GET, the Cache-Control of its answers (http-cache.ts: public only for a cache rule's answers,
 * which are the same for everyone; a handler may declare its own).
 */
export function mount<E extends Endpoint>(
  deps: EndpointDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<z.input<E["response"]>> | z.input<E["response"]>,
  options: { cache?: CacheRule<E> } = {},
) {
  const cached = options.cache && deps.cache ? createCachedAnswers(endpoint, options.cache, deps.cache) : null;
  const level = endpoint.auth ?? "public";
  const callers = new WeakMap<Request, Caller | null>();
  const inputKey = endpoint.method === "GET" ? "query" : "body";
  const shared = options.cache !== undefined;

  const changesState = endpoint.method !== "GET";
  /**
   * Whether the request may come in, and who is calling, checked once per request: in the parse
   * hook when there is a body, else in transform. A state change from another site's page is
   * refused before anything else.
   */
  async function authenticate(request: Request): Promise<void> {
    if (callers.has(request)) return;
    if (changesState) await deps.sameSite?.(request);
    callers.set(request, await deps.auth.authenticate(request, level, endpoint.embed === true));
  }

  return new Elysia({ name: `endpoint:${endpoint.method} ${endpoint.path}` }).route(
    endpoint.method,
    endpoint.path,
    async (ctx: RouteContext) => {
      const cacheControl = cacheControlFor({ method: endpoint.method, auth: level, shared, authorized: ctx.request.headers.has("authorization") });
      if (cacheControl !== undefined) ctx.set.headers["cache-control"] = cacheControl;
      const input = endpoint.request ? validate(endpoint.request, inputKey === "query" ? queryOf(ctx.request) : ctx.body) : undefined;
      // The address only where a handler reads it: asking Bun for it is a system call.
      const run = (caller: Caller | null, ip: () => string) =>
        handler({
          input: input as InputOf<E>,
          caller: caller as CallerFor<E["auth"]>,
          get ip() {
            return ip();
          },
          request: ctx.request,
          rawBody: ctx.body,
          set: ctx.set,
        });
      const peerIp = () => clientIp(ctx.request, deps.trustProxy);
      const caller = callers.get(ctx.request) ?? null;
      if (cached) {
        // Sent as text, which later hooks can read (http-cache.ts tags it, compression.ts compresses it).
        ctx.set.headers["content-type"] = JSON_TYPE;
        return cached.answer(input as InputOf<E>, caller, (as) => run(as, as ? peerIp : () => ""));
      }
      return run(caller, peerIp);
    },
    {
      // The route's own parse hook runs after routing and before the body is read: the caller is
      // authenticated first, whatever spelling of the path reached this route, so an anonymous client
      // cannot make the server read a body it will refuse anyway. The body is then read with bounds.
      parse: [
        async (ctx: RouteContext, contentType: string) => {
          await authenticate(ctx.request);
          return readBody(ctx.request, contentType, endpoint.form === true);
        },
      ],
      async transform(ctx: RouteContext) {
        await authenticate(ctx.request);
      },
      // A cached endpoint checks its answer itself, once, when it is made.
      ...(cached ? {} : { response: endpoint.response }),
      detail: openApiDetail(endpoint),
    },
  );
}

/**
 * A GET request's query as the contract reads it: a name given once is a string, a name repeated
 * (`?urls=a&urls=b`) an array of its values in order, as the SDK sends arrays.
 */
function queryOf(request: Request): Record<string, string | string[]> {
  // No prototype: a parameter named __proto__ is just a name.
  const query: Record<string, string | string[]> = Object.create(null);
  const search = request.url.indexOf("?");
  if (search === -1) return query;
  for (const [name, value] of new URLSearchParams(request.url.slice(search + 1))) {
    const seen = query[name];
    if (seen === undefined) query[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else query[name] = [seen, value];
  }
  return query;
}

/**
 * Checks a request's input against the endpoint's schema. Done here rather than by Elysia, whose
 * validation error prints the whole rejected value into its message (seconds for a hostile body).
 * The message names the first offending field and never repeats the value.
 */
function validate(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join(".") ?? "";
  const text = issue?.message ?? "is invalid";
  throw new HttpError(422, ERROR_CODES.invalidInput, path ? `Invalid ${path}: ${text}` : `Invalid request: ${text}`);
}

/** The OpenAPI description of the endpoint's input, from the same schema that checks it. */
function openApiDetail(endpoint: Endpoint): Record<string, unknown> {
  if (!endpoint.request) return {};
  const schema = toJSONSchema(endpoint.request, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown>; required?: string[] };
  if (endpoint.method !== "GET") return { requestBody: { required: true, content: { "application/json": { schema } } } };
  return {
    parameters: Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      in: "query",
      required: schema.required?.includes(name) ?? false,
      schema: property,
    })),
  };
}

/** The part of Elysia's context this adapter reads (Elysia's own generics cannot follow a generic endpoint). */
interface RouteContext {
  request: Request;
  query: unknown;
  body: unknown;
  set: HandlerContext<Endpoint>["set"];
}
