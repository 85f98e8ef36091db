// Write intents (issue 36, made a table in issue 46): a write that is several updates (its records,
// then their counters, points and figures) first stores what it will touch, and marks that done once
// every effect is applied. A kill between the two leaves an unfinished intent, which the reconciler
// (reconciler.ts) finds and repairs by recounting what it names from the records.
//
// What a write touches is named by keys of declared kinds: each kind (`intentKind`) says how to set
// what one key names to what the records say, by the same rule its writers use, and the modules
// declare their own (the table is assembled where the app is composed, server/src/intent-kinds.ts).
// Writers reach intents through one door, `around(keys, work)`: the intent is durable before `work`
// starts, done when it resolves, and left for the reconciler when it throws; no writer marks either.
//
// The cost is one command per write batch: intents begun together are stored by one command, and the
// done marks of finished ones ride in the next such command (or go on their own DONE_MARKS_WITHIN_MS
// later when no write comes).
import { Types, type mongo } from "mongoose";
import { createGroupCommit, type Queued } from "./group-commit";
import { FINISHED_INTENTS_KEPT_S, type IntentModels, type WriteIntentDoc } from "./intent-model";
import { rawCollection } from "./raw-collection";

/** How often a running instance says it is alive. */
export const HEARTBEAT_EVERY_MS = 5_000;
/**
 * A write still under way after this long is taken for cut short: its operations were lost with a
 * connection that died under them (a database restart), and would never finish or fail.
 */
export const STUCK_AFTER_MS = 30_000;
/** A finished write's done mark waits at most this long for another write's intent to ride with. */
export const DONE_MARKS_WITHIN_MS = 200;
/**
 * A command storing intents not answered in this long is given up, and its writes refused: it died
 * with its connection (a database restart), and the intents begun after it must not wait for it.
 */
const STORE_TIMEOUT_MS = 10_000;

declare const declared: unique symbol;
/** One thing a write touches: a kind of the table and an id. Made only by the kind (`kind.key(id)`). */
export type IntentKey = { readonly kind: string; readonly id: string } & { readonly [declared]: true };

/** A kind of thing writes touch, with the recount that repairs it. */
export interface IntentKind<Deps> {
  readonly name: string;
  /** The key naming one thing of this kind. */
  key(id: string): IntentKey;
  /**
   * Sets what `id` names to what the records say, by the rule its writers move it by; `at` is when
   * the write that was cut short began. Answers the cache tags whose answers may show the old values.
   */
  recount(deps: Deps, id: string, at: Date): Promise<string[]>;
}

/** Declares a kind: its name (no `:`) and its recount. */
export function intentKind<Deps>(name: string, recount: IntentKind<Deps>["recount"]): IntentKind<Deps> {
  if (!/^[A-Za-z]+$/.test(name)) throw new Error(`An intent kind is named by letters only: "${name}"`);
  return { name, key: (id) => ({ kind: name, id }) as IntentKey, recount };
}

/** Every kind writes may name; keys of any other kind are refused before they are stored. */
export interface IntentTable<Deps> {
  kind(name: string): IntentKind<Deps> | undefined;
  /**
   * The keys a stored key stands for: itself, or for a name an earlier version wrote (`legacy`), the
   * keys of the kinds that took its place. Empty when no kind of the table knows it.
   */
  read(stored: string): IntentKey[];
}

/**
 * The table of kinds. `legacy` names keys written by earlier versions, with the kinds that now hold
 * what they covered, so a write an upgrade cut short is still repaired.
 */
export function intentTable<Deps>(kinds: ReadonlyArray<IntentKind<Deps>>, legacy: Record<string, readonly string[]> = {}): IntentTable<Deps> {
  const byName = new Map<string, IntentKind<Deps>>();
  for (const kind of kinds) {
    if (byName.has(kind.name)) throw new Error(`Two intent kinds are named "${kind.name}"`);
    byName.set(kind.name, kind);
  }
  for (const [name, names] of Object.entries(legacy)) {
    if (byName.has(name)) throw new Error(`"${name}" is both a kind and an earlier name`);
    for (const now of names) if (!byName.has(now)) throw new Error(`"${name}" stands for "${now}", which is no kind`);
  }
  return {
    kind: (name) => byName.get(name),
    read(stored) {
      const split = stored.indexOf(":");
      if (split < 0) return [];
      const [name, id] = [stored.slice(0, split), stored.slice(split + 1)];
      const kinds = byName.has(name) ? [byName.get(name)!] : (legacy[name] ?? []).map((now) => byName.get(now)!);
      return kinds.map((kind) => kind.key(id));
    },
  };
}

/** How a key is stored (`<kind>:<id>`): the text the reconciler's overlap check compares. */
export const storedKey = (key: IntentKey) => `${key.kind}:${key.id}`;

/** What `work` may do with its intent while it runs. */
export interface OpenIntent {
  /** Names more it will touch, found as it goes (a removed thread's repliers), before touching them. */
  add(keys: Iterable<IntentKey>): Promise<void>;
}

export interface WriteIntents {
  /** This process's id (a restart takes a new one). */
  readonly instance: string;
  /**
   * Runs `work` inside an intent on `keys`: stored before `work` starts, marked done once it
   * resolves; when it throws (the database went away midway), left unfinished for the reconciler,
   * and the error goes on. No keys: nothing is stored unless `work` names some as it goes (`add`).
   */
  around<T>(keys: Iterable<IntentKey>, work: (intent: OpenIntent) => Promise<T>): Promise<T>;
  /** Whether an intent of this instance is still being carried out here (and not stuck). */
  running(id: string): boolean;
  /** Marks what finished, stops the heartbeat and says this instance is gone. */
  stop(): Promise<void>;
}

/** An intent to store: its id and its keys as stored. */
type Begin = { id: string; keys: string[] };

export function createWriteIntents<Deps>(models: IntentModels, table: IntentTable<Deps>, now: () => Date = () => new Date()): WriteIntents {
  const instance = new Types.ObjectId().toString();
  const collection = rawCollection(models.WriteIntent);
  /** The intents being carried out here, by when they began; an intent leaves once its done mark is stored. */
  const running = new Map<string, number>();
  /** Finished intents whose done mark is not stored yet, with when they finished. */
  let finished: Array<{ id: string; at: Date }> = [];
  let doneTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Runs a database call whose failure only waits for the next turn. Mongoose throws at once (not
   * in the promise) while its connection is closed, and a throw in a timer would end the process.
   */
  const quietly = (call: () => Promise<unknown>) =>
    Promise.resolve()
      .then(call)
      .catch(() => {});

  /**
   * The done marks waiting, taken: one statement for them all (null when none wait). Each is marked
   * done when the last of them finished (not when the mark is stored), which a repair's overlap
   * check reads as the time its effects were last applied.
   */
  function takeDoneMarks(): { ids: string[]; statement: mongo.AnyBulkWriteOperation<WriteIntentDoc> } | null {
    if (doneTimer) clearTimeout(doneTimer);
    doneTimer = null;
    if (finished.length === 0) return null;
    const ids = finished.map((f) => f.id);
    const doneAt = finished.reduce((last, f) => (f.at > last ? f.at : last), finished[0]!.at);
    finished = [];
    return { ids, statement: { updateMany: { filter: { _id: { $in: ids } }, update: { $set: { doneAt } } } } };
  }
  /** Their marks stored, or not (the database went away: the reconciler recounts them, which is harmless). */
  const settled = (ids: string[]) => {
    for (const id of ids) running.delete(id);
  };
  function flushDoneMarks(): Promise<void> {
    const marks = takeDoneMarks();
    if (!marks) return Promise.resolve();
    return quietly(() => collection.bulkWrite([marks.statement], { ordered: false })).then(() => settled(marks.ids));
  }

  /**
   * Intents begun while another command is out are stored together by the next (platform/group-commit.ts),
   * one upsert each, with the done marks waiting: all update statements, so the driver sends one command.
   */
  async function store(batch: Array<Queued<Begin, void>>): Promise<[]> {
    const createdAt = now();
    const marks = takeDoneMarks();
    const statements: mongo.AnyBulkWriteOperation<WriteIntentDoc>[] = batch.map(({ call }) => ({
      updateOne: {
        filter: { _id: call.id },
        update: { $setOnInsert: { instance, keys: call.keys, createdAt, doneAt: null, claimedBy: null, claimedAt: null } },
        upsert: true,
      },
    }));
    const command = collection.bulkWrite([...statements, ...(marks ? [marks.statement] : [])], { ordered: false });
    // Given up, it may still land later: its intents are then unfinished and not running, and repaired.
    command.catch(() => {});
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        command,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("storing write intents took too long")), STORE_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      if (marks) settled(marks.ids);
    }
    for (const queued of batch) queued.resolve();
    return [];
  }
  // No window: a command goes as soon as the one before it is answered, with whatever came meanwhile.
  const begins = createGroupCommit<Begin, void>({ windowMs: 0, fillAtLeast: 1, maxBatch: 256, write: store });

  const beat = () => quietly(() => models.Instance.updateOne({ _id: instance }, { $set: { heartbeatAt: now() } }, { upsert: true }));
  void beat();
  /** Finished intents are kept FINISHED_INTENTS_KEPT_S for repairs that overlap them, then removed. */
  const sweepFinished = () => quietly(() => collection.deleteMany({ doneAt: { $lt: new Date(now().getTime() - FINISHED_INTENTS_KEPT_S * 1000) } }));
  let beats = 0;
  const timer = setInterval(() => {
    void beat();
    if (++beats % 6 === 0) void sweepFinished();
  }, HEARTBEAT_EVERY_MS);
  (timer as { unref?: () => void }).unref?.();

  /** The keys as stored, each checked against the table (a kind nobody can recount is a bug, refused here). */
  function stored(keys: Iterable<IntentKey>): string[] {
    const texts = new Set<string>();
    for (const key of keys) {
      if (!table.kind(key.kind)) throw new Error(`No intent kind "${key.kind}" in the table: a write cut short could not be repaired`);
      texts.add(storedKey(key));
    }
    return [...texts];
  }

  return {
    instance,
    async around(keys, work) {
      /** The intent's id once stored: at once when `keys` name anything, else at the first `add` that does. */
      let id: string | null = null;
      const begin = async (texts: string[]) => {
        const begun = new Types.ObjectId().toString();
        running.set(begun, Date.now());
        try {
          await begins.submit({ id: begun, keys: texts });
        } catch (error) {
          running.delete(begun);
          throw error;
        }
        id = begun;
      };
      const first = stored(keys);
      if (first.length > 0) await begin(first);
      let open = true;
      const intent: OpenIntent = {
        async add(more) {
          if (!open) throw new Error("An intent's keys are added while its write runs, not after");
          const texts = stored(more);
          if (texts.length === 0) return;
          if (id === null) await begin(texts);
          else await collection.updateOne({ _id: id }, { $addToSet: { keys: { $each: texts } } });
        },
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(intent);
      } catch (error) {
        // Left unfinished: this instance's reconciler finds it no longer running and repairs it.
        open = false;
        if (id !== null) running.delete(id);
        throw error;
      }
      open = false;
      if (id !== null) {
        finished.push({ id, at: now() });
        if (!doneTimer) {
          doneTimer = setTimeout(() => void flushDoneMarks(), DONE_MARKS_WITHIN_MS);
          (doneTimer as { unref?: () => void }).unref?.();
        }
      }
      return result;
    },
    running: (id) => Date.now() - (running.get(id) ?? Number.NEGATIVE_INFINITY) < STUCK_AFTER_MS,
    async stop() {
      clearInterval(timer);
      await flushDoneMarks();
      await quietly(() => models.Instance.deleteOne({ _id: instance }));
    },
  };
}
