import {
  healthEndpoint,
  newsletterSignupEndpoint,
  sendSupportMessageEndpoint,
  type Ack,
  type HealthResponse,
  type NewsletterSignupRequest,
  type SupportMessageRequest,
} from "@pnyx/contract";
import { createTransport, type TransportOptions } from "./transport";

export type PnyxClientOptions = Partial<TransportOptions>;

export interface PnyxClient {
  /** Server liveness and database state: GET /api/health. */
  health(): Promise<HealthResponse>;
  users: {
    /** Footer newsletter: POST /api/user/newsletterSignup. */
    newsletterSignup(input: NewsletterSignupRequest): Promise<Ack>;
  };
  feedback: {
    /** Help Center form: POST /api/feedbacks/support. */
    sendSupportMessage(input: SupportMessageRequest): Promise<Ack>;
  };
}

/** The SDK's entry point. Namespaces mirror the contract's domains. */
export function createPnyxClient(options: PnyxClientOptions = {}): PnyxClient {
  const transport = createTransport({ baseUrl: options.baseUrl ?? "", ...options });
  return {
    health: () => transport.call(healthEndpoint),
    users: {
      newsletterSignup: (input) => transport.call(newsletterSignupEndpoint, input),
    },
    feedback: {
      sendSupportMessage: (input) => transport.call(sendSupportMessageEndpoint, input),
    },
  };
}
