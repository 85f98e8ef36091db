import { changed } from "../freshness/changes";
import { ERROR_CODES, MESSAGES } from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";

import type { ServiceDeps } from "../../services";
import type { CommentDoc } from "../opinions/model";
import { threadChanged } from "../opinions/thread-changes";
import { COMMUNITY_INTENT } from "../communities/community-intent";
import { DELETED_AUTHOR } from "../users/model";
import type { VotesService } from "../votes/service";

/** An account's life beyond the profile: for now its end, which reaches into every domain's records. */
export function createAccountsService(deps: Pick<ServiceDeps, "models" | "cache" | "auth" | "pictures" | "intents">, votes: Pick<VotesService, "withdrawAll">) {
  const { models } = deps;
  const { User, Comment, Community, CommunityPost, RetiredUsername, Notification } = models;
  /** The threads (article or community post) that hold the comments the filter names (ids as ObjectIds: no casting here). */
  const threadsOf = async (filter: Record<string, unknown>) =>
    (
      await Comment.aggregate<{ _id: Pick<CommentDoc, "postKind" | "postId"> }>([
        { $match: filter },
        { $group: { _id: { postKind: "$postKind", postId: "$postId" } } },
      ])
    ).map((g) => g._id);
  return {
    /**
     * Deletes the caller's own account: the user, their votes (counters on the voted targets follow)
     * follow links and notifications; their opinions and posts stay, shown as written by '[deleted]'.
     */
    async deleteAccount(caller: MemberCaller, email: string) {
      if (email !== caller.email) throw new HttpError(403, ERROR_CODES.forbidden, "The email does not match the logged-in account");
      // Revoke first: from here on the account's token no longer works, so nothing can be added
      // back while the cleanup runs; the username stays retired so no newcomer inherits its traces.
      await User.updateOne({ _id: caller.userId }, { $inc: { tokenVersion: 1 }, $set: { verified: false } });
      deps.auth.revoke(caller.userId);
      deps.pictures.changed(caller.username);
      await RetiredUsername.updateOne({ _id: caller.username }, { $setOnInsert: { retiredAt: new Date() } }, { upsert: true });
      // Its votes are taken back as any vote is (counters and points by the vote rule, in the vote batches' intents).
      const unvoted = await votes.withdrawAll(caller);
      await User.updateMany({ followers: caller.username }, { $pull: { followers: caller.username } });
      await User.updateMany({ following: caller.username }, { $pull: { following: caller.username } });
      const written = await threadsOf({ author: caller.username });
      await Comment.updateMany({ author: caller.username }, { $set: { author: DELETED_AUTHOR } });
      const ownPosts = (await CommunityPost.distinct("_id", { author: caller.username })).map(String);
      await CommunityPost.updateMany({ author: caller.username }, { $set: { author: DELETED_AUTHOR } });
      await Notification.deleteMany({ recipient: caller.username });
      await Notification.updateMany({ actor: caller.username }, { $set: { actor: DELETED_AUTHOR } });
      // Chat messages stay in their rooms' history, by '[deleted]'; poll ballots stay counted, unnamed.
      await models.ChatMessage.updateMany({ userId: caller.userId }, { $set: { username: DELETED_AUTHOR } });
      // What the member earned goes with them: figures, badges (and any reward pending), leaderboard weeks.
      await Promise.all([
        models.MemberStats.deleteOne({ _id: caller.username }),
        models.ContributionDay.deleteMany({ username: caller.username }),
        models.WeeklyPoints.deleteMany({ username: caller.username }),
        models.Badge.deleteMany({ username: caller.username }),
      ]);
      // The account goes with one atomic delete: the communities it was in at that moment lose it.
      // Their counts move after the delete: a crash between them is repaired (platform/intents.ts).
      const joined = ((await User.findById(caller.userId, { joinedCommunities: 1 }).lean())?.joinedCommunities ?? []).map(String);
      await deps.intents.around(joined.map(COMMUNITY_INTENT.key), async (intent) => {
        const removed = await User.findOneAndDelete({ _id: caller.userId }, { projection: { joinedCommunities: 1 } }).lean();
        const left = (removed?.joinedCommunities ?? []).map(String);
        if (left.length === 0) return;
        // A join that landed after the read above is named before its count moves.
        await intent.add(left.filter((id) => !joined.includes(id)).map(COMMUNITY_INTENT.key));
        await Community.updateMany({ _id: { $in: left } }, { $inc: { subscriberCount: -1 } });
        changed(deps.cache, { kind: "membership", communityIds: left }, { when: "now" });
      });
      // Cached answers that counted the member's votes or named them as an author go too.
      const commentIds = unvoted.filter((t) => t.targetType === "comment").map((t) => t.targetId);
      const votedThreads = commentIds.length ? await threadsOf({ _id: { $in: commentIds.map((id) => new Types.ObjectId(id)) } }) : [];
      const votedArticles = unvoted.filter((t) => t.targetType === "article").map((t) => ({ postKind: "article" as const, postId: t.targetId }));
      const threads = new Map([...written, ...votedThreads, ...votedArticles].map((t) => [`${t.postKind}:${t.postId}`, t]));
      await Promise.all([...threads.values()].map((thread) => threadChanged(deps, thread, "now")));
      const posts = [...ownPosts, ...unvoted.filter((t) => t.targetType === "communityPost").map((t) => t.targetId)];
      if (posts.length > 0) {
        const communityIds = (await CommunityPost.distinct("communityId", { _id: { $in: posts } })).map(String);
        changed(deps.cache, { kind: "communityPosts", postIds: posts, communityIds }, { when: "now" });
      }
      return { message: MESSAGES.accountDeleted };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
