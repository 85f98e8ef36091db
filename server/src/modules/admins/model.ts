import { Schema, type Connection, type Model, type Types } from "mongoose";

/** Administrators live apart from members: a member account can never become one by a field. */
const adminSchema = new Schema<AdminDoc>(
  {
    username: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    tokenVersion: { type: Number, required: true, default: 0 },
    /** Keyed hashes of the networks this administrator last logged in from (see the User model). */
    knownAddresses: { type: [String], default: [] },
  },
  { timestamps: true, collection: "admins" },
);

export interface AdminDoc {
  _id: Types.ObjectId;
  username: string;
  passwordHash: string;
  tokenVersion: number;
  knownAddresses?: string[];
}
export type AdminModel = Model<AdminDoc>;
export const registerAdminModel = (connection: Connection): AdminModel => connection.model<AdminDoc>("Admin", adminSchema);
