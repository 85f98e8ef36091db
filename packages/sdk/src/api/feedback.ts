// Messages from readers to the team: the Help Center's support form.
import { sendSupportMessageEndpoint, type Ack, type SupportMessageRequest } from "@pnyx/contract";
import type { Transport } from "../transport";

export interface FeedbackApi {
  /** Help Center form: POST /api/feedbacks/support. */
  sendSupportMessage(input: SupportMessageRequest): Promise<Ack>;
}

export function createFeedbackApi(transport: Transport): FeedbackApi {
  return {
    sendSupportMessage: (input) => transport.call(sendSupportMessageEndpoint, input),
  };
}
