import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack } from "./fields";
import { ObjectIdString } from "./identity";
import { Opinion } from "./opinions";

// Reported comments, as administrators review them (members report through /api/comment/report).

/** A reported opinion or reply, with what it is about and how often, and how lately, it was reported. */
export const ReportedComment = Opinion.extend({
  postKind: z.enum(["article", "communityPost"]),
  /** The article's or community post's title, to judge the comment in its context. */
  postTitle: z.string(),
  reportCount: z.number().int().positive(),
  lastReportedAt: z.iso.datetime(),
});
export type ReportedComment = z.infer<typeof ReportedComment>;

export const REPORTED_COMMENTS_MAX = 200;

/** Administrators: reported comments, the most recently reported first. */
export const reportedCommentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/comment/reportedComments",
  auth: "admin",
  response: z.object({ comments: z.array(ReportedComment) }),
});

/** Administrators: a comment's reports were unfounded: they are dropped and the comment stays. */
export const dismissReportsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/comment/dismissReports",
  auth: "admin",
  request: z.object({ commentId: ObjectIdString }),
  response: Ack,
});

/** Administrators: removes a comment with every reply below it; counts and the authors' points follow. */
export const deleteCommentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/comment/delete",
  auth: "admin",
  request: z.object({ commentId: ObjectIdString }),
  response: Ack,
});
