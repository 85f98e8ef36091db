import type { Ack, Opinion, OpinionSort, ReportDetails } from "@pnyx/contract";
import type {
  AddOpinionInput,
  OpinionPostKind,
  AddReplyInput,
  CommentCountsResponse,
  EditOpinionInput,
  OpinionThreadResponse,
  OpinionsPage,
  PnyxError,
  PopularOpinionsPage,
} from "@pnyx/sdk";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { insertOpinion, removeOpinion, replaceOpinion, type RemovedOpinion } from "./opinion-cache";

const LAST_PAGE = 1000;

const nextPage = (last: { comments: unknown[]; hasMore: boolean }, lastPage: number) =>
  last.comments.length === 0 || !last.hasMore || lastPage >= LAST_PAGE ? undefined : lastPage + 1;

export type OpinionsResult = UseInfiniteQueryResult<InfiniteData<OpinionsPage, number>, PnyxError>;

/** A post's top-level opinions, 20 a page, "top" (most liked) or "newest" first. */
export function useOpinions(postId: string | null | undefined, sort: OpinionSort = "top", postKind: OpinionPostKind = "article"): OpinionsResult {
  const client = usePnyxClient();
  const id = postId ?? "";
  return useInfiniteQuery<OpinionsPage, PnyxError, InfiniteData<OpinionsPage, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.opinions.list(id, sort),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.opinions.list({ postKind, postId: id, sort, page: pageParam }),
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
    enabled: id.length > 0,
  });
}

/** One opinion and its replies (oldest first). */
export function useOpinionThread(commentId: string | null | undefined): UseQueryResult<OpinionThreadResponse, PnyxError> {
  const client = usePnyxClient();
  const id = commentId ?? "";
  return useQuery<OpinionThreadResponse, PnyxError>({
    queryKey: pnyxKeys.opinions.thread(id),
    queryFn: () => client.opinions.thread({ commentId: id }),
    enabled: id.length > 0,
  });
}

/** Posts an opinion; it shows first in the post's loaded lists at once, and the post's opinion count moves everywhere. */
export function useAddOpinion(postKind: OpinionPostKind = "article") {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Opinion, PnyxError, AddOpinionInput>({
    mutationFn: (input) => client.opinions.add({ postKind, ...input }),
    onSuccess: (opinion) => insertOpinion(queryClient, opinion),
  });
}

/** Replies to an opinion; the reply joins the thread, the parent's reply count goes up, the thread reloads. */
export function useAddReply(postKind: OpinionPostKind = "article") {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Opinion, PnyxError, AddReplyInput>({
    mutationFn: (input) => client.opinions.reply({ postKind, ...input }),
    onSuccess: (reply) => {
      insertOpinion(queryClient, reply);
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.opinions.thread(reply.parentId ?? "") });
    },
  });
}

/** Changes the member's own opinion (within 15 minutes); the new text shows wherever it is listed. */
export function useEditOpinion() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Opinion, PnyxError, EditOpinionInput>({
    mutationFn: (input) => client.opinions.edit(input),
    onSuccess: (opinion) => replaceOpinion(queryClient, opinion),
  });
}

export type DeleteOpinionInput = RemovedOpinion;

/** Deletes the member's own opinion (within 15 minutes); it leaves every list, counts follow. */
export function useDeleteOpinion() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, DeleteOpinionInput>({
    mutationFn: (input) => client.opinions.remove({ commentId: input.commentId }),
    onSuccess: (_answer, input) => removeOpinion(queryClient, input),
  });
}

/** An opinion's id alone (a report without a reason counts as `other`), or its id with the reporter's reason. */
export type ReportOpinionInput = string | ({ commentId: string } & ReportDetails);

/** Reports an opinion to the moderators, with the reporter's reason when given (ReportDialog). */
export function useReportOpinion() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, ReportOpinionInput>({
    mutationFn: (input) => client.opinions.report(typeof input === "string" ? { commentId: input } : input),
    onSuccess: (_answer, input) => {
      const commentId = typeof input === "string" ? input : input.commentId;
      queryClient.setQueryData<string[]>(pnyxKeys.member.reportedOpinions(), (ids = []) => (ids.includes(commentId) ? ids : [...ids, commentId]));
    },
  });
}

/** Whether the member reported this opinion in this session (member data: forgotten on logout). */
export function useReportedOpinion(commentId: string): boolean {
  const { data } = useQuery<string[]>({
    queryKey: pnyxKeys.member.reportedOpinions(),
    queryFn: () => [],
    initialData: [],
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data.includes(commentId);
}

export type PopularOpinionsResult = UseInfiniteQueryResult<InfiniteData<PopularOpinionsPage, number>, PnyxError>;

/** The most liked opinions across articles, `pageSize` a page (9 on /topOpinions, 3 on home). */
export function usePopularOpinions(pageSize = 9): PopularOpinionsResult {
  const client = usePnyxClient();
  return useInfiniteQuery<PopularOpinionsPage, PnyxError, InfiniteData<PopularOpinionsPage, number>, readonly unknown[], number>({
    queryKey: pnyxKeys.opinions.popular(pageSize),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => client.opinions.popular({ numberOfOpinions: pageSize, page: pageParam }),
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });
}

/** Opinion counts of up to 100 articles (e.g. a publisher's article list); idle without ids. */
export function useCommentCounts(postIds: readonly string[]): UseQueryResult<CommentCountsResponse, PnyxError> {
  const client = usePnyxClient();
  const ids = [...new Set(postIds)];
  return useQuery<CommentCountsResponse, PnyxError>({
    queryKey: pnyxKeys.opinions.counts(ids),
    queryFn: () => client.opinions.counts({ postIds: ids }),
    enabled: ids.length > 0,
  });
}

export type { OpinionPostKind } from "@pnyx/sdk";
