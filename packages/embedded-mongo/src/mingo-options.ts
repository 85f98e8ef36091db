// Options shared by every mingo call: no server-side JavaScript, strict MongoDB semantics.
// Also a fast path for compiling filters: mingo's public Query copies its whole operator
// table on every construction (~30% of a point lookup), so we build one options object
// holding the full operator context and reuse it.
import { Query } from "mingo";
import { Context } from "mingo/core";
import { Query as BaseQuery } from "mingo/query";
import type { Options } from "mingo/types";

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  return { scriptEnabled: false, useStrictMode: true, ...extra };
}

let shared: Partial<Options> | undefined | null;

/** mingo's internal ComputeOptions carrying the full operator context, captured once. */
function sharedOptions(): Partial<Options> | null {
  if (shared !== undefined) return shared;
  shared = null;
  try {
    let captured: unknown;
    const capture = Context.init({
      query: {
        $__pnyxCapture: ((_selector: unknown, _value: unknown, options: unknown) => {
          captured = options;
          return () => true;
        }) as never,
      },
    });
    new Query({ x: { $__pnyxCapture: 1 } }, mingoOptions({ context: capture }));
    const probe = captured ? new BaseQuery({ a: { $in: [1] } }, captured as Partial<Options>) : undefined;
    if (probe && probe.test({ a: 1 }) && !probe.test({ a: 2 })) shared = captured as Partial<Options>;
  } catch {
    shared = null;
  }
  return shared;
}

/** A compiled mingo query (test() for filtering, find() for projections). */
export function compileQuery(filter: object, variables?: Record<string, unknown>): BaseQuery<object> {
  // A command's `let` needs options of its own (rare: the shared fast path has none).
  if (variables) return new Query(filter as never, mingoOptions({ variables }));
  const opts = sharedOptions();
  if (opts) return new BaseQuery(filter as never, opts);
  return new Query(filter as never, mingoOptions());
}
