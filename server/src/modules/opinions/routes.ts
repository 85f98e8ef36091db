import { CACHE_TAGS, threadPageKey } from "../../platform/cache-tags";
import {
  addCommunityReplyEndpoint,
  addTopCommunityCommentEndpoint,
  communityPostCommentsEndpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  ownHeldOpinionsEndpoint,
  topCommentsEndpoint,
  type Opinion,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf, type Caller } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { ThreadAccess } from "../publishers/api/thread-access";

import type { OpinionsService } from "./service";

/**
 * A thread's first page as its author sees it: their own opinions hidden awaiting a moderator's
 * decision first (marked `awaitingReview`), then the page everyone sees. Null (the kept page) for
 * everyone else, and on later pages.
 */
async function withOwnHidden<T extends { comments: Opinion[] }>(
  opinions: OpinionsService,
  postId: string,
  page: number,
  caller: Caller,
  shared: () => T,
): Promise<T | null> {
  if (caller.kind !== "member" || page !== 1) return null;
  const own = await opinions.ownHidden(postId, caller.username);
  if (own.length === 0) return null;
  const kept = shared();
  return { ...kept, comments: [...own, ...kept.comments] };
}

/** `threads` keeps another publisher's pages from writing into a publisher's thread (thread-access.ts). */
export const opinionsRoutes = (deps: EndpointDeps, opinions: OpinionsService, threads: ThreadAccess) =>
  new Elysia({ name: "pnyx/opinions" })
    .use(
      mount(deps, getCommentsEndpoint, ({ input }) => opinions.list(input), {
        cache: {
          key: (i) => threadPageKey.of(i.postId, i.sort, i.page),
          tags: (i) => [CACHE_TAGS.opinions(i.postId)],
          ttlMs: 15_000,
          personal: (i, caller, shared) => withOwnHidden(opinions, i.postId, i.page, caller, shared),
        },
      }),
    )
    .use(mount(deps, fetchCommentAndRepliesEndpoint, ({ input, caller }) => opinions.thread(input.commentId, caller?.username ?? null)))
    .use(mount(deps, ownHeldOpinionsEndpoint, ({ input, caller }) => opinions.ownHeld(caller, input.postId)))
    .use(
      mount(deps, addTopCommentEndpoint, async ({ input, caller, request }) => {
        assertSelf(caller, input.author, "author");
        await threads.assertMayWrite(request, caller, { articleId: input.postId });
        return opinions.add(caller, input);
      }),
    )
    .use(
      mount(deps, addReplyEndpoint, async ({ input, caller, request }) => {
        assertSelf(caller, input.author, "author");
        await threads.assertMayWrite(request, caller, { articleId: input.postId });
        return opinions.reply(caller, input);
      }),
    )
    .use(
      mount(deps, addTopCommunityCommentEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.author, "author");
        return opinions.addToCommunityPost(caller, input);
      }),
    )
    .use(
      mount(deps, addCommunityReplyEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.author, "author");
        return opinions.replyOnCommunityPost(caller, input);
      }),
    )
    .use(
      mount(deps, communityPostCommentsEndpoint, ({ input }) => opinions.ofCommunityPost(input), {
        cache: {
          key: (i) => threadPageKey.of(i.id, i.sort, i.page),
          tags: (i) => [CACHE_TAGS.opinions(i.id)],
          ttlMs: 15_000,
          personal: (i, caller, shared) => withOwnHidden(opinions, i.id, i.page, caller, shared),
        },
      }),
    )
    .use(mount(deps, editCommentEndpoint, ({ input, caller }) => opinions.edit(caller, input)))
    .use(mount(deps, deleteOwnCommentEndpoint, ({ input, caller }) => opinions.deleteOwn(caller, input.commentId)))
    .use(
      mount(deps, topCommentsEndpoint, ({ input }) => opinions.popular(input), {
        cache: { key: (i) => `${i.numberOfOpinions}|${i.page}`, tags: () => [CACHE_TAGS.popularOpinions], ttlMs: 30_000 },
      }),
    )
    .use(mount(deps, commentCountsEndpoint, ({ input }) => opinions.counts(input.postIds)));
