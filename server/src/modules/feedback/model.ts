import { Schema, type Connection, type Model, type Types } from "mongoose";

const newsletterSchema = new Schema(
  { email: { type: String, required: true, unique: true } },
  { timestamps: { createdAt: true, updatedAt: false }, collection: "newsletter" },
);
export interface NewsletterDoc {
  _id: Types.ObjectId;
  email: string;
  createdAt: Date;
}

const supportSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    ip: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: "supportmessages" },
);
supportSchema.index({ createdAt: -1 });
export interface SupportMessageDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  createdAt: Date;
}

export const registerFeedbackModels = (connection: Connection) => ({
  Newsletter: connection.model<NewsletterDoc>("Newsletter", newsletterSchema as never) as Model<NewsletterDoc>,
  SupportMessage: connection.model<SupportMessageDoc>("SupportMessage", supportSchema as never) as Model<SupportMessageDoc>,
});
