import { POINTS, type VoteState } from "@pnyx/contract";
import { Types, type AnyBulkWriteOperation, type Collection, type Model } from "mongoose";
import type { Models } from "../../models";
import type { MemberCaller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { createGroupCommit, WAITED_WRITES, type Queued } from "../../platform/group-commit";
import { creditWeek, shownPoints } from "../gamification/points";
import { intentKey, type WriteIntents } from "../recovery/intents";
import type { VoteTarget } from "./model";

/** One call: `add` sets the caller's record to `value`; `remove` clears it if it holds `value`. */
export interface VoteCall {
  caller: MemberCaller;
  type: VoteTarget;
  targetId: string;
  action: "add" | "remove";
  value: 1 | -1;
}

/** A target whose counts a batch changed, with its counts after the batch. */
export interface ChangedTarget {
  type: VoteTarget;
  targetId: string;
  upvotes: number;
  downvotes: number;
  /** The article a comment belongs to. */
  postId?: string;
  /** The community a community post belongs to. */
  communityId?: string;
}

type Pending = Queued<VoteCall, VoteState>;

type Value = 1 | 0 | -1;
/** What a vote touches: its target's counters and its voter's points. */
const intentKeysOf = (call: VoteCall) => [intentKey.target(call.type, call.targetId), intentKey.member(call.caller.username)];

/** A record as a batch read it (an absent record holds 0 and no stamps). */
type Held = { value: Value; stamps: string[] | null };
/** A record a batch moves from what it read to `to`, for these calls. */
type Change = { key: string; calls: Pending[]; read: Held; to: Value };
type Counts = { upvotes: number; downvotes: number };
/** A target as a batch reads it: its counts, and where it is shown. */
type Target = Counts & { postId?: string; communityId?: string };
/** The counter a vote's value moves. */
export const field = (value: 1 | -1) => (value === 1 ? "upvotes" : "downvotes");

/** The model each vote target's counters live in. */
export function targetModel(models: Models, type: VoteTarget): Model<Counts & { postId?: string }> {
  const byType = { article: models.Article, comment: models.Comment, communityPost: models.CommunityPost };
  return byType[type] as never;
}
const keyOf = (user: string, type: VoteTarget, targetId: string) => `${user}\u0000${type}\u0000${targetId}`;
/**
 * The filter for the records of these calls: one exact key per branch, each one seek in the unique
 * index (not the cross product of $in lists, nor a scan of every record).
 */
const recordsOf = (calls: VoteCall[]) => ({ $or: calls.map((c) => ({ user: c.caller.username, targetType: c.type, targetId: c.targetId })) });
/** Calls in one batch at most, so one command stays small. */
const MAX_BATCH = 512;
/**
 * Stamps a record keeps (about 100 bytes): a batch reads its records back one round trip after its
 * write, and in that time another instance, which writes one batch at a time and a record once per
 * batch, overwrites a record once at most; so three other instances may overwrite it meanwhile.
 */
const STAMPS_KEPT = 4;

/**
 * Votes written in batches (platform/group-commit.ts): a batch costs a fixed handful of database
 * commands however many calls it holds — read the records, the targets and the voters' points; write
 * the records; move the counters and the points. Calls of this instance are applied in arrival order.
 *
 * A record holds 1, -1 or 0 (taken back: the record stays). Every record write is conditional on
 * the record as this batch read it (its value and stamps), and stamps the record with the batch's
 * id. Another instance that changed a record in between makes the write miss; the batch then reads
 * back which of its writes landed (by the stamps) and sends the calls whose writes missed to the
 * next batch, which sees the new value.
 * Counters and points move only for writes that landed, so they always converge to the records.
 * A record keeps the stamps of its last STAMPS_KEPT writes, not only the last: a write that landed
 * and was overwritten by another instance before the read-back still shows as landed.
 */
export function createVoteBatcher(models: Models, intents: WriteIntents, onChanged: (changes: ChangedTarget[]) => void) {
  const { Vote, User } = models;
  const collection = (type: VoteTarget): Collection => targetModel(models, type).collection;
  const queue = createGroupCommit<VoteCall, VoteState>({ ...WAITED_WRITES, maxBatch: MAX_BATCH, write });

  async function write(batch: Pending[]): Promise<Pending[]> {
    const byKey = new Map<string, Pending[]>();
    for (const call of batch) {
      const key = keyOf(call.call.caller.username, call.call.type, call.call.targetId);
      const calls = byKey.get(key);
      if (calls) calls.push(call);
      else byKey.set(key, [call]);
    }
    const [records, counts, points] = await Promise.all([
      Vote.collection
        .find(recordsOf([...byKey.values()].map(([c]) => c!.call)), { projection: { user: 1, targetType: 1, targetId: 1, value: 1, stamps: 1 } })
        .toArray(),
      readTargets(batch),
      User.collection
        .find({ _id: { $in: [...new Set(batch.map((c) => c.call.caller.userId))].map((id) => new Types.ObjectId(id)) } }, { projection: { points: 1 } })
        .toArray(),
    ]);
    const held = new Map<string, Held>(records.map((r) => [keyOf(r.user, r.targetType, r.targetId), { value: r.value ?? 0, stamps: r.stamps ?? null }]));
    const pointsOf = new Map<string, number>(points.map((u) => [u._id.toString(), u.points ?? 0]));

    // Each key's calls in arrival order: what each call answers, and where the record ends up.
    const changes: Change[] = [];
    const answers = new Map<Pending, Value>();
    for (const [key, calls] of byKey) {
      const first = calls[0]!.call;
      if (!counts.get(first.type)!.has(first.targetId)) {
        for (const call of calls) call.reject(notFound("Nothing to vote on here"));
        continue;
      }
      const read = held.get(key) ?? { value: 0, stamps: null };
      let value: Value = read.value;
      for (const call of calls) {
        if (call.call.action === "add") value = call.call.value;
        else if (value === call.call.value) value = 0;
        answers.set(call, value);
      }
      if (value !== read.value) changes.push({ key, calls, read, to: value });
    }

    // What the batch touches is stored first: a crash before its effects land is repaired (modules/recovery).
    const intent = changes.length === 0 ? null : await intents.begin(changes.flatMap(({ calls: [first] }) => intentKeysOf(first!.call)));
    try {
      return await apply(changes, answers, counts, pointsOf);
    } catch (error) {
      intent?.abandon();
      throw error;
    } finally {
      intent?.done();
    }
  }

  async function apply(
    changes: Change[],
    answers: Map<Pending, Value>,
    counts: Map<VoteTarget, Map<string, Target>>,
    pointsOf: Map<string, number>,
  ): Promise<Pending[]> {
    const landed = await writeRecords(changes);
    const retry = changes.filter((c) => !landed.has(c.key)).flatMap((c) => c.calls);
    for (const call of retry) answers.delete(call);

    // Counters and points move by what the landed writes changed.
    const counterMoves = new Map<string, { type: VoteTarget; targetId: string; inc: Counts }>();
    const pointMoves = new Map<string, number>();
    const weekMoves = new Map<string, number>();
    for (const change of changes) {
      if (!landed.has(change.key)) continue;
      const { type, targetId, caller } = change.calls[0]!.call;
      const target = counterMoves.get(`${type}:${targetId}`) ?? { type, targetId, inc: { upvotes: 0, downvotes: 0 } };
      counterMoves.set(`${type}:${targetId}`, target);
      const from = change.read.value;
      if (from !== 0) target.inc[field(from)] -= 1;
      if (change.to !== 0) target.inc[field(change.to)] += 1;
      const earned = from === 0 ? POINTS.vote : change.to === 0 ? -POINTS.vote : 0;
      if (earned) {
        pointMoves.set(caller.userId, (pointMoves.get(caller.userId) ?? 0) + earned);
        weekMoves.set(caller.username, (weekMoves.get(caller.username) ?? 0) + earned);
      }
    }
    await Promise.all([moveCounters([...counterMoves.values()]), movePoints(pointMoves), creditWeek(models, weekMoves, new Date())]);

    const changed: ChangedTarget[] = [];
    for (const { type, targetId, inc } of counterMoves.values()) {
      const before = counts.get(type)!.get(targetId)!;
      before.upvotes += inc.upvotes;
      before.downvotes += inc.downvotes;
      changed.push({
        type,
        targetId,
        upvotes: Math.max(0, before.upvotes),
        downvotes: Math.max(0, before.downvotes),
        ...(before.postId ? { postId: before.postId } : {}),
        ...(before.communityId ? { communityId: before.communityId } : {}),
      });
    }
    if (changed.length) onChanged(changed);
    for (const [call, vote] of answers) {
      const target = counts.get(call.call.type)!.get(call.call.targetId)!;
      call.resolve({
        targetId: call.call.targetId,
        upvotes: Math.max(0, target.upvotes),
        downvotes: Math.max(0, target.downvotes),
        vote,
        points: shownPoints((pointsOf.get(call.call.caller.userId) ?? 0) + (pointMoves.get(call.call.caller.userId) ?? 0)),
      });
    }
    return retry;
  }

  /** The batch's targets that exist, with their counts now (and a comment's article). */
  async function readTargets(batch: Pending[]): Promise<Map<VoteTarget, Map<string, Target>>> {
    const found = new Map<VoteTarget, Map<string, Target>>();
    await Promise.all(
      (["article", "comment", "communityPost"] as const).map(async (type) => {
        const ids = [...new Set(batch.filter((c) => c.call.type === type).map((c) => c.call.targetId))];
        const map = new Map<string, Target>();
        found.set(type, map);
        if (ids.length === 0) return;
        // Posts awaiting review cannot be voted on.
        const visible = type === "communityPost" ? { status: "verified" } : {};
        const docs = await collection(type)
          .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, ...visible }, { projection: { upvotes: 1, downvotes: 1, postId: 1, communityId: 1 } })
          .toArray();
        for (const d of docs) {
          map.set(d._id.toString(), {
            upvotes: d.upvotes ?? 0,
            downvotes: d.downvotes ?? 0,
            ...(d.postId ? { postId: String(d.postId) } : {}),
            ...(d.communityId ? { communityId: String(d.communityId) } : {}),
          });
        }
      }),
    );
    return found;
  }

  /** Writes each change on condition that the record still holds what was read; answers the keys whose writes landed. */
  async function writeRecords(changes: Change[]): Promise<Set<string>> {
    if (changes.length === 0) return new Set();
    const stamp = new Types.ObjectId().toString();
    const now = new Date();
    const operations: AnyBulkWriteOperation[] = changes.map(({ calls, read, to }) => {
      const { caller, type, targetId } = calls[0]!.call;
      return {
        updateOne: {
          // Only the record as read (any write since changed its stamps). From 0 the record may not
          // exist yet: the upsert makes it, and meets the unique index if another instance just did.
          filter: { user: caller.username, targetType: type, targetId, value: read.value, stamps: read.stamps },
          update: { $set: { value: to, updatedAt: now, stamps: [...(read.stamps ?? []).slice(1 - STAMPS_KEPT), stamp] }, $setOnInsert: { createdAt: now } },
          upsert: read.value === 0,
        },
      };
    });
    let result: { matchedCount: number; upsertedCount: number };
    let failed = false;
    try {
      result = await Vote.collection.bulkWrite(operations as never, { ordered: false });
    } catch (error) {
      const partial = (error as { result?: { matchedCount: number; upsertedCount: number } }).result;
      if (!partial || (error as { code?: number }).code !== 11000) throw error;
      result = partial;
      failed = true;
    }
    const all = new Set(changes.map((c) => c.key));
    if (!failed && result.matchedCount + result.upsertedCount === changes.length) return all;
    // Some writes missed: the stamps on the batch's own records tell which landed.
    const records = await Vote.collection
      .find(recordsOf(changes.map((c) => c.calls[0]!.call)), { projection: { user: 1, targetType: 1, targetId: 1, stamps: 1 } })
      .toArray();
    return new Set(records.filter((r) => (r.stamps as string[] | undefined)?.includes(stamp)).map((r) => keyOf(r.user, r.targetType, r.targetId)));
  }

  async function moveCounters(moves: Array<{ type: VoteTarget; targetId: string; inc: Counts }>) {
    await Promise.all(
      (["article", "comment", "communityPost"] as const).map(async (type) => {
        const operations = moves
          .filter((m) => m.type === type && (m.inc.upvotes || m.inc.downvotes))
          .map((m) => ({ updateOne: { filter: { _id: new Types.ObjectId(m.targetId) }, update: { $inc: m.inc } } }));
        if (operations.length) await collection(type).bulkWrite(operations as never, { ordered: false });
      }),
    );
  }

  async function movePoints(moves: Map<string, number>) {
    const operations = [...moves]
      .filter(([, delta]) => delta !== 0)
      .map(([userId, delta]) => ({ updateOne: { filter: { _id: new Types.ObjectId(userId) }, update: { $inc: { points: delta } } } }));
    if (operations.length) await User.collection.bulkWrite(operations as never, { ordered: false });
  }

  return {
    /** Batches written, calls in them, and calls sent again because another instance wrote first. */
    stats: queue.stats,
    /** Queues a call for the next batch; answers once its batch is written. */
    submit: queue.submit,
  };
}
export type VoteBatcher = ReturnType<typeof createVoteBatcher>;
