import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { Ack, Email } from "./fields";

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
