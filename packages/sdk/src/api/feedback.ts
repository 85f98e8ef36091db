// Feedback from readers: the footer newsletter, its subscribers (administrators) and the Help Center.
import {
  newsletterEmailsEndpoint,
  newsletterSignupEndpoint,
  sendSupportMessageEndpoint,
  type Ack,
  type EndpointResponse,
  type NewsletterSignupRequest,
  type SupportMessageRequest,
} from "@pnyx/contract";
import type { Transport } from "../transport";

export type NewsletterEmailsResponse = EndpointResponse<typeof newsletterEmailsEndpoint>;

export interface FeedbackApi {
  /** Footer newsletter: POST /api/user/newsletterSignup. */
  newsletterSignup(input: NewsletterSignupRequest): Promise<Ack>;
  /** Administrators: the newsletter subscribers. */
  newsletterEmails(): Promise<NewsletterEmailsResponse>;
  /** Help Center form: POST /api/feedbacks/support. */
  sendSupportMessage(input: SupportMessageRequest): Promise<Ack>;
}

export function createFeedbackApi(transport: Transport): FeedbackApi {
  return {
    newsletterSignup: (input) => transport.call(newsletterSignupEndpoint, input),
    newsletterEmails: () => transport.call(newsletterEmailsEndpoint),
    sendSupportMessage: (input) => transport.call(sendSupportMessageEndpoint, input),
  };
}
