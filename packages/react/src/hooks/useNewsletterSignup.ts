import type { Ack, NewsletterSignupRequest } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useMutation } from "@tanstack/react-query";
import { usePnyxClient } from "../provider";

export function useNewsletterSignup() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, NewsletterSignupRequest>({
    mutationFn: (input) => client.feedback.newsletterSignup(input),
  });
}
