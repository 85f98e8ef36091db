import { FEEDBACK_PAGE_SIZE, MESSAGES, NEWSLETTER_PAGE_SIZE, type Feedback, type SupportMail } from "@pnyx/contract";
import type { Model } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { byAddress, RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";
import type { FeedbackDoc, SupportMessageDoc } from "./model";

const presentFeedback = (d: FeedbackDoc): Feedback => ({ _id: d._id.toString(), username: d.username, text: d.text, createdAt: d.createdAt.toISOString() });
const presentSupportMail = (d: SupportMessageDoc): SupportMail => ({
  _id: d._id.toString(),
  name: d.name,
  email: d.email,
  message: d.message,
  createdAt: d.createdAt.toISOString(),
});

/** A page of a collection, newest first. */
async function newestFirst<D extends { _id: unknown; createdAt: Date }, T>(model: Model<D>, page: number, present: (doc: D) => T) {
  const docs = (await model
    .find({})
    .sort({ createdAt: -1, _id: -1 })
    .skip((page - 1) * FEEDBACK_PAGE_SIZE)
    .limit(FEEDBACK_PAGE_SIZE + 1)
    .lean()) as D[];
  return { items: docs.slice(0, FEEDBACK_PAGE_SIZE).map(present), page, hasMore: docs.length > FEEDBACK_PAGE_SIZE };
}

export function createFeedbackService(deps: Pick<ServiceDeps, "models" | "rateLimiter">) {
  const { Newsletter, SupportMessage, Feedback } = deps.models;
  return {
    /** Stores the address once; signing up again is not an error. */
    async newsletterSignup(email: string, ip: string) {
      await deps.rateLimiter.hit(RATE_RULES.publicForms, byAddress(ip, "newsletter"));
      await Newsletter.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
      return { message: MESSAGES.newsletterSubscribed(email) };
    },

    /** A page of subscribers, newest first, and how many there are in all. */
    async newsletterSubscribers(page: number) {
      const [rows, total] = await Promise.all([
        Newsletter.find()
          .sort({ createdAt: -1, _id: -1 })
          .skip((page - 1) * NEWSLETTER_PAGE_SIZE)
          .limit(NEWSLETTER_PAGE_SIZE + 1)
          .lean(),
        Newsletter.estimatedDocumentCount(),
      ]);
      return {
        subscribers: rows.slice(0, NEWSLETTER_PAGE_SIZE).map((r) => ({ _id: r._id.toString(), email: r.email, createdAt: r.createdAt.toISOString() })),
        page,
        hasMore: rows.length > NEWSLETTER_PAGE_SIZE,
        total,
      };
    },

    async sendSupportMessage(input: { name: string; email: string; message: string }, ip: string) {
      await deps.rateLimiter.hit(RATE_RULES.publicForms, byAddress(ip, "support"));
      await SupportMessage.create({ ...input, ip });
      return { message: MESSAGES.messageSent };
    },

    supportMails: (page: number) => newestFirst(SupportMessage, page, presentSupportMail),
    async supportMail(id: string) {
      const doc = await SupportMessage.findById(id).lean();
      if (!doc) throw notFound("No such message");
      return presentSupportMail(doc);
    },

    async addFeedback(caller: MemberCaller, text: string) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      await Feedback.create({ username: caller.username, text });
      return { message: MESSAGES.feedbackThanks };
    },
    feedbacks: (page: number) => newestFirst(Feedback, page, presentFeedback),
    async feedback(id: string) {
      const doc = await Feedback.findById(id).lean();
      if (!doc) throw notFound("No such feedback");
      return presentFeedback(doc);
    },
  };
}
