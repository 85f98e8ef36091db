// A sanctioned member's writing removed with them (issue 47, `removeWriting`): their opinions and
// replies, community posts and chat messages (only those in the community, for a community
// sanction), each through its own removal path so counts and points stay exact (opinions:
// thread-removal.ts; posts: communities/post-removal.ts; chat messages count nowhere, and leave
// their rooms' live view: chat/removals.ts).
//
// Resumable: the sanction records how far the removal came (model.ts `removal`). A pass removes
// whatever of theirs it finds; a removal takes REMOVAL_PASSES passes, the last SETTLE_MS after the one
// before it, so that a write that passed the check on another instance just before the sanction
// reached it (and that no pass saw yet) is gone too. The same instance needs no wait: a write re-checks
// after it lands and removes itself (opinions, posts and chat do). A pass is claimed by one instance;
// a process killed mid-pass leaves the claim, which expires (CLAIM_EXPIRES_MS), and the next sweep
// (every SWEEP_EVERY_MS on every instance, and at start) runs the pass again from the beginning:
// each removal it repeats finds nothing and moves nothing, and each one the kill cut short is
// repaired by the reconciler (its write intent), so counts and points stay exact. Every author whose
// writing a pass removed (theirs, and others' replies and opinions that went with it) has their
// figures measured again, so badges no longer earned lock again, as after any other removal.
import { opinionDeletedEvent } from "@pnyx/contract";
import { Types } from "mongoose";
import type { ServiceDeps } from "../../../services";
import { announceRemovedMessages } from "../../chat/removals";
import { removePost } from "../../communities/post-removal";
import type { AchievementChecks } from "../../gamification/achievement-checks";
import { communitiesOfPosts } from "../../gamification/stats";
import type { CommentDoc } from "../../opinions/model";
import { threadChanged } from "../../opinions/thread-changes";
import { removeThread } from "../../opinions/thread-removal";
import type { SanctionDoc } from "./model";

/** Passes a removal takes: one at once, and one once writes on their way have settled. */
export const REMOVAL_PASSES = 2;
/** How long after a pass the next one runs: longer than a write takes and a sanction takes to reach every instance. */
export const SETTLE_MS = 30_000;
/** A pass claimed longer ago than this is taken over (the instance running it died). */
export const CLAIM_EXPIRES_MS = 120_000;
export const SWEEP_EVERY_MS = 10_000;
/** Records read at a time while removing. */
const CHUNK = 200;

type RemovalDeps = Pick<ServiceDeps, "models" | "intents" | "cache" | "live" | "now" | "background">;

export function createWritingRemoval(deps: RemovalDeps, achievements: Pick<AchievementChecks, "figuresFell">, options: { settleMs?: number } = {}) {
  const { Sanction, Comment, CommunityPost, ChatMessage } = deps.models;
  const settleMs = options.settleMs ?? SETTLE_MS;
  const instance = new Types.ObjectId().toString();

  /**
   * The member's opinions and replies, a chunk at a time (by id, after `after`), and those of the chunk
   * in the sanction's reach (all, or those on its community's posts).
   */
  async function commentsOf(sanction: SanctionDoc, after: Types.ObjectId | null): Promise<{ chunk: CommentDoc[]; inReach: CommentDoc[] }> {
    const filter: Record<string, unknown> = { author: sanction.username, ...(after ? { _id: { $gt: after } } : {}) };
    if (sanction.communityId) filter.postKind = "communityPost";
    const chunk = await Comment.find(filter).sort({ _id: 1 }).limit(CHUNK).lean<CommentDoc[]>();
    if (!sanction.communityId || chunk.length === 0) return { chunk, inReach: chunk };
    const communities = await communitiesOfPosts(
      deps.models,
      chunk.map((d) => d.postId),
    );
    return { chunk, inReach: chunk.filter((d) => communities.get(d.postId) === sanction.communityId) };
  }

  async function removeOpinions(sanction: SanctionDoc): Promise<void> {
    let after: Types.ObjectId | null = null;
    for (;;) {
      const { chunk, inReach } = await commentsOf(sanction, after);
      if (chunk.length === 0) return;
      after = chunk.at(-1)!._id;
      for (const doc of inReach) {
        // A reply of theirs below an opinion of theirs went with it: found gone, it moves nothing.
        const removed = await removeThread(deps.models, deps.intents, doc);
        if (removed.length === 0) continue;
        for (const author of new Set(removed.map((r) => r.author))) achievements.figuresFell(author);
        await threadChanged(deps, doc, "now");
        deps.live.toThread(doc.postId, opinionDeletedEvent, { postId: doc.postId, commentId: doc._id.toString(), parentId: doc.parentId });
      }
    }
  }

  async function removePosts(sanction: SanctionDoc): Promise<void> {
    const scope = { author: sanction.username, ...(sanction.communityId ? { communityId: sanction.communityId } : {}) };
    for (;;) {
      const ids = await CommunityPost.find(scope, { _id: 1 }).sort({ _id: 1 }).limit(CHUNK).lean();
      if (ids.length === 0) return;
      for (const { _id } of ids) {
        const removed = await removePost(deps, _id.toString());
        const authors = [...(removed?.claimed ? [removed.claimed.author] : []), ...(removed?.opinions ?? []).map((o) => o.author)];
        for (const author of new Set(authors)) achievements.figuresFell(author);
      }
    }
  }

  /** The member's chat messages in the sanction's reach, a chunk at a time; their rooms' viewers see them go. */
  async function removeMessages(sanction: SanctionDoc): Promise<void> {
    const scope = { userId: sanction.userId.toString(), ...(sanction.communityId ? { topicId: sanction.communityId } : {}) };
    for (;;) {
      const found = await ChatMessage.find(scope, { _id: 1, topicId: 1 }).limit(CHUNK).lean();
      if (found.length === 0) return;
      await ChatMessage.deleteMany({ _id: { $in: found.map((m) => m._id) } });
      announceRemovedMessages(deps.live, found);
    }
  }

  /** One pass: whatever of the member's writing is in the sanction's reach now goes. */
  async function pass(sanction: SanctionDoc): Promise<void> {
    await removeOpinions(sanction);
    await removePosts(sanction);
    await removeMessages(sanction);
  }

  /** Claims the sanction's next pass if it is due and nobody runs it; answers the sanction as claimed. */
  async function claim(id: Types.ObjectId): Promise<SanctionDoc | null> {
    const at = deps.now();
    return Sanction.findOneAndUpdate(
      {
        _id: id,
        "removal.state": "removing",
        "removal.nextPassAt": { $lte: at },
        $or: [{ "removal.claimedBy": null }, { "removal.claimedAt": { $lt: new Date(at.getTime() - CLAIM_EXPIRES_MS) } }],
      },
      { $set: { "removal.claimedBy": instance, "removal.claimedAt": at } },
      { returnDocument: "after" },
    ).lean<SanctionDoc>();
  }

  /** Runs one claimed pass and records it: the next is due after the settling time, or the removal is done. */
  async function run(id: Types.ObjectId): Promise<boolean> {
    const sanction = await claim(id);
    if (!sanction?.removal) return false;
    try {
      await pass(sanction);
    } catch (error) {
      // Given back at once, to be tried again by the next sweep here or elsewhere.
      await Sanction.updateOne({ _id: id, "removal.claimedBy": instance }, { $set: { "removal.claimedBy": null, "removal.claimedAt": null } });
      throw error;
    }
    const passes = sanction.removal.passes + 1;
    const done = passes >= REMOVAL_PASSES;
    await Sanction.updateOne(
      { _id: id, "removal.claimedBy": instance },
      {
        $set: {
          "removal.passes": passes,
          "removal.state": done ? "removed" : "removing",
          "removal.nextPassAt": new Date(deps.now().getTime() + (done ? 0 : settleMs)),
          "removal.claimedBy": null,
          "removal.claimedAt": null,
        },
      },
    );
    return true;
  }

  /** Runs every pass that is due now (each by one instance); answers how many ran. */
  async function sweep(): Promise<number> {
    const due = await Sanction.find({ "removal.state": "removing", "removal.nextPassAt": { $lte: deps.now() } }, { _id: 1 })
      .limit(100)
      .lean();
    let ran = 0;
    for (const { _id } of due) if (await run(_id)) ran++;
    return ran;
  }

  return {
    /** Starts a new sanction's removal: its first pass now, in the background (the sweep runs the rest). */
    start(sanction: SanctionDoc): void {
      deps.background.run("removing a sanctioned member's writing", () => run(sanction._id));
    },
    sweep,
    /** The sweep on a schedule, and once now (a removal a restart cut short goes on). Answers its stop. */
    schedule(log: (line: string) => void = console.error): () => void {
      const tick = () =>
        void sweep().catch((error: unknown) => log(`removing sanctioned writing failed: ${error instanceof Error ? error.message : String(error)}`));
      tick();
      const timer = setInterval(tick, SWEEP_EVERY_MS);
      (timer as { unref?: () => void }).unref?.();
      return () => clearInterval(timer);
    },
  };
}
export type WritingRemoval = ReturnType<typeof createWritingRemoval>;
