// Options shared by every mingo call: no server-side JavaScript, strict MongoDB semantics.
// Also a fast path for compiling filters: mingo's public Query copies its whole operator
// table on every construction (~30% of a point lookup), so we build one options object
// holding the full operator context and reuse it.
import { Aggregator, Query } from "mingo";
import { Aggregator as BaseAggregator } from "mingo/aggregator";
import { Context } from "mingo/core";
import * as accumulator from "mingo/operators/accumulator";
import * as expression from "mingo/operators/expression";
import * as pipeline from "mingo/operators/pipeline";
import * as projection from "mingo/operators/projection";
import * as query from "mingo/operators/query";
import * as window from "mingo/operators/window";
import { Query as BaseQuery } from "mingo/query";
import type { Options } from "mingo/types";
import { collatedContext } from "./collated-operators.js";
import type { Collation } from "./collation.js";

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

const collatedContexts = new WeakMap<Collation, Context>();

/**
 * mingo's full operator context with the collation's comparisons first. mingo's public Query and
 * Aggregator merge a given context under their own (theirs wins), so this one goes to the base classes.
 */
function fullCollatedContext(collation: Collation): Context {
  let context = collatedContexts.get(collation);
  if (!context) {
    const full = Context.init({ accumulator, expression, pipeline, projection, query, window } as never);
    context = Context.from(collatedContext(collation), full);
    collatedContexts.set(collation, context);
  }
  return context;
}

/** Options for a mingo query or pipeline under a command's `let` variables and collation. */
export function commandOptions(variables?: Record<string, unknown>, collation?: Collation | null): Partial<Options> {
  return mingoOptions({ ...(variables ? { variables } : {}), ...(collation ? { context: fullCollatedContext(collation) } : {}) });
}

/** A mingo aggregation: options carrying a full context (a collation's) go to the base class. */
export function newAggregator(stages: object[], options: Partial<Options>): BaseAggregator {
  return options.context ? new BaseAggregator(stages as never, options) : new Aggregator(stages as never, options);
}

/** A compiled mingo query (test() for filtering, find() for projections). */
export function compileQuery(filter: object, variables?: Record<string, unknown>, collation?: Collation | null): BaseQuery<object> {
  // A command's `let` or collation needs options of its own (rare: the shared fast path has none).
  if (collation) return new BaseQuery(filter as never, commandOptions(variables, collation));
  if (variables) return new Query(filter as never, commandOptions(variables));
  const opts = sharedOptions();
  if (opts) return new BaseQuery(filter as never, opts);
  return new Query(filter as never, mingoOptions());
}
