import type { Endpoint, EndpointAuth } from "@pnyx/contract";
import { Elysia } from "elysia";
import type { z } from "zod";
import type { AdminCaller, Auth, Caller, MemberCaller } from "./auth";
import { clientIp } from "./client-ip";
import type { ResponseCache } from "./response-cache";

type CallerFor<A extends EndpointAuth | undefined> = A extends "member"
  ? MemberCaller
  : A extends "admin"
    ? AdminCaller
    : A extends "optional"
      ? MemberCaller | null
      : null;

type InputOf<E extends Endpoint> = E["request"] extends z.ZodType ? z.output<E["request"]> : undefined;

export interface HandlerContext<E extends Endpoint> {
  /** The request body (or query for GET), already validated and normalised by the contract schema. */
  input: InputOf<E>;
  caller: CallerFor<E["auth"]>;
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
  gate?: AuthGate;
}

/**
 * Checks who is calling before Elysia reads the body: mounted endpoints register their auth level
 * here, and the gate's request hook authenticates member and admin calls first, so an anonymous
 * client cannot make the server parse a large body it will refuse anyway.
 */
export class AuthGate {
  private readonly levels = new Map<string, EndpointAuth>();
  readonly callers = new WeakMap<Request, Caller | null>();

  register(method: string, path: string, level: EndpointAuth): void {
    this.levels.set(`${method} ${path}`, level);
  }

  plugin(auth: Auth) {
    // onRequest runs for every request of the app, before routing and body parsing.
    return new Elysia({ name: "pnyx/auth-gate" }).onRequest(async ({ request }) => {
      const url = request.url;
      const start = url.indexOf("/", url.indexOf("//") + 2);
      const query = url.indexOf("?", start);
      const level = this.levels.get(`${request.method} ${url.slice(start, query === -1 ? undefined : query)}`);
      if (level === "member" || level === "admin") this.callers.set(request, await auth.authenticate(request, level));
    });
  }
}

/** A read endpoint whose answer is the same for every caller may be served from the response cache. */
export interface CacheRule<E extends Endpoint> {
  key: (input: InputOf<E>) => string;
  tags: (input: InputOf<E>) => readonly string[];
  ttlMs: number;
}

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

/**
 * Mounts one contract endpoint: its method and path, its request schema as the body (or query)
 * validator, its response schema, and its auth level, checked before the body is even validated.
 */
export function mount<E extends Endpoint>(
  deps: EndpointDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<z.input<E["response"]>> | z.input<E["response"]>,
  options: { cache?: CacheRule<E> } = {},
) {
  const cache = options.cache && deps.cache ? { rule: options.cache, store: deps.cache } : null;
  // Concurrent misses of one key wait for a single computation instead of each running it.
  const inFlight = new Map<string, Promise<string>>();
  const level = endpoint.auth ?? "public";
  const callers = new WeakMap<Request, Caller | null>();
  deps.gate?.register(endpoint.method, endpoint.path, level);
  const inputKey = endpoint.method === "GET" ? "query" : "body";

  return new Elysia({ name: `endpoint:${endpoint.method} ${endpoint.path}` }).route(
    endpoint.method,
    endpoint.path,
    (async (ctx: RouteContext) => {
      const input = endpoint.request ? (inputKey === "query" ? ctx.query : ctx.body) : undefined;
      if (cache) {
        // Cached answers are sent as they were stored: validated against the response schema once, when made.
        const key = `${endpoint.path}|${cache.rule.key(input as InputOf<E>)}`;
        const hit = cache.store.get(key);
        if (hit !== undefined) return new Response(hit, { headers: JSON_HEADERS });
        let pending = inFlight.get(key);
        if (!pending) {
          pending = (async () => {
            const result = endpoint.response.parse(
              await handler({ input: input as InputOf<E>, caller: null as CallerFor<E["auth"]>, ip: "", request: ctx.request, rawBody: ctx.body, set: ctx.set }),
            );
            const json = JSON.stringify(result);
            cache.store.set(key, cache.rule.tags(input as InputOf<E>), json, cache.rule.ttlMs);
            return json;
          })().finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        return new Response(await pending, { headers: JSON_HEADERS });
      }
      return handler({
        input: input as InputOf<E>,
        caller: (callers.get(ctx.request) ?? null) as CallerFor<E["auth"]>,
        ip: clientIp(ctx.request, deps.trustProxy),
        request: ctx.request,
        rawBody: ctx.body,
        set: ctx.set,
      });
    }) as never,
    {
      async transform(ctx: RouteContext) {
        const checked = deps.gate?.callers.get(ctx.request);
        callers.set(ctx.request, checked !== undefined ? checked : await deps.auth.authenticate(ctx.request, level));
      },
      ...(endpoint.request ? { [inputKey]: endpoint.request } : {}),
      // A cached endpoint checks its answer itself, once, when it is made.
      ...(cache ? {} : { response: endpoint.response }),
    } as never,
  );
}

/** The part of Elysia's context this adapter reads (Elysia's own generics cannot follow a generic endpoint). */
interface RouteContext {
  request: Request;
  query: unknown;
  body: unknown;
  set: HandlerContext<Endpoint>["set"];
}
