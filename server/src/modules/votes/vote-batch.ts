import { nextValue, voteEffects, type VoteAction, type VoteValue } from "@pnyx/contract";
import type { VoteState } from "@pnyx/contract";
import { Types, type Collection, type mongo } from "mongoose";
import type { Models } from "../../models";
import type { MemberCaller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { createGroupCommit, WAITED_WRITES, type Queued } from "../../platform/group-commit";
import type { WriteIntents } from "../../platform/intents";
import { MEMBER_INTENT } from "../gamification/member-intent";
import { EARNINGS, movePoints, pointsMoved, shownPoints } from "../gamification/points";
import { targetModel, VOTES_INTENT } from "./counts";
import type { VoteTarget } from "./model";

/**
 * One call: `add` sets the caller's record to `value`; `remove` clears it if it holds `value`;
 * `clear` clears it whatever it holds (the member's account goes).
 */
export type VoteCall = { caller: MemberCaller; type: VoteTarget; targetId: string } & (VoteAction | { action: "clear" });

/** A target whose counts a batch changed, with its counts after the batch. */
export interface ChangedTarget {
  type: VoteTarget;
  targetId: string;
  upvotes: number;
  downvotes: number;
  /** The post a comment belongs to, and its kind. */
  postId?: string;
  postKind?: "article" | "communityPost";
  /** The community a community post belongs to. */
  communityId?: string;
}

type Pending = Queued<VoteCall, VoteState>;

/** What a vote touches: its target's counters and its voter's points. */
const intentKeysOf = (call: VoteCall) => [VOTES_INTENT[call.type].key(call.targetId), MEMBER_INTENT.key(call.caller.username)];

/** A record as a batch read it (an absent record holds 0 and no stamps). */
type Held = { value: VoteValue; stamps: string[] | null };
/** A record a batch moves from what it read to `to`, for these calls (one record: same voter and target). */
type Change = { key: string; calls: Pending[]; read: Held; to: VoteValue };
type Counts = { upvotes: number; downvotes: number };
/** A target as a batch reads it: its counts, and where it is shown. */
type Target = Counts & Pick<ChangedTarget, "postId" | "postKind" | "communityId"> & { hidden?: true };
/** Everything a batch reads before it decides: records, targets (absent: gone or not open to votes), voters' points. */
type BatchRead = { held: Map<string, Held>; targets: Map<VoteTarget, Map<string, Target>>; pointsOf: Map<string, number> };
/** What a batch decided: the records to move, and what each call answers if its record's write lands. */
type Decision = { changes: Change[]; answers: Map<Pending, VoteValue> };
/** What the landed writes moved: each target's counters, each voter's points. */
type Moves = { counters: Map<string, { type: VoteTarget; targetId: string; inc: Counts }>; points: Map<string, number> };

const keyOf = (user: string, type: VoteTarget, targetId: string) => `${user}\u0000${type}\u0000${targetId}`;
const keyOfCall = ({ caller, type, targetId }: VoteCall) => keyOf(caller.username, type, targetId);
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

/** Where a batch's consequences go once its counters moved (votes/service.ts: caches, live viewers, likes checks). */
export interface VoteBatchOutlet {
  /** The targets whose counts the batch moved, with their counts after it; called once per batch. */
  publishCounts(changes: ChangedTarget[]): void;
}

/**
 * Votes written in batches (platform/group-commit.ts): a batch costs a fixed handful of database
 * commands however many calls it holds. Its story, one stage each below:
 *   1. group the calls by record (voter and target), in arrival order;
 *   2. read the records, the targets and the voters' points;
 *   3. decide, by the vote rule (the contract's vote-rule.ts), where each record ends and what each call answers;
 *   4. inside a write intent (platform/intents.ts), write the records;
 *   5. move the counters and the points (movePoints) by what the landed writes changed;
 *   6. publish the new counts (the outlet), then answer the calls.
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
export function createVoteBatcher(models: Models, intents: WriteIntents, outlet: VoteBatchOutlet) {
  const { Vote, User } = models;
  const collection = (type: VoteTarget): Collection => targetModel(models, type).collection;
  const queue = createGroupCommit<VoteCall, VoteState>({ ...WAITED_WRITES, maxBatch: MAX_BATCH, write });

  async function write(batch: Pending[]): Promise<Pending[]> {
    const byRecord = groupByRecord(batch);
    const read = await readBatch(batch, byRecord);
    const decision = decide(byRecord, read);
    if (decision.changes.length === 0) return answer(decision.answers, read, new Map());
    // What the batch touches is stored first: a crash before its effects land is repaired (platform/intents.ts).
    return intents.around(
      decision.changes.flatMap(({ calls: [first] }) => intentKeysOf(first!.call)),
      () => writeAndMove(decision, read),
    );
  }

  /** Stages 4 to 6: the records, then what the landed ones move; answers the calls to send again. */
  async function writeAndMove(decision: Decision, read: BatchRead): Promise<Pending[]> {
    const landed = await writeRecords(decision.changes);
    const retry = decision.changes.filter((c) => !landed.has(c.key)).flatMap((c) => c.calls);
    for (const call of retry) decision.answers.delete(call);
    const moves = movesOf(decision.changes.filter((c) => landed.has(c.key)));
    await Promise.all([moveCounters([...moves.counters.values()]), movePoints(models, moves.points, new Date())]);
    const changed = countsAfter(moves, read.targets);
    if (changed.length) outlet.publishCounts(changed);
    answer(decision.answers, read, moves.points);
    return retry;
  }

  /** Stage 1: the batch's calls per record, each record's calls in arrival order. */
  function groupByRecord(batch: Pending[]): Map<string, Pending[]> {
    const byRecord = new Map<string, Pending[]>();
    for (const pending of batch) {
      const key = keyOfCall(pending.call);
      const calls = byRecord.get(key);
      if (calls) calls.push(pending);
      else byRecord.set(key, [pending]);
    }
    return byRecord;
  }

  /** Stage 2: the records, the targets and the voters' points, in one round trip. */
  async function readBatch(batch: Pending[], byRecord: Map<string, Pending[]>): Promise<BatchRead> {
    const firstCalls = [...byRecord.values()].map(([first]) => first!.call);
    const voters = [...new Set(batch.map((c) => c.call.caller.username))];
    const [records, targets, points] = await Promise.all([
      Vote.collection.find(recordsOf(firstCalls), { projection: { user: 1, targetType: 1, targetId: 1, value: 1, stamps: 1 } }).toArray(),
      readTargets(batch),
      User.collection.find({ username: { $in: voters } }, { projection: { username: 1, points: 1 } }).toArray(),
    ]);
    return {
      held: new Map(records.map((r) => [keyOf(r.user, r.targetType, r.targetId), { value: r.value ?? 0, stamps: r.stamps ?? null }])),
      targets,
      pointsOf: new Map(points.map((u) => [String(u.username), u.points ?? 0])),
    };
  }

  /** Stage 3: where each record ends and what each call answers; calls on a missing target (or new votes on a hidden opinion) are refused. */
  function decide(byRecord: Map<string, Pending[]>, { held, targets }: BatchRead): Decision {
    const changes: Change[] = [];
    const answers = new Map<Pending, VoteValue>();
    for (const [key, calls] of byRecord) {
      const first = calls[0]!.call;
      const target = targets.get(first.type)!.get(first.targetId);
      if (!target) {
        for (const call of calls) call.reject(notFound("Nothing to vote on here"));
        continue;
      }
      // An opinion hidden pending review takes no new vote, as if absent; one may still be taken back
      // (its voter's, or an account's going), so what it gave can be given back.
      const refused = target.hidden ? calls.filter((call) => call.call.action === "add") : [];
      for (const call of refused) call.reject(notFound("Nothing to vote on here"));
      const open = refused.length > 0 ? calls.filter((call) => !refused.includes(call)) : calls;
      if (open.length === 0) continue;
      const read = held.get(key) ?? { value: 0, stamps: null };
      let value = read.value;
      for (const call of open) {
        value = call.call.action === "clear" ? 0 : nextValue(value, call.call);
        answers.set(call, value);
      }
      if (value !== read.value) changes.push({ key, calls: open, read, to: value });
    }
    return { changes, answers };
  }

  /** Stage 5: what the landed changes move, summed per target and per voter. */
  function movesOf(landed: Change[]): Moves {
    const moves: Moves = { counters: new Map(), points: new Map() };
    for (const { calls, read, to } of landed) {
      const { type, targetId, caller } = calls[0]!.call;
      const effects = voteEffects(read.value, to);
      const target = moves.counters.get(`${type}:${targetId}`) ?? { type, targetId, inc: { upvotes: 0, downvotes: 0 } };
      moves.counters.set(`${type}:${targetId}`, target);
      target.inc.upvotes += effects.upvotes;
      target.inc.downvotes += effects.downvotes;
      // Points by the table of earnings (the recount's too); the counters by the vote rule.
      const points = pointsMoved(EARNINGS.vote, { value: read.value }, { value: to });
      if (points) moves.points.set(caller.username, (moves.points.get(caller.username) ?? 0) + points);
    }
    return moves;
  }

  /** Stage 6: each moved target with its counts after the batch (as read, plus this batch's moves). */
  function countsAfter(moves: Moves, targets: BatchRead["targets"]): ChangedTarget[] {
    const changed: ChangedTarget[] = [];
    for (const { type, targetId, inc } of moves.counters.values()) {
      const target = targets.get(type)!.get(targetId)!;
      target.upvotes += inc.upvotes;
      target.downvotes += inc.downvotes;
      changed.push({
        type,
        targetId,
        upvotes: Math.max(0, target.upvotes),
        downvotes: Math.max(0, target.downvotes),
        ...(target.postId ? { postId: target.postId, postKind: target.postKind ?? "article" } : {}),
        ...(target.communityId ? { communityId: target.communityId } : {}),
      });
    }
    return changed;
  }

  /** Stage 6: answers each call whose record's write landed: its record, its target's counts, the voter's points. */
  function answer(answers: Map<Pending, VoteValue>, { targets, pointsOf }: BatchRead, pointMoves: Map<string, number>): Pending[] {
    for (const [call, vote] of answers) {
      const target = targets.get(call.call.type)!.get(call.call.targetId)!;
      const username = call.call.caller.username;
      call.resolve({
        targetId: call.call.targetId,
        upvotes: Math.max(0, target.upvotes),
        downvotes: Math.max(0, target.downvotes),
        vote,
        points: shownPoints((pointsOf.get(username) ?? 0) + (pointMoves.get(username) ?? 0)),
      });
    }
    return [];
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
        // Posts awaiting review, and opinions held for review, cannot be voted on.
        const visible = type === "communityPost" ? { status: "verified" } : type === "comment" ? { held: { $ne: true } } : {};
        const docs = await collection(type)
          .find(
            { _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, ...visible },
            { projection: { upvotes: 1, downvotes: 1, postId: 1, postKind: 1, communityId: 1, hidden: 1 } },
          )
          .toArray();
        for (const d of docs) {
          map.set(d._id.toString(), {
            upvotes: d.upvotes ?? 0,
            downvotes: d.downvotes ?? 0,
            ...(d.postId ? { postId: String(d.postId), postKind: d.postKind === "communityPost" ? "communityPost" : "article" } : {}),
            ...(d.communityId ? { communityId: String(d.communityId) } : {}),
            ...(type === "comment" && d.hidden === true ? { hidden: true as const } : {}),
          });
        }
      }),
    );
    return found;
  }

  /** Stage 4: writes each change on condition that the record still holds what was read; answers the keys whose writes landed. */
  async function writeRecords(changes: Change[]): Promise<Set<string>> {
    if (changes.length === 0) return new Set();
    const stamp = new Types.ObjectId().toString();
    const now = new Date();
    // Typed by the driver's Document, not VoteDoc: `stamps: null` matches a record without stamps, which no VoteDoc holds.
    const operations: mongo.AnyBulkWriteOperation[] = changes.map(({ calls, read, to }) => {
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
      result = await Vote.collection.bulkWrite(operations, { ordered: false });
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
        const operations: mongo.AnyBulkWriteOperation[] = moves
          .filter((m) => m.type === type && (m.inc.upvotes || m.inc.downvotes))
          .map((m) => ({ updateOne: { filter: { _id: new Types.ObjectId(m.targetId) }, update: { $inc: m.inc } } }));
        if (operations.length) await collection(type).bulkWrite(operations, { ordered: false });
      }),
    );
  }

  return {
    /** Batches written, calls in them, and calls sent again because another instance wrote first. */
    stats: queue.stats,
    /** Queues a call for the next batch; answers once its batch is written. */
    submit: queue.submit,
  };
}
export type VoteBatcher = ReturnType<typeof createVoteBatcher>;
