import type { Ack, NewsletterSignupRequest, SupportMessageRequest } from "@pnyx/contract";
import type { NewsletterEmailsResponse, PnyxError } from "@pnyx/sdk";
import { useMutation, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";

/** The footer's newsletter form. */
export function useNewsletterSignup() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, NewsletterSignupRequest>({
    mutationFn: (input) => client.feedback.newsletterSignup(input),
  });
}

/** Newsletter subscribers, newest first (administrators only). */
export function useNewsletterSubscribers(): UseQueryResult<NewsletterEmailsResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<NewsletterEmailsResponse, PnyxError>({
    queryKey: pnyxKeys.admin.newsletter(),
    queryFn: () => client.feedback.newsletterEmails(),
  });
}

/** The Help Center's support form. */
export function useSendSupportMessage() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, SupportMessageRequest>({
    mutationFn: (input) => client.feedback.sendSupportMessage(input),
  });
}
