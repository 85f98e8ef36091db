import { Schema, type Connection, type Model } from "mongoose";

/** How long a finished write's intent is kept: a repair overlapping it must still see it (reconciler.ts). */
export const FINISHED_INTENTS_KEPT_S = 120;

/**
 * What one write is about to touch, stored before its records (see intents.ts): its keys, each
 * `<kind>:<id>` for a kind of the intent table (the counters of `articleVotes:<id>`, the points and
 * figures of `member:<username>`, …). `doneAt` is set once every effect is applied.
 */
const writeIntentSchema = new Schema<WriteIntentDoc>(
  {
    _id: { type: String },
    instance: { type: String, required: true },
    keys: { type: [String], required: true },
    createdAt: { type: Date, required: true },
    doneAt: { type: Date, default: null },
    /** Its instance found it failed midway (not running there any more): any instance may repair it. */
    abandoned: { type: Boolean, default: false },
    /** The instance repairing it, and since when (a repair that died is taken over). */
    claimedBy: { type: String, default: null },
    claimedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
// No secondary index: every write inserts one intent and updates it once, and an index entry per key
// would cost each write more than the rare repair gains. The reconciler reads the collection whole;
// it holds the unfinished intents and those finished in the last FINISHED_INTENTS_KEPT_S (intents.ts
// removes older ones).

export interface WriteIntentDoc {
  _id: string;
  instance: string;
  keys: string[];
  createdAt: Date;
  doneAt: Date | null;
  abandoned?: boolean;
  claimedBy: string | null;
  claimedAt: Date | null;
}

/** A running server process, by the id it took at start; its heartbeat says it is alive. */
const instanceSchema = new Schema<InstanceDoc>({ _id: { type: String }, heartbeatAt: { type: Date, required: true } }, { versionKey: false });
export interface InstanceDoc {
  _id: string;
  heartbeatAt: Date;
}

/** The two collections write intents live in, as intents.ts and reconciler.ts use them. */
export interface IntentModels {
  WriteIntent: Model<WriteIntentDoc>;
  Instance: Model<InstanceDoc>;
}

export function registerIntentModels(connection: Connection): IntentModels {
  return {
    WriteIntent: connection.model<WriteIntentDoc>("WriteIntent", writeIntentSchema),
    Instance: connection.model<InstanceDoc>("Instance", instanceSchema),
  };
}
