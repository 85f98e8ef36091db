import { Types } from "mongoose";
import { intentKinds } from "../intent-kinds";
import type { Models } from "../models";
import { createWriteIntents, storedKey, type IntentKey, type WriteIntents } from "../platform/intents";
import { rawCollection } from "../platform/raw-collection";
import { createReconciler, type ReconcilerOptions } from "../platform/reconciler";
import type { Runtime } from "../runtime";

/** An instance id nobody runs under (no heartbeat): its unfinished writes are repaired by anyone. */
export const DEAD_INSTANCE = "65f0000000000000000dead0";

/**
 * An unfinished intent of a dead instance, as a write killed between its intent and its effects
 * leaves it (the test then stores the records the write stored, and none of its effects).
 */
export function cutShort(models: Pick<Models, "WriteIntent">, keys: IntentKey[], instance = DEAD_INSTANCE) {
  return rawCollection(models.WriteIntent).insertOne({
    _id: new Types.ObjectId().toString(),
    instance,
    keys: keys.map(storedKey),
    createdAt: new Date(),
    doneAt: null,
    claimedBy: null,
    claimedAt: null,
  });
}

/** A reconciler over the runtime's intent table, as every instance runs one. */
export function reconcilerOf(runtime: Runtime, options: Partial<Pick<ReconcilerOptions<Models>, "repaired" | "log">> = {}) {
  return createReconciler(runtime.deps.models, runtime.deps.intents, { table: intentKinds, deps: runtime.deps.models, log: () => {}, ...options });
}

/**
 * Another instance's intents, on the same database: its writes are the ones a test kills. `die()`
 * stops its heartbeat and says it is gone, as a kill -9 leaves it to the others (the reconciler takes
 * an instance without a heartbeat for dead; a killed one's stops too, only later).
 */
export function doomedInstance(runtime: Runtime): { intents: WriteIntents; die(): Promise<void> } {
  const intents = createWriteIntents(runtime.deps.models, intentKinds);
  return { intents, die: () => intents.stop() };
}

/** Something that is never answered, whatever is asked of it (a query's `.lean()`, a promise's `then`). */
const stuck: object = new Proxy(
  {},
  {
    get: (_, prop) => (prop === "then" ? () => {} : () => stuck),
  },
);

/**
 * The models with one call never answered (`path`: model, then property names, the last the method),
 * as a process killed at that call leaves its write: everything before it done, nothing after. `reached`
 * resolves when the write gets there.
 */
export function killedAt(models: Models, path: [keyof Models, ...string[]]): { models: Models; reached: Promise<void> } {
  const { promise: reached, resolve } = Promise.withResolvers<void>();
  const wrap = (target: object, rest: string[]): object =>
    new Proxy(target, {
      get(of, prop) {
        const value = Reflect.get(of, prop) as unknown;
        if (prop !== rest[0]) return typeof value === "function" ? value.bind(of) : value;
        if (rest.length > 1) return wrap(value as object, rest.slice(1));
        return () => {
          resolve();
          return stuck;
        };
      },
    });
  const [model, ...rest] = path;
  return { models: { ...models, [model]: wrap(models[model], rest) }, reached };
}
