import type { Endpoint } from "@pnyx/contract";
import type { z } from "zod";
import type { Caller } from "./auth";
import { HttpError } from "./errors";
import type { ResponseCache } from "./response-cache";

/** An endpoint's input as its request schema gives it to handlers. */
export type InputOf<E extends Endpoint> = E["request"] extends z.ZodType ? z.output<E["request"]> : undefined;

/** A read endpoint whose answer is the same for every caller may be served from the response cache. */
export interface CacheRule<E extends Endpoint> {
  key: (input: InputOf<E>) => string;
  tags: (input: InputOf<E>) => readonly string[];
  ttlMs: number;
  /**
   * The cached answer is the public one, computed for no caller. When that is a 404 and there is a
   * caller, the answer is computed for them and never kept (a post awaiting review, which only its
   * author may read).
   */
  privateFallback?: boolean;
  /**
   * What a signed-in caller sees besides the kept answer (their own writing that others do not see,
   * such as an opinion awaiting a moderator's decision): null when nothing, and the kept answer is
   * sent; else their answer, made from the kept one (`shared`), checked and never kept.
   */
  personal?: (input: InputOf<E>, caller: Caller, shared: () => z.output<E["response"]>) => Promise<z.output<E["response"]> | null>;
  /**
   * Fields that change too often to keep in the answer (an article's counts): the answer is kept
   * without them, and each request adds them as `read` gives them then. Every other field of a
   * kept answer must not change for as long as it is kept.
   */
  live?: {
    fields: ReadonlyArray<keyof z.output<E["response"]> & string>;
    /** The fields' values now (throws, as a handler does, when what they belong to is gone). */
    read: (input: InputOf<E>) => Promise<Partial<z.output<E["response"]>>>;
  };
}

/**
 * The caching half of a route (endpoint.ts `mount` is the other): answers kept in the response cache
 * under `<path>|<rule key>`, computed once for no caller and validated against the response schema
 * once, when made; concurrent misses of one key wait for one computation; live fields added per
 * request; a public 404 computed again for the caller when the rule has a private fallback.
 */
export function createCachedAnswers<E extends Endpoint>(endpoint: E, rule: CacheRule<E>, store: ResponseCache) {
  const live = rule.live;
  // Concurrent misses of one key wait for a single computation instead of each running it.
  const inFlight = new Map<string, Promise<string>>();

  /** A kept answer (an object's JSON) with its live fields as they are now. */
  async function withLive(json: string, input: InputOf<E>): Promise<string> {
    if (!live) return json;
    const tail = JSON.stringify(await live.read(input));
    return tail === "{}" ? json : `${json.slice(0, -1)}${json === "{}" ? "" : ","}${tail.slice(1)}`;
  }

  function compute(key: string, input: InputOf<E>, run: (caller: Caller | null) => Promise<unknown> | unknown): Promise<string> {
    let pending = inFlight.get(key);
    if (pending) return pending;
    pending = (async () => {
      const startedAt = store.now();
      // The same for everyone: computed for no caller.
      const answer = endpoint.response.parse(await run(null));
      const json = JSON.stringify(live ? withoutFields(answer, live.fields) : answer);
      store.set(key, rule.tags(input), json, rule.ttlMs, startedAt);
      return json;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  /** The kept answer, or the caller's own made from it (`personal`). */
  async function forCaller(json: string, input: InputOf<E>, caller: Caller | null): Promise<string> {
    if (!rule.personal || !caller) return json;
    const own = await rule.personal(input, caller, () => JSON.parse(json) as z.output<E["response"]>);
    return own === null ? json : JSON.stringify(endpoint.response.parse(own));
  }

  return {
    /** The answer's JSON for `input`: kept, or computed by `run` (for no caller) and kept. */
    async answer(input: InputOf<E>, caller: Caller | null, run: (caller: Caller | null) => Promise<unknown> | unknown): Promise<string> {
      const key = `${endpoint.path}|${rule.key(input)}`;
      const hit = store.get(key);
      if (hit !== undefined) return forCaller(await withLive(hit, input), input, caller);
      try {
        return await forCaller(await withLive(await compute(key, input, run), input), input, caller);
      } catch (error) {
        if (!rule.privateFallback || !caller || !(error instanceof HttpError && error.status === 404)) throw error;
        return JSON.stringify(endpoint.response.parse(await run(caller)));
      }
    },
  };
}

/** The answer's JSON object without these fields (added back per request: CacheRule.live). */
function withoutFields(answer: unknown, fields: readonly string[]): unknown {
  const kept = { ...(answer as Record<string, unknown>) };
  for (const field of fields) delete kept[field];
  return kept;
}
