import { FIXED_COMMUNITIES, sanctionEndpoint, type EndpointRequest, type MemberStanding, type Sanction } from "@pnyx/contract";
import { Types } from "mongoose";
import type { AdminCaller } from "../../../platform/auth";
import { notFound } from "../../../platform/errors";
import type { ServiceDeps } from "../../../services";
import type { UserDoc } from "../../users/model";
import type { AuditLog } from "../audit";
import type { Notices } from "../notices";
import type { Reasons } from "../reasons";
import { presentSanction } from "../sanction-lookup";
import { standingsOf } from "../standing";
import type { SanctionDoc } from "./model";

type SanctionInput = Omit<EndpointRequest<typeof sanctionEndpoint>, "removeWriting"> & { removeWriting: boolean };

/** Sanctions a member's history shows at most (newest first). */
const HISTORY_SHOWN = 100;
const HOUR_MS = 3_600_000;

const noSuchMember = () => notFound("No such member");
const communityName = (id: string) => FIXED_COMMUNITIES.find((c) => c.id === id)?.name ?? null;

export interface SanctionsOptions {
  /** Starts removing a sanctioned member's writing (removal.ts); the sanction records how far it came. */
  removeWriting?: (sanction: SanctionDoc) => void;
}

/**
 * Administrators act on people (issue 47): suspend a member for some hours or ban them, site-wide or
 * from one community, with one of the site's reasons; lift it; read a member's standing and history.
 * A sanction is stored, then every instance's check forgets what it kept of the member (gate.ts), then
 * the member is told why and until when (a notice, mailed, which they may appeal once), and the audit
 * log records it. With `removeWriting`, what they wrote goes too (removal.ts), after the check forgot:
 * a write that passed the check before is either found by the removal or refused after it lands.
 */
export function createSanctionsService(
  deps: Pick<ServiceDeps, "models" | "now" | "moderation">,
  audit: Pick<AuditLog, "record">,
  notices: Pick<Notices, "issue">,
  reasons: Pick<Reasons, "require">,
  options: SanctionsOptions = {},
) {
  const { Sanction, User } = deps.models;

  async function memberNamed(username: string): Promise<Pick<UserDoc, "_id" | "username" | "points" | "createdAt">> {
    const user = await User.findOne({ username }, { username: 1, points: 1, createdAt: 1 }).lean();
    if (!user) throw noSuchMember();
    return user;
  }

  /** A member's standing as the queue shows it (standing.ts: points, age, removals, reports, the sanction in force). */
  async function standingOf(user: Pick<UserDoc, "username" | "createdAt">): Promise<MemberStanding> {
    return (await standingsOf(deps.models, [user.username], user.createdAt, deps.now())).get(user.username)!;
  }

  const summaryOf = (doc: SanctionDoc) => {
    const hours = doc.until ? Math.round((doc.until.getTime() - doc.at.getTime()) / HOUR_MS) : 0;
    const what = doc.kind === "ban" ? "Banned" : `Suspended for ${hours} h`;
    const where = doc.communityId ? ` from ${communityName(doc.communityId)}` : "";
    return `${what} ${doc.username}${where}: ${doc.reason}${doc.removal ? " (writing removed)" : ""}`;
  };

  return {
    async impose(admin: AdminCaller, input: SanctionInput): Promise<Sanction> {
      const user = await memberNamed(input.username);
      if (input.communityId !== undefined && communityName(input.communityId) === null) throw notFound("No such community");
      // The site's stored list (reasons.ts): a 422 naming the field when it has no such reason.
      const reason = await reasons.require(input.reasonId);
      const at = deps.now();
      const doc: SanctionDoc = {
        _id: new Types.ObjectId(),
        userId: user._id,
        username: user.username,
        kind: input.kind,
        communityId: input.communityId ?? null,
        until: input.kind === "suspend" ? new Date(at.getTime() + input.hours! * HOUR_MS) : null,
        reasonId: reason.id,
        reason: reason.label,
        rule: reason.rule,
        note: input.note || null,
        by: admin.username,
        at,
        liftedAt: null,
        liftedBy: null,
        removal: input.removeWriting ? { state: "removing", passes: 0, nextPassAt: at, claimedBy: null, claimedAt: null } : null,
      };
      await Sanction.collection.insertOne(doc);
      // Before anything else: from now on every instance reads the sanction on the member's next write.
      deps.moderation.forget(user._id.toString());
      if (doc.removal) options.removeWriting?.(doc);
      const where = doc.communityId ? communityName(doc.communityId) : null;
      await Promise.all([
        audit.record(admin, "sanctionMember", { type: "member", id: user.username, summary: summaryOf(doc) }),
        notices.issue({
          userId: user._id,
          kind: "sanctioned",
          about: null,
          outcome: "restricted",
          reason: where ? `${doc.reason} (${where})` : doc.reason,
          rule: doc.rule,
          note: doc.note,
          until: doc.until,
          appealable: true,
          // Granting its appeal lifts this sanction (sanction-appeal.ts).
          sanctionId: doc._id,
        }),
      ]);
      return presentSanction(doc);
    },

    /** Ends a sanction before its time; lifting one lifted already answers it as it is. */
    async lift(admin: AdminCaller, sanctionId: string): Promise<Sanction> {
      const _id = new Types.ObjectId(sanctionId);
      const lifted = await Sanction.findOneAndUpdate(
        { _id, liftedAt: null },
        { $set: { liftedAt: deps.now(), liftedBy: admin.username } },
        { returnDocument: "after" },
      ).lean<SanctionDoc>();
      if (!lifted) {
        const existing = await Sanction.findById(_id).lean<SanctionDoc>();
        if (!existing) throw notFound("No such sanction");
        return presentSanction(existing);
      }
      deps.moderation.forget(lifted.userId.toString());
      await audit.record(admin, "liftSanction", { type: "member", id: lifted.username, summary: `Lifted: ${summaryOf(lifted)}` });
      return presentSanction(lifted);
    },

    /** A member's standing and their sanctions, newest first. */
    async member(username: string): Promise<{ standing: MemberStanding; sanctions: Sanction[] }> {
      const user = await memberNamed(username);
      const [standing, history] = await Promise.all([
        standingOf(user),
        Sanction.find({ userId: user._id }).sort({ at: -1, _id: -1 }).limit(HISTORY_SHOWN).lean<SanctionDoc[]>(),
      ]);
      return { standing, sanctions: history.map(presentSanction) };
    },
  };
}
export type SanctionsService = ReturnType<typeof createSanctionsService>;
