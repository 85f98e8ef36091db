// Feedback from readers: the footer newsletter, the Help Center, members' feedback; and for
// administrators, the subscribers, the help-centre mail and the feedback (sent with the admin token).
import {
  addFeedbackEndpoint,
  feedbackEndpoint,
  feedbacksEndpoint,
  newsletterEmailsEndpoint,
  newsletterSignupEndpoint,
  sendSupportMessageEndpoint,
  supportMailEndpoint,
  supportMailsEndpoint,
  type Ack,
  type AddFeedbackRequest,
  type EndpointRequest,
  type EndpointResponse,
  type Feedback,
  type NewsletterSignupRequest,
  type SupportMail,
  type SupportMessageRequest,
} from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type NewsletterEmailsInput = EndpointRequest<typeof newsletterEmailsEndpoint>;
export type NewsletterEmailsResponse = EndpointResponse<typeof newsletterEmailsEndpoint>;
export type FeedbackPageInput = EndpointRequest<typeof feedbacksEndpoint>;
export type FeedbackPage = EndpointResponse<typeof feedbacksEndpoint>;
export type SupportMailPage = EndpointResponse<typeof supportMailsEndpoint>;
export type FeedbackIdInput = EndpointRequest<typeof feedbackEndpoint>;

export interface FeedbackApi {
  /** Footer newsletter: POST /api/user/newsletterSignup. */
  newsletterSignup(input: NewsletterSignupRequest): Promise<Ack>;
  /** Administrators: the newsletter subscribers, newest first, 50 a page (`total` counts them all): GET /api/user/newsletterEmails. */
  newsletterEmails(input?: NewsletterEmailsInput): Promise<NewsletterEmailsResponse>;
  /** Help Center form: POST /api/feedbacks/support. */
  sendSupportMessage(input: SupportMessageRequest): Promise<Ack>;
  /** A member's feedback, answered 'Thanks a lot for your valuable feedback': POST /api/feedbacks/add. */
  add(input: AddFeedbackRequest): Promise<Ack>;
  /** Administrators: members' feedback, newest first: GET /api/feedbacks. */
  list(input?: FeedbackPageInput): Promise<FeedbackPage>;
  /** Administrators: one feedback: POST /api/feedbacks/getOne. */
  get(input: FeedbackIdInput): Promise<Feedback>;
  /** Administrators: help-centre mail, newest first: GET /api/feedbacks/support. */
  supportMails(input?: FeedbackPageInput): Promise<SupportMailPage>;
  /** Administrators: one help-centre mail: POST /api/feedbacks/support/getOne. */
  supportMail(input: FeedbackIdInput): Promise<SupportMail>;
}

export function createFeedbackApi(transport: Transport, session: SessionEdits): FeedbackApi {
  return {
    newsletterSignup: (input) => transport.call(newsletterSignupEndpoint, input),
    newsletterEmails: (input = {}) => transport.call(newsletterEmailsEndpoint, input),
    sendSupportMessage: (input) => transport.call(sendSupportMessageEndpoint, input),
    add: (input) => transport.call(addFeedbackEndpoint, { ...input, username: input.username ?? session.user()?.username }),
    list: (input = {}) => transport.call(feedbacksEndpoint, input),
    get: (input) => transport.call(feedbackEndpoint, input),
    supportMails: (input = {}) => transport.call(supportMailsEndpoint, input),
    supportMail: (input) => transport.call(supportMailEndpoint, input),
  };
}
