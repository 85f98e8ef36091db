import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { Ack, Email } from "./fields";

// Feedback from readers: the footer newsletter, its subscribers (for administrators) and the help centre.

export const NewsletterSignupRequest = z.object({ email: Email });
export type NewsletterSignupRequest = z.input<typeof NewsletterSignupRequest>;

/** Footer newsletter form. Signing up twice is not an error: the address is stored once. */
export const newsletterSignupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/newsletterSignup",
  request: NewsletterSignupRequest,
  response: Ack,
});

export const NewsletterSubscriber = z.object({ _id: z.string(), email: Email, createdAt: z.iso.datetime() });
export const newsletterEmailsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/newsletterEmails",
  auth: "admin",
  response: z.object({ subscribers: z.array(NewsletterSubscriber) }),
});

export const SupportMessageRequest = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Name is too long"),
  email: Email,
  message: z.string().trim().min(1, "Please write a message").max(5000, "Message is too long (5000 characters at most)"),
});
export type SupportMessageRequest = z.input<typeof SupportMessageRequest>;

/** Help Center form (/support); open to visitors. */
export const sendSupportMessageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/feedbacks/support",
  request: SupportMessageRequest,
  response: Ack,
});
