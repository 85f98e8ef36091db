import { MESSAGES } from "@pnyx/contract";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";

export function createFeedbackService(deps: ServiceDeps) {
  const { Newsletter, SupportMessage } = deps.models;
  return {
    /** Stores the address once; signing up again is not an error. */
    async newsletterSignup(email: string, ip: string) {
      await deps.rateLimiter.hit(RATE_RULES.publicForms, `newsletter:${ip}`);
      await Newsletter.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
      return { message: MESSAGES.newsletterSubscribed(email) };
    },

    async newsletterSubscribers() {
      const rows = await Newsletter.find().sort({ createdAt: -1 }).lean();
      return { subscribers: rows.map((r) => ({ _id: r._id.toString(), email: r.email, createdAt: r.createdAt.toISOString() })) };
    },

    async sendSupportMessage(input: { name: string; email: string; message: string }, ip: string) {
      await deps.rateLimiter.hit(RATE_RULES.publicForms, `support:${ip}`);
      await SupportMessage.create({ ...input, ip });
      return { message: MESSAGES.messageSent };
    },
  };
}
