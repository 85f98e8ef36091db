import type { ModerationSettings } from "@pnyx/contract";
import { Schema, type Connection, type Model } from "mongoose";

/** The site's hold settings and word list (issue 47): one document, `_id` "site". */
export interface HoldSettingsDoc extends ModerationSettings {
  _id: string;
  updatedAt: Date;
  updatedBy: string;
}

const wordSchema = new Schema({ word: { type: String, required: true }, action: { type: String, required: true } }, { _id: false });
const communitySchema = new Schema({ communityId: { type: String, required: true }, holdFirst: { type: Number, required: true } }, { _id: false });

const holdSettingsSchema = new Schema<HoldSettingsDoc>(
  {
    _id: { type: String, required: true },
    holdFirst: { type: Number, required: true },
    words: { type: [wordSchema], default: [] },
    communities: { type: [communitySchema], default: [] },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: "moderationsettings", versionKey: false },
);

export type HoldSettingsModel = Model<HoldSettingsDoc>;
export const registerHoldSettingsModel = (connection: Connection): HoldSettingsModel => connection.model<HoldSettingsDoc>("HoldSettings", holdSettingsSchema);
