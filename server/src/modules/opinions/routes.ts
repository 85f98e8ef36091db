import {
  addReplyEndpoint,
  addTopCommentEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  reportCommentEndpoint,
  topCommentsEndpoint,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { OpinionsService } from "./service";

export const opinionsRoutes = (deps: EndpointDeps, opinions: OpinionsService) =>
  new Elysia({ name: "pnyx/opinions" })
    .use(mount(deps, getCommentsEndpoint, ({ input }) => opinions.list(input)))
    .use(mount(deps, fetchCommentAndRepliesEndpoint, ({ input }) => opinions.thread(input.commentId)))
    .use(
      mount(deps, addTopCommentEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.author, "author");
        return opinions.add(caller, input);
      }),
    )
    .use(
      mount(deps, addReplyEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.author, "author");
        return opinions.reply(caller, input);
      }),
    )
    .use(mount(deps, editCommentEndpoint, ({ input, caller }) => opinions.edit(caller, input)))
    .use(mount(deps, deleteOwnCommentEndpoint, ({ input, caller }) => opinions.deleteOwn(caller, input.commentId)))
    .use(mount(deps, topCommentsEndpoint, ({ input }) => opinions.popular(input)))
    .use(mount(deps, reportCommentEndpoint, ({ input, caller }) => opinions.report(caller, input.commentId)))
    .use(mount(deps, commentCountsEndpoint, ({ input }) => opinions.counts(input.postIds)));
