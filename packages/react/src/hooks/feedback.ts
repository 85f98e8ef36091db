import type { Ack, AddFeedbackRequest, Feedback, NewsletterSignupRequest, SupportMail, SupportMessageRequest } from "@pnyx/contract";
import type { FeedbackPage, NewsletterEmailsResponse, PnyxError, SupportMailPage } from "@pnyx/sdk";
import { useInfiniteQuery, useMutation, useQuery, type InfiniteData, type UseInfiniteQueryResult, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { nextNumberedPage } from "./paging";

/** The footer's newsletter form. */
export function useNewsletterSignup() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, NewsletterSignupRequest>({
    mutationFn: (input) => client.feedback.newsletterSignup(input),
  });
}

export type NewsletterSubscribersResult = UseInfiniteQueryResult<InfiniteData<NewsletterEmailsResponse, number>, PnyxError>;

/** Administrators: the newsletter subscribers, newest first, page after page. */
export function useNewsletterSubscribers(): NewsletterSubscribersResult {
  const client = usePnyxClient();
  return useInfiniteQuery<NewsletterEmailsResponse, PnyxError, InfiniteData<NewsletterEmailsResponse, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.admin.newsletter(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.feedback.newsletterEmails({ page: pageParam }),
    getNextPageParam: nextNumberedPage,
  });
}

/** The Help Center's support form. */
export function useSendSupportMessage() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, SupportMessageRequest>({
    mutationFn: (input) => client.feedback.sendSupportMessage(input),
  });
}

/** A member's feedback (the dialog after submitting a post). */
export function useAddFeedback() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, AddFeedbackRequest>({ mutationFn: (input) => client.feedback.add(input) });
}

export type FeedbackListResult = UseInfiniteQueryResult<InfiniteData<FeedbackPage, number>, PnyxError>;
export type SupportMailListResult = UseInfiniteQueryResult<InfiniteData<SupportMailPage, number>, PnyxError>;

/** Administrators: members' feedback, newest first, page after page. */
export function useFeedbacks(): FeedbackListResult {
  const client = usePnyxClient();
  return useInfiniteQuery<FeedbackPage, PnyxError, InfiniteData<FeedbackPage, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.admin.feedbacks(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.feedback.list({ page: pageParam }),
    getNextPageParam: nextNumberedPage,
  });
}

export function useFeedback(id: string): UseQueryResult<Feedback, PnyxError> {
  const client = usePnyxClient();
  return useQuery<Feedback, PnyxError>({ queryKey: pnyxKeys.admin.feedback(id), queryFn: () => client.feedback.get({ id }) });
}

/** Administrators: help-centre mail, newest first, page after page. */
export function useSupportMails(): SupportMailListResult {
  const client = usePnyxClient();
  return useInfiniteQuery<SupportMailPage, PnyxError, InfiniteData<SupportMailPage, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.admin.supportMails(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.feedback.supportMails({ page: pageParam }),
    getNextPageParam: nextNumberedPage,
  });
}

export function useSupportMail(id: string): UseQueryResult<SupportMail, PnyxError> {
  const client = usePnyxClient();
  return useQuery<SupportMail, PnyxError>({ queryKey: pnyxKeys.admin.supportMail(id), queryFn: () => client.feedback.supportMail({ id }) });
}
