import { Schema, type Connection, type Types } from "mongoose";

const newsletterSchema = new Schema<NewsletterDoc>(
  { email: { type: String, required: true, unique: true } },
  { timestamps: { createdAt: true, updatedAt: false }, collection: "newsletter" },
);
export interface NewsletterDoc {
  _id: Types.ObjectId;
  email: string;
  createdAt: Date;
}

const supportSchema = new Schema<SupportMessageDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    ip: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: "supportmessages" },
);
supportSchema.index({ createdAt: -1, _id: -1 });
export interface SupportMessageDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  createdAt: Date;
}

/** A member's feedback (the dialog after submitting a post). */
const feedbackSchema = new Schema<FeedbackDoc>(
  {
    username: { type: String, required: true },
    text: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: "feedbacks" },
);
feedbackSchema.index({ createdAt: -1, _id: -1 });
export interface FeedbackDoc {
  _id: Types.ObjectId;
  username: string;
  text: string;
  createdAt: Date;
}

/** The live-discussion link: one document, replaced by administrators. */
const liveLinkSchema = new Schema<LiveLinkDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    zoomUrl: { type: String, default: "" },
    isActive: { type: Boolean, required: true, default: false },
  },
  { timestamps: true, collection: "livelink" },
);
export interface LiveLinkDoc {
  _id: string;
  title: string;
  description: string;
  zoomUrl: string;
  isActive: boolean;
}

export const registerFeedbackModels = (connection: Connection) => ({
  Feedback: connection.model<FeedbackDoc>("Feedback", feedbackSchema),
  LiveLink: connection.model<LiveLinkDoc>("LiveLink", liveLinkSchema),
  Newsletter: connection.model<NewsletterDoc>("Newsletter", newsletterSchema),
  SupportMessage: connection.model<SupportMessageDoc>("SupportMessage", supportSchema),
});
