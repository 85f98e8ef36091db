import { CHAT_MESSAGES, CHAT_POLLS_ON_JOIN, PollDraft, type Poll } from "@pnyx/contract";
import type { ServiceDeps } from "../../services";
import type { ChatMember } from "./messages";
import type { PollDoc } from "./model";
import { SocketRefusal } from "../../platform/socket-gate";
import { requireRoom } from "./rooms";
import { isDuplicateKey } from "../../platform/database-errors";
import { ballotMove, incOf, POLL_INTENT } from "./poll-counts";

const HOUR_MS = 3_600_000;

export const pollOut = (doc: PollDoc): Poll => ({
  _id: doc._id.toString(),
  topicId: doc.topicId,
  question: doc.question,
  options: doc.options.map((o) => ({ text: o.text, votes: o.votes })),
  allowMultiple: doc.allowMultiple,
  duration: doc.duration,
  createdBy: doc.createdBy,
  createdAt: doc.createdAt.toISOString(),
  closesAt: doc.closesAt.toISOString(),
  closed: doc.closed,
  voters: doc.voters,
  revision: doc.revision,
});

/** What changing a ballot from `before` to `after` moves in its poll's counts (and its revision). */
const countMoves = (before: number[], after: number[]) => incOf(ballotMove(before, after));

/**
 * Rooms' polls: a member creates one (the draft's rules are the contract's), members vote with one
 * ballot each (one choice, or several when the poll allows), and each poll closes when its duration
 * is up — by `closeDue`, which any instance may run at any time (a conditional write closes each
 * poll once, so exactly one caller reports it).
 */
export function createPolls(deps: Pick<ServiceDeps, "models" | "now" | "intents">) {
  const { Poll, Ballot } = deps.models;

  async function choicesOf(username: string, pollIds: string[]): Promise<Record<string, number[]>> {
    if (pollIds.length === 0) return {};
    const ballots = await Ballot.find({ _id: { $in: pollIds.map((id) => `${id}:${username}`) } }).lean();
    return Object.fromEntries(ballots.map((b) => [b.pollId, b.choices]));
  }

  /**
   * Records the member's ballot and answers the choices it replaced: one atomic write of the ballot
   * (so two votes of one member chain, whatever their order), deleted when the member takes it back.
   */
  async function swapBallot(pollId: string, username: string, choices: number[]): Promise<number[]> {
    const _id = `${pollId}:${username}`;
    if (choices.length === 0) return (await Ballot.findOneAndDelete({ _id }).lean())?.choices ?? [];
    for (let attempt = 0; ; attempt++) {
      try {
        const before = await Ballot.findOneAndUpdate({ _id }, { $set: { pollId, username, choices } }, { upsert: true, returnDocument: "before" }).lean();
        return before?.choices ?? [];
      } catch (error) {
        // Two first votes of one member at once: one insert wins, the other updates it.
        if (!isDuplicateKey(error) || attempt > 0) throw error;
      }
    }
  }

  return {
    async create(author: ChatMember, topicId: string, draft: unknown): Promise<Poll> {
      requireRoom(topicId);
      const parsed = PollDraft.safeParse(draft);
      if (!parsed.success) throw new SocketRefusal("invalid_input", parsed.error.issues[0]?.message ?? "Invalid poll");
      const { question, options, allowMultiple, duration } = parsed.data;
      const now = deps.now();
      const doc = await Poll.create({
        topicId,
        question,
        options: options.map((text) => ({ text, votes: 0 })),
        allowMultiple,
        duration,
        createdBy: author.username,
        createdAt: now,
        closesAt: new Date(now.getTime() + duration * HOUR_MS),
      });
      return pollOut(doc.toObject() as PollDoc);
    },

    /**
     * The member's new choices (none takes the vote back). Counts move by the difference from the
     * ballot it replaces, in the same update that raises the revision.
     */
    async vote(voter: ChatMember, pollId: string, choices: number[], inRoom: (topicId: string) => boolean): Promise<{ poll: Poll; choices: number[] }> {
      const poll = await Poll.findById(pollId, { topicId: 1, options: 1, allowMultiple: 1, closed: 1, closesAt: 1 }).lean<PollDoc>();
      if (!poll || !inRoom(poll.topicId)) throw new SocketRefusal("poll_not_found", CHAT_MESSAGES.pollNotFound);
      if (poll.closed || poll.closesAt.getTime() <= deps.now().getTime()) throw new SocketRefusal("poll_closed", CHAT_MESSAGES.pollClosed);
      const chosen = [...new Set(choices)].sort((a, b) => a - b);
      if (chosen.some((c) => c >= poll.options.length)) throw new SocketRefusal("invalid_input", CHAT_MESSAGES.pollChoice);
      if (!poll.allowMultiple && chosen.length > 1) throw new SocketRefusal("invalid_input", CHAT_MESSAGES.pollOneChoice);

      // The counts move after the ballot: a crash between them is repaired (platform/intents.ts).
      const after = await deps.intents.around([POLL_INTENT.key(pollId)], async () => {
        const before = await swapBallot(pollId, voter.username, chosen);
        const counted = await Poll.findOneAndUpdate({ _id: pollId }, { $inc: countMoves(before, chosen) }, { returnDocument: "after" }).lean<PollDoc>();
        if (counted && !counted.closed) return counted;
        // The poll closed after the check above (another call or instance swept it): the room was told
        // its result then. The vote is taken back by the same swap and count as any change, so the
        // counts still equal the ballots and end as the closing said.
        const replaced = await swapBallot(pollId, voter.username, before);
        await Poll.updateOne({ _id: pollId }, { $inc: countMoves(replaced, before) });
        return null;
      });
      if (!after) throw new SocketRefusal("poll_closed", CHAT_MESSAGES.pollClosed);
      return { poll: pollOut(after), choices: chosen };
    },

    /** A room's latest polls (open or closed) and the member's choices in them. */
    async recent(topicId: string, username: string): Promise<{ polls: Poll[]; myVotes: Record<string, number[]> }> {
      const docs = await Poll.find({ topicId }).sort({ _id: -1 }).limit(CHAT_POLLS_ON_JOIN).lean<PollDoc[]>();
      const polls = docs.reverse().map(pollOut);
      return {
        polls,
        myVotes: await choicesOf(
          username,
          polls.map((p) => p._id),
        ),
      };
    },

    /** Closes every poll whose time is up and answers those this call closed (each poll is closed by one call only). */
    async closeDue(): Promise<Poll[]> {
      const now = deps.now();
      const due = await Poll.find({ closed: false, closesAt: { $lte: now } }, { _id: 1 })
        .limit(500)
        .lean();
      const closed: Poll[] = [];
      for (const { _id } of due) {
        const doc = await Poll.findOneAndUpdate(
          { _id, closed: false },
          { $set: { closed: true }, $inc: { revision: 1 } },
          { returnDocument: "after" },
        ).lean<PollDoc>();
        if (doc) closed.push(pollOut(doc));
      }
      return closed;
    },

    /** When the next open poll closes (null when none is open). */
    async nextClosing(): Promise<Date | null> {
      const next = await Poll.findOne({ closed: false }, { closesAt: 1 }).sort({ closesAt: 1 }).lean();
      return next?.closesAt ?? null;
    },
  };
}
export type Polls = ReturnType<typeof createPolls>;
