import { Schema, type Connection, type InferSchemaType, type Model } from "mongoose";

/** Who opinions and posts of a deleted account are shown as written by. */
export const DELETED_AUTHOR = "[deleted]";

const profilePicture = new Schema({ url: { type: String, required: true }, mimetype: { type: String, required: true } }, { _id: false });

const resetToken = new Schema({ hash: { type: String, required: true }, expires: { type: Date, required: true } }, { _id: false });

const userSchema = new Schema(
  {
    username: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    verified: { type: Boolean, required: true, default: false },
    description: { type: String, default: "" },
    profilePicture: { type: profilePicture, default: null },
    selectedCategories: { type: [String], default: [] },
    joinedCommunities: { type: [String], default: [] },
    followers: { type: [String], default: [] },
    following: { type: [String], default: [] },
    /** Members whose writing is folded for this member (moderation/ignoring, at most MODERATION_LIMITS.ignoredMax). */
    ignoring: { type: [String], default: [] },
    points: { type: Number, required: true, default: 0, min: 0 },
    /** The highest level the member was told they reached (gamification/level-ups.ts): each is told once. */
    levelReached: { type: Number, required: true, default: 1 },
    /** Bumped on password reset and deletion: tokens carrying an older version are refused. */
    tokenVersion: { type: Number, required: true, default: 0 },
    verifyTokenHash: { type: String, default: null },
    verifyTokenExpires: { type: Date, default: null },
    verifyMailSentAt: { type: Date, default: null },
    /**
     * Keyed hashes of the networks this account last logged in from (at most 10, most recent last):
     * while its username is under attack, only these still get their password checked.
     */
    knownAddresses: { type: [String], default: [] },
    /** Pending password-reset links (hash and expiry), newest last: each works until used or expired; using one spends all. */
    resetTokens: { type: [resetToken], default: [] },
  },
  { timestamps: true },
);
// Single-use link tokens are looked up by their hash.
userSchema.index({ verifyTokenHash: 1 }, { sparse: true });
userSchema.index({ "resetTokens.hash": 1 }, { sparse: true });
// The all-time leaderboard: the most points first.
userSchema.index({ points: -1, username: 1 });
// Unverified accounts are swept after 7 days.
userSchema.index({ verified: 1, createdAt: 1 });

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: import("mongoose").Types.ObjectId; createdAt: Date; updatedAt: Date };
export type UserModel = Model<UserDoc>;

export const registerUserModel = (connection: Connection): UserModel => connection.model<UserDoc>("User", userSchema);

/** Usernames of deleted accounts: never given out again, so nobody inherits a deleted member's traces. */
const retiredUsernameSchema = new Schema<RetiredUsernameDoc>(
  { _id: { type: String, required: true }, retiredAt: { type: Date, required: true } },
  { collection: "retiredusernames", versionKey: false },
);
export interface RetiredUsernameDoc {
  _id: string;
  retiredAt: Date;
}
export const registerRetiredUsernameModel = (connection: Connection): Model<RetiredUsernameDoc> =>
  connection.model<RetiredUsernameDoc>("RetiredUsername", retiredUsernameSchema);
