import type { Sanction } from "@pnyx/contract";
import { Schema, type Connection, type Model, type Types } from "mongoose";

/**
 * How far the removal of a sanctioned member's writing has come (sanctions/removal.ts). A pass
 * removes whatever of theirs it finds; the last pass runs once writes that were on their way when the
 * sanction landed have settled, so nothing written just before it stays. Claimed by one instance at a
 * time; a claim older than the removal's claim bound is taken over (its instance died).
 */
export interface RemovalDoc {
  state: "removing" | "removed";
  /** Passes done so far. */
  passes: number;
  /** When the next pass is due. */
  nextPassAt: Date;
  claimedBy: string | null;
  claimedAt: Date | null;
}

/** A suspension (until a time) or a ban, site-wide or from one community (issue 47). Kept when lifted: the member's history. */
export interface SanctionDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  username: string;
  kind: Sanction["kind"];
  /** Null: site-wide. */
  communityId: string | null;
  /** A suspension's end; null for a ban. */
  until: Date | null;
  reasonId: string;
  /** The reason's label and rule as they were when the sanction was made. */
  reason: string;
  rule: string;
  note: string | null;
  /** The administrator who imposed it. */
  by: string;
  at: Date;
  liftedAt: Date | null;
  liftedBy: string | null;
  /** Null when the member's writing was kept. */
  removal: RemovalDoc | null;
}

const removalSchema = new Schema<RemovalDoc>(
  {
    state: { type: String, required: true },
    passes: { type: Number, required: true },
    nextPassAt: { type: Date, required: true },
    claimedBy: { type: String, default: null },
    claimedAt: { type: Date, default: null },
  },
  { _id: false },
);

const sanctionSchema = new Schema<SanctionDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    username: { type: String, required: true },
    kind: { type: String, required: true },
    communityId: { type: String, default: null },
    until: { type: Date, default: null },
    reasonId: { type: String, required: true },
    reason: { type: String, required: true },
    rule: { type: String, required: true },
    note: { type: String, default: null },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    liftedAt: { type: Date, default: null },
    liftedBy: { type: String, default: null },
    removal: { type: removalSchema, default: null },
  },
  { collection: "sanctions", versionKey: false },
);
// A member's sanctions in force (not lifted, and not ended): what every write's check reads on a miss.
sanctionSchema.index({ userId: 1, liftedAt: 1, until: 1 });
// A member's history, newest first.
sanctionSchema.index({ userId: 1, at: -1 });
// Removals still under way, by when their next pass is due (sanctions without a removal are not in it).
sanctionSchema.index({ "removal.state": 1, "removal.nextPassAt": 1 }, { sparse: true });

export type SanctionModel = Model<SanctionDoc>;
export const registerSanctionModel = (connection: Connection): SanctionModel => connection.model<SanctionDoc>("Sanction", sanctionSchema);
