// Write intents (issue 36): a write that is several updates (its records, then their counters,
// points and figures) first stores what it will touch, and marks that done once every effect is
// applied. A kill between the two leaves an unfinished intent, which the reconciler finds and
// repairs by recounting what it names from the records. The cost is one insert per write batch
// before its records, and one update after (not waited for).
import { Types } from "mongoose";
import type { Models } from "../../models";
import { FINISHED_INTENTS_KEPT_S } from "./model";

/** How often a running instance says it is alive. */
export const HEARTBEAT_EVERY_MS = 5_000;
/**
 * A write still under way after this long is taken for cut short: its operations were lost with a
 * connection that died under them (a database restart), and would never finish or fail.
 */
export const STUCK_AFTER_MS = 30_000;

/** Keys of what a write touches (model.ts). */
export const intentKey = {
  target: (type: "article" | "comment" | "communityPost", id: string) => `${type}:${id}`,
  community: (id: string) => `community:${id}`,
  member: (username: string) => `member:${username}`,
};

export interface WriteIntent {
  /** Every effect is applied: the intent is kept a while for repairs that overlap it, then expires. */
  done(): void;
  /** The write failed after it began (the database went away): left unfinished, for the reconciler. */
  abandon(): void;
  /** Names more it will touch, found as it goes (a removed thread's repliers), before touching them. */
  add(keys: Iterable<string>): Promise<void>;
}

export interface WriteIntents {
  /** This process's id (a restart takes a new one). */
  readonly instance: string;
  /** Stores the intent before the write's records; resolves once it is durable. */
  begin(keys: Iterable<string>): Promise<WriteIntent>;
  /** Whether an intent of this instance is still being carried out here (and not stuck). */
  running(id: string): boolean;
  /** Stops the heartbeat and says this instance is gone. */
  stop(): Promise<void>;
}

export function createWriteIntents(models: Pick<Models, "WriteIntent" | "Instance">, now: () => Date = () => new Date()): WriteIntents {
  const instance = new Types.ObjectId().toString();
  /** The intents being carried out here, by when they began. */
  const running = new Map<string, number>();
  /**
   * Runs a database call whose failure only waits for the next turn. Mongoose throws at once (not
   * in the promise) while its connection is closed, and a throw in a timer would end the process.
   */
  const quietly = (call: () => Promise<unknown>) =>
    Promise.resolve()
      .then(call)
      .catch(() => {});
  const beat = () => quietly(() => models.Instance.updateOne({ _id: instance }, { $set: { heartbeatAt: now() } }, { upsert: true }));
  void beat();
  /** Finished intents are kept FINISHED_INTENTS_KEPT_S for repairs that overlap them, then removed. */
  const sweepFinished = () =>
    quietly(() => models.WriteIntent.collection.deleteMany({ doneAt: { $lt: new Date(now().getTime() - FINISHED_INTENTS_KEPT_S * 1000) } }));
  let beats = 0;
  const timer = setInterval(() => {
    void beat();
    if (++beats % 6 === 0) void sweepFinished();
  }, HEARTBEAT_EVERY_MS);
  (timer as { unref?: () => void }).unref?.();

  return {
    instance,
    async begin(keys) {
      const id = new Types.ObjectId().toString();
      running.set(id, Date.now());
      try {
        await models.WriteIntent.collection.insertOne({
          _id: id as never,
          instance,
          keys: [...new Set(keys)],
          createdAt: now(),
          doneAt: null,
          claimedBy: null,
          claimedAt: null,
        });
      } catch (error) {
        running.delete(id);
        throw error;
      }
      let finished = false;
      return {
        done() {
          if (finished) return;
          finished = true;
          // Not marked done (the database went away): the reconciler recounts it, which is harmless.
          void quietly(() => models.WriteIntent.collection.updateOne({ _id: id as never }, { $set: { doneAt: now() } })).then(() => running.delete(id));
        },
        abandon() {
          finished = true;
          running.delete(id);
        },
        async add(more) {
          await models.WriteIntent.collection.updateOne({ _id: id as never }, { $addToSet: { keys: { $each: [...new Set(more)] } } });
        },
      };
    },
    running: (id) => Date.now() - (running.get(id) ?? Number.NEGATIVE_INFINITY) < STUCK_AFTER_MS,
    async stop() {
      clearInterval(timer);
      await quietly(() => models.Instance.deleteOne({ _id: instance }));
    },
  };
}
