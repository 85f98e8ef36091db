import { Schema, type Connection, type Model } from "mongoose";

/**
 * One stored upload: the file `_id` under the uploads folder, who uploaded it and how big it is.
 * Files nothing references are removed a day after `createdAt` (see the uploads sweep).
 */
const uploadSchema = new Schema<UploadDoc>(
  {
    /** The file name the server generated (`<uuid>.<ext>`); the URL is `/uploads/<name>`. */
    _id: { type: String, required: true },
    /** The uploading member's id. */
    owner: { type: String, required: true },
    bytes: { type: Number, required: true, min: 0 },
    mimetype: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: "uploads", versionKey: false },
);
uploadSchema.index({ createdAt: 1 });
uploadSchema.index({ owner: 1, createdAt: -1 });

export interface UploadDoc {
  _id: string;
  owner: string;
  bytes: number;
  mimetype: string;
  createdAt: Date;
}
export type UploadModel = Model<UploadDoc>;

/**
 * Bytes a member uploaded on one UTC day: `_id` is `<owner>:<YYYY-MM-DD>`. Reserved with one
 * conditional `$inc` before a file is processed, so concurrent uploads cannot pass the quota;
 * expires (TTL) once the day is over.
 */
const uploadQuotaSchema = new Schema<UploadQuotaDoc>(
  {
    _id: { type: String, required: true },
    bytes: { type: Number, required: true, min: 0 },
    expiresAt: { type: Date, required: true },
  },
  { collection: "uploadquotas", versionKey: false },
);
uploadQuotaSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface UploadQuotaDoc {
  _id: string;
  bytes: number;
  expiresAt: Date;
}
export type UploadQuotaModel = Model<UploadQuotaDoc>;

export const registerUploadModels = (connection: Connection) => ({
  Upload: connection.model<UploadDoc>("Upload", uploadSchema),
  UploadQuota: connection.model<UploadQuotaDoc>("UploadQuota", uploadQuotaSchema),
});
