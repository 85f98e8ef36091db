import type { NewsletterEmailsResponse, PnyxError } from "@pnyx/sdk";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../provider";
import { pnyxKeys } from "../query-keys";

/** Newsletter subscribers, newest first (administrators only). */
export function useNewsletterSubscribers(): UseQueryResult<NewsletterEmailsResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<NewsletterEmailsResponse, PnyxError>({
    queryKey: pnyxKeys.admin.newsletter(),
    queryFn: () => client.feedback.newsletterEmails(),
  });
}
