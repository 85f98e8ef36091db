// Finds writes a crash cut short (intents.ts) and repairs what they touched, each key by its kind's
// recount (the intent table), at start and every RECONCILE_EVERY_MS on every instance.
//
// An intent is unfinished for good when its instance is dead (no heartbeat for INSTANCE_DEAD_AFTER_MS,
// or it restarted under a new id) or is this instance and no longer running here (its write failed).
// A recount is exact only when no other write touching the same keys is between its records and its
// effects. So a repair first checks that no other intent on its keys is running or finished within
// the last second (finished ones are kept FINISHED_INTENTS_KEPT_S), recounts, and checks again: a write
// that overlapped is seen by one check or the other (its intent is stored before its records and
// kept after its effects), and the repair is then simply tried again later.
import { HEARTBEAT_EVERY_MS, storedKey, type IntentKey, type IntentTable, type WriteIntents } from "./intents";
import type { IntentModels, WriteIntentDoc } from "./intent-model";

export const RECONCILE_EVERY_MS = 10_000;
export const INSTANCE_DEAD_AFTER_MS = 4 * HEARTBEAT_EVERY_MS;
/** A claim older than this is taken over (the instance repairing it died). */
const CLAIM_EXPIRES_MS = 30_000;
/** A pass that has not finished in this long is given up (an operation stuck on a lost connection). */
const PASS_TIMEOUT_MS = 30_000;
/** Clock difference allowed between instances when comparing finishing times. */
const SKEW_MS = 1_000;

export interface Reconciler {
  /** One pass now: answers how many unfinished writes were repaired. */
  sweep(): Promise<number>;
  stop(): void;
}

export interface ReconcilerOptions<Deps> {
  /** The kinds whose recounts repair the keys, and what the recounts are given. */
  table: IntentTable<Deps>;
  deps: Deps;
  log: (line: string) => void;
  /** Told the cache tags a repair changed, to drop their answers on every instance. */
  repaired?: (tags: string[]) => void;
  now?: () => Date;
}

export function createReconciler<Deps>(models: IntentModels, intents: WriteIntents, options: ReconcilerOptions<Deps>): Reconciler {
  const { log, table, deps } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<number> | null = null;

  async function unfinished(): Promise<WriteIntentDoc[]> {
    const open = await models.WriteIntent.find({ doneAt: null }).limit(500).lean<WriteIntentDoc[]>();
    if (open.length === 0) return [];
    // This instance's writes that failed midway are told to every instance, so that two instances'
    // failed writes on the same keys never wait for each other as if they were running.
    const mine = open.filter((intent) => intent.instance === intents.instance && !intent.abandoned && !intents.running(intent._id));
    if (mine.length) await models.WriteIntent.updateMany({ _id: { $in: mine.map((intent) => intent._id) } }, { $set: { abandoned: true } });
    for (const intent of mine) intent.abandoned = true;
    const alive = new Set(
      (await models.Instance.find({ heartbeatAt: { $gte: new Date(now().getTime() - INSTANCE_DEAD_AFTER_MS) } }, { _id: 1 }).lean()).map((i) => String(i._id)),
    );
    return open.filter((intent) => intent.abandoned || !alive.has(intent.instance));
  }

  /** Whether another write on these keys is running, or finished since `since` (the cut-short ones aside). */
  async function overlapped(keys: string[], since: Date, cutShort: string[]): Promise<boolean> {
    const other = await models.WriteIntent.exists({
      _id: { $nin: cutShort },
      keys: { $in: keys },
      $or: [{ doneAt: null }, { doneAt: { $gte: since } }],
    });
    return other !== null;
  }

  async function repair(intent: WriteIntentDoc, cutShort: string[]): Promise<boolean> {
    const at = now();
    const claimed = await models.WriteIntent.findOneAndUpdate(
      { _id: intent._id, doneAt: null, $or: [{ claimedBy: null }, { claimedAt: { $lt: new Date(at.getTime() - CLAIM_EXPIRES_MS) } }] },
      { $set: { claimedBy: intents.instance, claimedAt: at } },
    ).lean();
    if (!claimed) return false;
    const since = new Date(at.getTime() - SKEW_MS);
    const release = () => models.WriteIntent.updateOne({ _id: intent._id }, { $set: { claimedBy: null, claimedAt: null } });
    const keys = readKeys(intent);
    // Keys an earlier version wrote are compared as they were stored, and as the kinds now holding them.
    const compared = [...new Set([...intent.keys, ...keys.map(storedKey)])];
    let quiet = false;
    try {
      quiet = !(await overlapped(compared, since, cutShort));
      if (quiet) {
        const tags = new Set<string>();
        for (const key of keys) for (const tag of await table.kind(key.kind)!.recount(deps, key.id, intent.createdAt)) tags.add(tag);
        options.repaired?.([...tags]);
        quiet = !(await overlapped(compared, since, cutShort));
      }
    } catch (error) {
      // The database went away meanwhile: released, so the next pass (here or elsewhere) tries again.
      await release().catch(() => {});
      throw error;
    }
    if (!quiet) {
      // Another write overlapped: tried again on a later pass.
      await release();
      return false;
    }
    await models.WriteIntent.deleteOne({ _id: intent._id });
    log(`repaired a write cut short (${intent.keys.length} counters and members recounted)`);
    return true;
  }

  /** The intent's keys as the table reads them; a key no kind knows is told, and left out of the repair. */
  function readKeys(intent: WriteIntentDoc): IntentKey[] {
    return intent.keys.flatMap((stored) => {
      const keys = table.read(stored);
      if (keys.length === 0) log(`a write cut short names "${stored}", which no intent kind recounts: left as it is`);
      return keys;
    });
  }

  async function pass(): Promise<number> {
    let repaired = 0;
    const cutShort = await unfinished();
    const ids = cutShort.map((intent) => intent._id);
    for (const intent of cutShort) if (await repair(intent, ids)) repaired++;
    return repaired;
  }

  function sweep(): Promise<number> {
    if (running) return running;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("a reconciling pass took too long")), PASS_TIMEOUT_MS);
    });
    const work = pass();
    // A pass given up still settles later: its failure must not go unhandled (it would end the process).
    work.catch(() => {});
    const current = Promise.race([work, timeout]).finally(() => {
      clearTimeout(timer);
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  const timer = setInterval(
    () => void sweep().catch((error: unknown) => log(`reconciling failed: ${error instanceof Error ? error.message : String(error)}`)),
    RECONCILE_EVERY_MS,
  );
  (timer as { unref?: () => void }).unref?.();
  return { sweep, stop: () => clearInterval(timer) };
}
