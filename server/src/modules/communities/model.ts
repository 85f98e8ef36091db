import type { QueueCause } from "@pnyx/contract";
import { Schema, type Connection, type Model, type Types } from "mongoose";

/** The filter part of every public read of community posts: not hidden awaiting a moderator's decision. */
export const POST_VISIBLE = { hidden: { $ne: true } } as const;

/** A post in a community; invisible to others until an administrator verifies it. */
const communityPostSchema = new Schema<CommunityPostDoc>(
  {
    communityId: { type: String, required: true },
    subCategory: { type: String, default: null },
    title: { type: String, required: true },
    description: { type: String, required: true },
    image: { type: String, default: null },
    author: { type: String, required: true },
    /** "discarded" only while its discard completes (moderation/post-review.ts); the post is then removed. */
    status: { type: String, enum: ["unverified", "verified", "discarded"], required: true, default: "unverified" },
    upvotes: { type: Number, required: true, default: 0, min: 0 },
    downvotes: { type: Number, required: true, default: 0, min: 0 },
    totalComments: { type: Number, required: true, default: 0, min: 0 },
    /** When an administrator verified it (the day it counts for in Top Contributor). */
    verifiedAt: { type: Date, default: null },
    /**
     * Its +50 is credited when it is verified. Posts stored before that rule lack the field: they were
     * credited when submitted, so a discard takes theirs back and a verify credits nothing.
     */
    creditOnVerify: { type: Boolean },
    /**
     * Held by the site's rules (moderation/holds: a new member's first writings, a word of its list),
     * besides the review every post awaits; its author was told. Absent otherwise.
     */
    held: { type: Boolean },
    heldCause: { type: String },
    /**
     * Set (true) on a verified post while a moderator's decision is awaited (issue 47): shown to its
     * author only, and not counted in its community's posts. Absent otherwise.
     */
    hidden: { type: Boolean },
  },
  { timestamps: true },
);
communityPostSchema.index({ author: 1, status: 1, createdAt: -1 });
// A member's recent activity shows their posts whatever their status.
communityPostSchema.index({ author: 1, createdAt: -1 });
// A community's posts, newest first: _id breaks ties in the index too, so a page reads only its posts.
communityPostSchema.index({ communityId: 1, status: 1, createdAt: -1, _id: -1 });
// Top posts: verified, by upvotes then recency.
communityPostSchema.index({ communityId: 1, status: 1, upvotes: -1, createdAt: -1 });
// A sub-category's page, newest first; and the review queue, oldest first.
communityPostSchema.index({ subCategory: 1, status: 1, createdAt: -1, _id: -1 });
communityPostSchema.index({ status: 1, createdAt: 1 });
// Posts held by the site's rules (only they carry the field).
communityPostSchema.index({ held: 1 }, { sparse: true });

/**
 * One of the fifteen fixed communities (ids in the contract). What it is about, and its pictures, come
 * from the code (modules/communities/fixed.ts, seed/communities/looks.ts) and are rewritten at each start; its counters live here.
 */
const communitySchema = new Schema<CommunityDoc>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    description: { type: String, required: true },
    image: { type: String, required: true },
    parent: { type: String, enum: ["main", "special"], required: true },
    subCategories: {
      type: [{ _id: { type: Schema.Types.ObjectId, required: true }, name: { type: String, required: true }, image: { type: String, required: true } }],
      default: [],
    },
    subscriberCount: { type: Number, required: true, default: 0, min: 0 },
    /** Verified posts. */
    postCount: { type: Number, required: true, default: 0, min: 0 },
  },
  { timestamps: true },
);
communitySchema.index({ "subCategories.name": 1 });

export interface SubCategoryDoc {
  _id: Types.ObjectId;
  name: string;
  image: string;
}

export interface CommunityDoc {
  _id: Types.ObjectId;
  name: string;
  description: string;
  image: string;
  parent: "main" | "special";
  subCategories: SubCategoryDoc[];
  subscriberCount: number;
  postCount: number;
  createdAt: Date;
  updatedAt: Date;
}
export type CommunityModel = Model<CommunityDoc>;
export const registerCommunityModel = (connection: Connection): CommunityModel => connection.model<CommunityDoc>("Community", communitySchema);

export interface CommunityPostDoc {
  _id: Types.ObjectId;
  communityId: string;
  subCategory: string | null;
  title: string;
  description: string;
  image: string | null;
  author: string;
  status: "unverified" | "verified" | "discarded";
  upvotes: number;
  downvotes: number;
  totalComments: number;
  verifiedAt?: Date | null;
  creditOnVerify?: boolean;
  held?: true;
  heldCause?: Extract<QueueCause, "heldNewMember" | "heldWord">;
  hidden?: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type CommunityPostModel = Model<CommunityPostDoc>;
export const registerCommunityPostModel = (connection: Connection): CommunityPostModel =>
  connection.model<CommunityPostDoc>("CommunityPost", communityPostSchema);
