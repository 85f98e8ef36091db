import { Schema, type Connection, type Model, type Types } from "mongoose";

/** A post in a community; invisible to others until an administrator verifies it. */
const communityPostSchema = new Schema(
  {
    communityId: { type: String, required: true },
    subCategory: { type: String, default: null },
    title: { type: String, required: true },
    description: { type: String, required: true },
    image: { type: String, default: null },
    author: { type: String, required: true },
    status: { type: String, enum: ["unverified", "verified"], required: true, default: "unverified" },
    upvotes: { type: Number, required: true, default: 0, min: 0 },
    downvotes: { type: Number, required: true, default: 0, min: 0 },
    totalComments: { type: Number, required: true, default: 0, min: 0 },
  },
  { timestamps: true },
);
communityPostSchema.index({ author: 1, status: 1, createdAt: -1 });
communityPostSchema.index({ communityId: 1, status: 1, createdAt: -1 });

export interface CommunityPostDoc {
  _id: Types.ObjectId;
  communityId: string;
  subCategory: string | null;
  title: string;
  description: string;
  image: string | null;
  author: string;
  status: "unverified" | "verified";
  upvotes: number;
  downvotes: number;
  totalComments: number;
  createdAt: Date;
  updatedAt: Date;
}
export type CommunityPostModel = Model<CommunityPostDoc>;
export const registerCommunityPostModel = (connection: Connection): CommunityPostModel =>
  connection.model<CommunityPostDoc>("CommunityPost", communityPostSchema as never);
