import type { Ack, CommunityPost } from "@pnyx/contract";
import type { AuditLogPage, DiscardPendingPostsResult, PnyxError, ReportedCommentsResponse, ReviewQueueResponse } from "@pnyx/sdk";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { nextNumberedPage } from "./paging";

// Administrators' hooks: the review queue, reported comments and the audit log (admin token).

/** Posts awaiting review, oldest first. */
export function useReviewQueue(): UseQueryResult<ReviewQueueResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<ReviewQueueResponse, PnyxError>({ queryKey: pnyxKeys.admin.reviewQueue(), queryFn: () => client.moderation.reviewQueue() });
}

/** One post under review, whatever its status. */
export function useReviewPost(id: string): UseQueryResult<CommunityPost, PnyxError> {
  const client = usePnyxClient();
  return useQuery<CommunityPost, PnyxError>({ queryKey: pnyxKeys.admin.reviewPost(id), queryFn: () => client.moderation.reviewPost({ id }) });
}

export type ReviewDecision = "verify" | "discard";

/** Verifies or discards a post; the queue, the post, and the public community lists reload. */
export function useReviewDecision() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, { id: string; decision: ReviewDecision }>({
    mutationFn: ({ id, decision }) => (decision === "verify" ? client.moderation.verifyPost({ id }) : client.moderation.discardPost({ id })),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: pnyxKeys.admin.reviewPost(id) });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.reviewQueue() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.audit() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.communities.all() });
    },
  });
}

/** Discards every post one author has awaiting review; the queue and the audit log reload. */
export function useDiscardPendingPostsBy() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<DiscardPendingPostsResult, PnyxError, string>({
    mutationFn: (author) => client.moderation.discardPendingPostsBy({ author }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.reviewPosts() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.reviewQueue() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.audit() });
    },
  });
}

/** Reported comments with their report counts, the most recently reported first. */
export function useReportedComments(): UseQueryResult<ReportedCommentsResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<ReportedCommentsResponse, PnyxError>({ queryKey: pnyxKeys.admin.reports(), queryFn: () => client.moderation.reportedComments() });
}

/** A comment leaves the reports list at once (deleted, or its reports dismissed), and the audit log reloads. */
function settleReported(queryClient: QueryClient, commentId: string) {
  queryClient.setQueryData<ReportedCommentsResponse>(
    pnyxKeys.admin.reports(),
    (data) => data && { comments: data.comments.filter((c) => c._id !== commentId) },
  );
  void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.audit() });
}

/** Deletes a comment and its replies; it leaves the reports list at once, and opinion lists reload. */
export function useDeleteComment() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, string>({
    mutationFn: (commentId) => client.moderation.deleteComment({ commentId }),
    onSuccess: (_answer, commentId) => {
      settleReported(queryClient, commentId);
      // Its replies went with it: reported ones leave the list too.
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.reports() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.opinions.all() });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.communities.all() });
    },
  });
}

/** Dismisses a comment's reports: it leaves the reports list at once; the comment stays. */
export function useDismissReports() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, string>({
    mutationFn: (commentId) => client.moderation.dismissReports({ commentId }),
    onSuccess: (_answer, commentId) => settleReported(queryClient, commentId),
  });
}

export type AuditLogResult = UseInfiniteQueryResult<InfiniteData<AuditLogPage, number>, PnyxError>;

/** The audit log, newest first, page after page. */
export function useAuditLog(): AuditLogResult {
  const client = usePnyxClient();
  return useInfiniteQuery<AuditLogPage, PnyxError, InfiniteData<AuditLogPage, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.admin.audit(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.moderation.auditLog({ page: pageParam }),
    getNextPageParam: nextNumberedPage,
  });
}
