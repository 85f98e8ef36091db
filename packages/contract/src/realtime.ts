import { z } from "zod";
import { ObjectIdString } from "./identity";
import { Opinion } from "./opinions";

/** Socket.io events of live article threads. Rooms are per article; clients watch and unwatch. */
export const LIVE_EVENTS = {
  /** client → server: start receiving an article's thread events */
  watchArticle: "article:watch",
  /** client → server */
  unwatchArticle: "article:unwatch",
  /** server → client */
  opinionAdded: "opinion:added",
  opinionUpdated: "opinion:updated",
  opinionDeleted: "opinion:deleted",
  votesChanged: "votes:changed",
} as const;

export const WatchArticlePayload = z.object({ postId: ObjectIdString });
export const OpinionAddedPayload = z.object({ postId: z.string(), opinion: Opinion });
export const OpinionUpdatedPayload = z.object({ postId: z.string(), opinion: Opinion });
export const OpinionDeletedPayload = z.object({ postId: z.string(), commentId: z.string(), parentId: z.string().nullable() });
export const VotesChangedPayload = z.object({
  postId: z.string(),
  targetType: z.enum(["article", "comment"]),
  targetId: z.string(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
});
export type OpinionAddedPayload = z.infer<typeof OpinionAddedPayload>;
export type OpinionUpdatedPayload = z.infer<typeof OpinionUpdatedPayload>;
export type OpinionDeletedPayload = z.infer<typeof OpinionDeletedPayload>;
export type VotesChangedPayload = z.infer<typeof VotesChangedPayload>;
