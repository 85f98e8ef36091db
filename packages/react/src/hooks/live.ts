import { ObjectIdString } from "@pnyx/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { usePnyxClient } from "../client-context";
import { setArticleVotes } from "./article-cache";
import { hideOpinion, insertOpinion, removeOpinion, replaceOpinion, setOpinionVotes } from "./opinion-cache";

export interface UseLiveThreadOptions {
  /** Set false to stop watching (e.g. while the thread is hidden). */
  enabled?: boolean;
}

/**
 * Watches an article's live thread while mounted and patches the query cache: new opinions show
 * first in the loaded lists, replies join an open thread and bump the reply count, edits replace,
 * deletions leave (one hidden pending review stays, marked, for its author), and like/dislike counts of the article and its opinions follow everyone's votes.
 */
export function useLiveThread(postId: string | null | undefined, options: UseLiveThreadOptions = {}): void {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const enabled = options.enabled !== false && ObjectIdString.safeParse(postId).success;
  useEffect(() => {
    if (!enabled || !postId) return;
    return client.live.watchThread(postId, {
      onOpinionAdded: ({ opinion }) => insertOpinion(queryClient, opinion),
      onOpinionUpdated: ({ opinion }) => replaceOpinion(queryClient, opinion),
      onOpinionDeleted: ({ postId: article, commentId, parentId, pendingReview }) =>
        pendingReview
          ? hideOpinion(queryClient, { commentId, postId: article, parentId }, client.session.get().user?.username)
          : removeOpinion(queryClient, { commentId, postId: article, parentId }),
      onVotesChanged: ({ targetType, targetId, upvotes, downvotes }) =>
        (targetType === "article" ? setArticleVotes : setOpinionVotes)(queryClient, targetId, { upvotes, downvotes }),
    });
  }, [client, queryClient, postId, enabled]);
}
