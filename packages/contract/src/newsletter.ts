import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { Ack, Email } from "./fields";

export const NewsletterSignupRequest = z.object({ email: Email });
export type NewsletterSignupRequest = z.input<typeof NewsletterSignupRequest>;

/** Footer newsletter form. Signing up twice is not an error: the address is stored once. */
export const newsletterSignupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/newsletterSignup",
  request: NewsletterSignupRequest,
  response: Ack,
});
