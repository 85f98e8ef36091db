import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack, Email, PageNumber } from "./fields";
import { ObjectIdString, UsernameRef } from "./identity";
import { MESSAGES } from "./messages";

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
/** Subscribers a page of the administrators' list holds. */
export const NEWSLETTER_PAGE_SIZE = 50;
export const NewsletterEmailsRequest = z.object({
  /** 1-based: the first page is 1 (the default); 0 or less is refused. */
  page: PageNumber,
});
export type NewsletterEmailsRequest = z.input<typeof NewsletterEmailsRequest>;
/** Administrators: the subscribers, newest first, a page at a time, with how many there are in all. */
export const newsletterEmailsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/newsletterEmails",
  auth: "admin",
  request: NewsletterEmailsRequest,
  response: z.object({ subscribers: z.array(NewsletterSubscriber), page: z.number().int(), hasMore: z.boolean(), total: z.number().int().min(0) }),
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

export const SupportMail = z.object({ _id: z.string(), name: z.string(), email: z.string(), message: z.string(), createdAt: z.iso.datetime() });
export type SupportMail = z.infer<typeof SupportMail>;

export const FEEDBACK_PAGE_SIZE = 50;
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number().int(), hasMore: z.boolean() });

/** Administrators: help-centre mail, newest first. */
export const supportMailsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/feedbacks/support",
  auth: "admin",
  request: z.object({
    /** 1-based: the first page is 1 (the default); 0 or less is refused. */
    page: PageNumber,
  }),
  response: pageOf(SupportMail),
});
export const supportMailEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/feedbacks/support/getOne",
  auth: "admin",
  request: z.object({ id: ObjectIdString }),
  response: SupportMail,
});

/** A member's feedback (the dialog after submitting a post). */
export const Feedback = z.object({ _id: z.string(), username: z.string(), text: z.string(), createdAt: z.iso.datetime() });
export type Feedback = z.infer<typeof Feedback>;

export const AddFeedbackRequest = z.object({
  feedbackText: z.string().trim().min(1, MESSAGES.writeAReply).max(5000, "Feedback can be at most 5000 characters"),
  /** The product sends it; identity comes from the token, and a different name is refused. */
  username: UsernameRef.optional(),
});
export type AddFeedbackRequest = z.input<typeof AddFeedbackRequest>;
export const addFeedbackEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/feedbacks/add",
  auth: "member",
  request: AddFeedbackRequest,
  response: Ack,
});

/** Administrators: feedback, newest first. */
export const feedbacksEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/feedbacks",
  auth: "admin",
  request: z.object({
    /** 1-based: the first page is 1 (the default); 0 or less is refused. */
    page: PageNumber,
  }),
  response: pageOf(Feedback),
});
export const feedbackEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/feedbacks/getOne",
  auth: "admin",
  request: z.object({ id: ObjectIdString }),
  response: Feedback,
});
