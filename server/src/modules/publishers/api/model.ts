import { Schema, type Connection, type Types } from "mongoose";

/** A shared secret for HS256 sign-in tokens; the newest first, at most two (during a rotation). */
const secretSchema = new Schema({ value: { type: String, required: true }, createdAt: { type: Date, required: true } }, { _id: false });

/** A site that embeds Pnyx: the origins its pages are served from, and how its sign-in tokens are checked. */
const publisherSchema = new Schema<PublisherDoc>(
  {
    name: { type: String, required: true },
    origins: { type: [String], default: [] },
    jwksUrl: { type: String, default: null },
    secrets: { type: [secretSchema], default: [] },
    /** Other registered publishers' pages may show and write into its threads (thread-access.ts). */
    sharedThreads: { type: Boolean, default: false },
  },
  { timestamps: true },
);

export interface PublisherDoc {
  _id: Types.ObjectId;
  name: string;
  origins: string[];
  jwksUrl: string | null;
  secrets: Array<{ value: string; createdAt: Date }>;
  /** Missing on publishers registered before the setting: not shared. */
  sharedThreads?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A publisher's reader, linked to the Pnyx member made for them: `_id` is `<publisher id>:<sub>`. The
 * e-mail the publisher sent is kept here, never on the member (accounts are never merged by e-mail).
 */
const ssoLinkSchema = new Schema<SsoLinkDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    email: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
ssoLinkSchema.index({ userId: 1 });

export interface SsoLinkDoc {
  _id: string;
  userId: string;
  email: string | null;
  createdAt: Date;
}

/**
 * Sign-in tokens already exchanged, `<publisher id>:<jti>`, kept until the token would have expired
 * anyway (TTL index): a token replayed within its life finds its id taken.
 */
const ssoTokenUseSchema = new Schema<SsoTokenUseDoc>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { versionKey: false, collection: "ssotokenuses" },
);
ssoTokenUseSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface SsoTokenUseDoc {
  _id: string;
  expiresAt: Date;
}

/** A native member's grant for one publisher page origin (embed-grants.ts), as stored: by its hash (the grant itself is never kept), with what it is bound to. */
const embedGrantSchema = new Schema<EmbedGrantDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    origin: { type: String, required: true },
    /** The site session it was made from: its logout ends the grant. */
    parentSessionId: { type: String, required: true },
    /** The account's token version then: a password reset ends the grant. */
    tokenVersion: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: "embedgrants" },
);
embedGrantSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface EmbedGrantDoc {
  _id: string;
  userId: string;
  origin: string;
  parentSessionId: string;
  tokenVersion: number;
  expiresAt: Date;
}

export const registerPublisherModels = (connection: Connection) => ({
  Publisher: connection.model<PublisherDoc>("Publisher", publisherSchema),
  SsoLink: connection.model<SsoLinkDoc>("SsoLink", ssoLinkSchema),
  SsoTokenUse: connection.model<SsoTokenUseDoc>("SsoTokenUse", ssoTokenUseSchema),
  EmbedGrant: connection.model<EmbedGrantDoc>("EmbedGrant", embedGrantSchema),
});
