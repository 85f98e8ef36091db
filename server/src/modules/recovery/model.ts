import { Schema, type Connection, type Model } from "mongoose";

/** How long a finished write's intent is kept: a repair overlapping it must still see it (reconciler.ts). */
export const FINISHED_INTENTS_KEPT_S = 120;

/**
 * What one write is about to touch, stored before its records (see intents.ts): the counters'
 * targets (`article:<id>`, `comment:<id>`, `communityPost:<id>`, `community:<id>`) and the members
 * whose points and figures move (`member:<username>`). `doneAt` is set once every effect is applied.
 */
const writeIntentSchema = new Schema(
  {
    _id: { type: String },
    instance: { type: String, required: true },
    keys: { type: [String], required: true },
    createdAt: { type: Date, required: true },
    doneAt: { type: Date, default: null },
    /** The instance repairing it, and since when (a repair that died is taken over). */
    claimedBy: { type: String, default: null },
    claimedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
writeIntentSchema.index({ keys: 1 });
// Unfinished intents (doneAt null) never expire: only the repair removes them.
writeIntentSchema.index({ doneAt: 1 }, { expireAfterSeconds: FINISHED_INTENTS_KEPT_S });

export interface WriteIntentDoc {
  _id: string;
  instance: string;
  keys: string[];
  createdAt: Date;
  doneAt: Date | null;
  claimedBy: string | null;
  claimedAt: Date | null;
}

/** A running server process, by the id it took at start; its heartbeat says it is alive. */
const instanceSchema = new Schema({ _id: { type: String }, heartbeatAt: { type: Date, required: true } }, { versionKey: false });
export interface InstanceDoc {
  _id: string;
  heartbeatAt: Date;
}

export function registerRecoveryModels(connection: Connection) {
  return {
    WriteIntent: connection.model<WriteIntentDoc>("WriteIntent", writeIntentSchema as never) as Model<WriteIntentDoc>,
    Instance: connection.model<InstanceDoc>("Instance", instanceSchema as never) as Model<InstanceDoc>,
  };
}
