import { voteEffects, type VoteValue } from "@pnyx/contract";
import { Types, type Collection } from "mongoose";
import type { Models } from "../../models";
import { intentKind, type IntentKind } from "../../platform/intents";
import { touchedBy, type Change } from "../freshness/changes";
import { threadOfComment } from "../opinions/counts";
import type { VoteTarget } from "./model";

type Counts = { upvotes: number; downvotes: number };

/**
 * What votes use of a target's model: its counters set by id (through mongoose), and its driver
 * collection. Each target's model is one (the three as a union would have no callable `updateOne`).
 */
export interface TargetModel {
  updateOne(filter: { _id: string }, update: { $set: Counts }): PromiseLike<unknown>;
  readonly collection: Collection;
}

/** The model each vote target's counters live in. */
export function targetModel(models: Pick<Models, "Article" | "Comment" | "CommunityPost">, type: VoteTarget): TargetModel {
  const byType = { article: models.Article, comment: models.Comment, communityPost: models.CommunityPost };
  return byType[type];
}

/**
 * A target's counts as its records make them, by the rule the vote batch moves them by (the
 * contract's `voteEffects`): each record counts what moving it from nothing to what it holds adds.
 */
export async function countVotes(models: Pick<Models, "Vote">, type: VoteTarget, targetId: string): Promise<Counts> {
  const held = await models.Vote.aggregate<{ _id: VoteValue; n: number }>([
    { $match: { targetType: type, targetId } },
    { $group: { _id: "$value", n: { $sum: 1 } } },
  ]);
  const counts = { upvotes: 0, downvotes: 0 };
  for (const { _id: value, n } of held) {
    const moved = voteEffects(0, value);
    counts.upvotes += n * moved.upvotes;
    counts.downvotes += n * moved.downvotes;
  }
  return counts;
}

/** Sets a target's like and dislike counts to what its records say (repairs and migrations; never the request path). */
export async function recountVotes(models: Models, type: VoteTarget, targetId: string): Promise<void> {
  if (!Types.ObjectId.isValid(targetId)) return;
  await targetModel(models, type).updateOne({ _id: targetId }, { $set: await countVotes(models, type, targetId) });
}

/** What a recount of one target's votes changed, for the answers that show it. */
const changeOf: Record<VoteTarget, (models: Models, id: string) => Promise<Change | null>> = {
  article: async (_, id) => ({ kind: "articleVotes", articleId: id }),
  comment: async (models, id) => {
    const post = await threadOfComment(models, id);
    return post && { kind: "opinionVotes", post };
  },
  communityPost: async (models, id) => {
    const post = Types.ObjectId.isValid(id) ? await models.CommunityPost.findById(id, { communityId: 1 }).lean() : null;
    return { kind: "communityPostVotes", postId: id, communityId: post ? String(post.communityId) : null };
  },
};

const votesOn = (type: VoteTarget) =>
  intentKind<Models>(`${type}Votes`, async (models, id) => {
    await recountVotes(models, type, id);
    const change = await changeOf[type](models, id);
    return change ? touchedBy(change) : [];
  });

/** The intents' kinds for a target's like and dislike counts (`articleVotes:<id>`, …): what a vote batch touches. */
export const VOTES_INTENT: Record<VoteTarget, IntentKind<Models>> = {
  article: votesOn("article"),
  comment: votesOn("comment"),
  communityPost: votesOn("communityPost"),
};
