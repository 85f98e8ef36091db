import {
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  dislikeCommunityPostEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  likeCommunityPostEndpoint,
  undislikeArticleEndpoint,
  undislikeCommentEndpoint,
  undislikeCommunityPostEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
  unlikeCommunityPostEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { ThreadAccess } from "../publishers/api/thread-access";
import type { VotesService } from "./service";

/** `threads` keeps another publisher's pages from voting in a publisher's thread (thread-access.ts). */
export const votesRoutes = (deps: EndpointDeps, votes: VotesService, threads: ThreadAccess) => {
  const post = (
    type: "article" | "communityPost",
    endpoint: typeof likeArticleEndpoint | typeof likeCommunityPostEndpoint,
    op: "add" | "remove",
    value: 1 | -1,
  ) =>
    mount(deps, endpoint, async ({ input, caller, request }) => {
      assertSelf(caller, input.username);
      if (type === "article") await threads.assertMayWrite(request, caller, { articleId: input.postId });
      return votes[op](caller, type, input.postId, value);
    });
  const article = (endpoint: typeof likeArticleEndpoint, op: "add" | "remove", value: 1 | -1) => post("article", endpoint, op, value);
  const communityPost = (endpoint: typeof likeCommunityPostEndpoint, op: "add" | "remove", value: 1 | -1) => post("communityPost", endpoint, op, value);
  const comment = (endpoint: typeof likeCommentEndpoint, op: "add" | "remove", value: 1 | -1) =>
    mount(deps, endpoint, async ({ input, caller, request }) => {
      assertSelf(caller, input.username);
      await threads.assertMayWrite(request, caller, { commentId: input.commentId });
      return votes[op](caller, "comment", input.commentId, value);
    });
  return new Elysia({ name: "pnyx/votes" })
    .use(article(likeArticleEndpoint, "add", 1))
    .use(article(dislikeArticleEndpoint, "add", -1))
    .use(article(unlikeArticleEndpoint, "remove", 1))
    .use(article(undislikeArticleEndpoint, "remove", -1))
    .use(comment(likeCommentEndpoint, "add", 1))
    .use(comment(dislikeCommentEndpoint, "add", -1))
    .use(comment(unlikeCommentEndpoint, "remove", 1))
    .use(comment(undislikeCommentEndpoint, "remove", -1))
    .use(communityPost(likeCommunityPostEndpoint, "add", 1))
    .use(communityPost(dislikeCommunityPostEndpoint, "add", -1))
    .use(communityPost(unlikeCommunityPostEndpoint, "remove", 1))
    .use(communityPost(undislikeCommunityPostEndpoint, "remove", -1));
};
