import { Types } from "mongoose";
import { intentKinds } from "../intent-kinds";
import type { Models } from "../models";
import { storedKey, type IntentKey } from "../platform/intents";
import { createReconciler, type ReconcilerOptions } from "../platform/reconciler";
import type { Runtime } from "../runtime";

/** An instance id nobody runs under (no heartbeat): its unfinished writes are repaired by anyone. */
export const DEAD_INSTANCE = "65f0000000000000000dead0";

/**
 * An unfinished intent of a dead instance, as a write killed between its intent and its effects
 * leaves it (the test then stores the records the write stored, and none of its effects).
 */
export function cutShort(models: Pick<Models, "WriteIntent">, keys: IntentKey[], instance = DEAD_INSTANCE) {
  return models.WriteIntent.collection.insertOne({
    _id: new Types.ObjectId().toString() as never,
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
