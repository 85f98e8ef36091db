import type { ModerationSettings } from "@pnyx/contract";
import { Types } from "mongoose";
import type { AdminCaller } from "../../../platform/auth";
import type { ServiceDeps } from "../../../services";
import type { HeldOutcome } from "../../opinions/held";
import type { OpinionsService } from "../../opinions/service";
import type { AuditLog } from "../audit";
import type { PostReviewService } from "../post-review";

/** A piece held for review, as the queue names it. */
export interface HeldTarget {
  type: "comment" | "communityPost";
  id: string;
}

export type { HeldOutcome } from "../../opinions/held";

/**
 * The hold settings as administrators read and replace them (audited), and the decisions on held
 * pieces the queue takes (issue 47). `approveHeld` makes a held piece show and count, exactly once;
 * `rejectHeld` removes it while it is still held. Of two decisions on one piece at once, one acts
 * (`done`); the other finds it no longer held (`notHeld`). An opinion is published or dropped by
 * opinions/held.ts (counts and points inside a write intent); a community post, which awaits review
 * as every post does, loses its hold by one conditional write, then is verified or discarded by the
 * post review (post-review.ts: counts, points, audit and its author's notification follow).
 */
export function createHoldsService(
  deps: Pick<ServiceDeps, "models" | "moderation">,
  audit: Pick<AuditLog, "record">,
  opinions: Pick<OpinionsService, "approveHeld" | "publishHeld" | "announcePublished" | "rejectHeld">,
  review: Pick<PostReviewService, "verify" | "announceVerified" | "discard">,
) {
  const { CommunityPost } = deps.models;

  /** Takes the hold off a post still awaiting review (`done`), or says why not: decided already, or gone. */
  async function unholdPost(id: string): Promise<HeldOutcome> {
    if (!Types.ObjectId.isValid(id)) return "notFound";
    const claimed = await CommunityPost.findOneAndUpdate({ _id: id, held: true, status: "unverified" }, { $unset: { held: "", heldCause: "" } }).lean();
    if (claimed) return "done";
    return (await CommunityPost.exists({ _id: id, status: { $ne: "discarded" } })) ? "notHeld" : "notFound";
  }

  return {
    settings: (): Promise<ModerationSettings> => deps.moderation.settings.get(),

    async replaceSettings(admin: AdminCaller, input: ModerationSettings): Promise<ModerationSettings> {
      const settings = await deps.moderation.settings.replace(input, admin.username);
      const summary = `Hold first ${settings.holdFirst} (${settings.communities.length} communities apart), ${settings.words.length} words`;
      await audit.record(admin, "updateModerationSettings", { type: "moderationSettings", id: "site", summary });
      return settings;
    },

    /** Makes a held piece show and count (the queue's approval). */
    async approveHeld(target: HeldTarget, admin: AdminCaller): Promise<HeldOutcome> {
      if (target.type === "comment") return opinions.approveHeld(target.id);
      const outcome = await unholdPost(target.id);
      if (outcome === "done") await review.verify(admin, target.id);
      return outcome;
    },

    /**
     * Makes a held piece show and count as `approveHeld` does, telling nobody yet (the queue's
     * decision tells once: `announcePublished`, decision-ends.ts). `resumed`: a decision that won its
     * claim and was cut short, finished later, which also verifies a post whose hold it took off
     * before the kill (verified once: the verification is conditional on a post awaiting review).
     */
    async publishHeld(target: HeldTarget, admin: AdminCaller, resumed = false): Promise<HeldOutcome> {
      if (target.type === "comment") return opinions.publishHeld(target.id);
      const outcome = await unholdPost(target.id);
      const unheldBefore = outcome === "notHeld" && resumed && (await CommunityPost.exists({ _id: target.id, status: "unverified" })) !== null;
      if (outcome === "done" || unheldBefore) await review.verify(admin, target.id, { quiet: true });
      return unheldBefore ? "done" : outcome;
    },

    /** Tells of a published held piece as its approval does (once: the caller's claim); whether it did. */
    announcePublished(target: HeldTarget): Promise<boolean> {
      return target.type === "comment" ? opinions.announcePublished(target.id) : review.announceVerified(target.id);
    },

    /** Removes a held piece while it is still held (the queue's rejection). */
    async rejectHeld(target: HeldTarget, admin: AdminCaller): Promise<HeldOutcome> {
      if (target.type === "comment") return opinions.rejectHeld(target.id);
      const outcome = await unholdPost(target.id);
      if (outcome === "done") await review.discard(admin, target.id);
      return outcome;
    },
  };
}
export type HoldsService = ReturnType<typeof createHoldsService>;
