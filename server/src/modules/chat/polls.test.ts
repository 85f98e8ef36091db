import { CHAT_MESSAGES, FIXED_COMMUNITIES, type Poll } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Models } from "../../models";
import { createTestContext, type TestContext } from "../../test-support/context";
import { doomedInstance, killedAt, reconcilerOf } from "../../test-support/crash";
import { ballotMove, countBallots } from "./poll-counts";
import { createPolls } from "./polls";
import { SocketRefusal } from "../../platform/socket-gate";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ROOM: string = FIXED_COMMUNITIES[9].id;
const member = (username: string) => ({ userId: "6a0000000000000000000001", username, avatar: null });
const inRoom = () => true;

/** The step of a vote before which the poll closes: its ballot write, or its count. */
type Step = "ballot" | "count";

/**
 * The models a vote sees, with the poll closed (by a sweep a month later, as another instance
 * would) just before the vote's first `step`: a vote that read the poll open, then lost the race.
 */
function closingBefore(step: Step, close: () => Promise<unknown>): Models {
  const models = ctx.runtime.deps.models;
  let closed = false;
  const gate = <M extends object>(model: M, method: string): M =>
    new Proxy(model, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (typeof value !== "function") return value;
        if (prop !== method || closed) return value.bind(target);
        return (...args: unknown[]) => ({
          async lean() {
            closed = true;
            await close();
            return (value as (...a: unknown[]) => { lean(): Promise<unknown> }).apply(target, args).lean();
          },
        });
      },
    });
  return step === "ballot" ? { ...models, Ballot: gate(models.Ballot, "findOneAndUpdate") } : { ...models, Poll: gate(models.Poll, "findOneAndUpdate") };
}

describe("a poll vote racing the poll's closing", () => {
  it.each(["ballot", "count"] as const)("is refused when the poll closes before its %s, and the closing's result stands", async (step) => {
    const polls = createPolls(ctx.runtime.deps);
    const poll = await polls.create(member("ann"), ROOM, { question: `Closing before the ${step}?`, options: ["a", "b", "c"], allowMultiple: true });
    await polls.vote(member("bob"), poll._id, [0, 1], inRoom);
    await polls.vote(member("cyd"), poll._id, [1], inRoom);

    const sweeper = createPolls({ ...ctx.runtime.deps, now: () => new Date(Date.now() + 30 * 24 * 3_600_000) });
    const closings: Poll[] = [];
    const racing = createPolls({ ...ctx.runtime.deps, models: closingBefore(step, async () => closings.push(...(await sweeper.closeDue()))) });
    // Bob changes his vote, cyd takes hers back, dee votes for the first time: each loses the race.
    for (const [name, choices] of [
      ["bob", [2]],
      ["cyd", []],
      ["dee", [0, 2]],
    ] as const) {
      const refused = await racing.vote(member(name), poll._id, [...choices], inRoom).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SocketRefusal);
      expect((refused as SocketRefusal).message).toBe(CHAT_MESSAGES.pollClosed);
      closings.length = 0;
    }

    const { Ballot, Poll: Polls } = ctx.runtime.deps.models;
    const stored = (await Polls.findById(poll._id).lean())!;
    expect(stored.closed).toBe(true);
    // The result the room was told at the closing: bob [0, 1], cyd [1].
    expect(stored.options.map((o) => o.votes)).toEqual([1, 2, 0]);
    expect(stored.voters).toBe(2);
    const ballots = await Ballot.find({ pollId: poll._id }).lean();
    expect(Object.fromEntries(ballots.map((b) => [b.username, b.choices]))).toEqual({ bob: [0, 1], cyd: [1] });
  });

  it("counts a vote whose count lands before the closing", async () => {
    const polls = createPolls(ctx.runtime.deps);
    const poll = await polls.create(member("ann"), ROOM, { question: "In time?", options: ["a", "b"] });
    const voted = await polls.vote(member("bob"), poll._id, [1], inRoom);
    expect(voted.poll.options.map((o) => o.votes)).toEqual([0, 1]);
    const [closing] = await createPolls({ ...ctx.runtime.deps, now: () => new Date(Date.now() + 30 * 24 * 3_600_000) }).closeDue();
    expect(closing).toMatchObject({ _id: poll._id, closed: true, voters: 1 });
    expect(closing!.options.map((o) => o.votes)).toEqual([0, 1]);
  });
});

describe("a poll vote killed between its ballot and its count", () => {
  it("leaves the counts short until the reconciler counts the ballots again", async () => {
    const polls = createPolls(ctx.runtime.deps);
    const poll = await polls.create(member("ann"), ROOM, { question: "Killed midway?", options: ["a", "b", "c"], allowMultiple: true });
    await polls.vote(member("bob"), poll._id, [0], inRoom);
    // Cyd's vote: its ballot is stored, and the instance dies before the count moves.
    const doomed = doomedInstance(ctx.runtime);
    const killed = killedAt(ctx.runtime.deps.models, ["Poll", "findOneAndUpdate"]);
    void createPolls({ ...ctx.runtime.deps, models: killed.models, intents: doomed.intents }).vote(member("cyd"), poll._id, [1, 2], inRoom);
    await killed.reached;
    await doomed.die();
    const { Poll: Polls } = ctx.runtime.deps.models;
    const short = (await Polls.findById(poll._id).lean())!;
    expect(short.options.map((o) => o.votes)).toEqual([1, 0, 0]);

    // Bob's vote finished a moment ago on the same poll: a recount waits until it is a second old.
    await Bun.sleep(1_100);
    expect(await reconcilerOf(ctx.runtime).sweep()).toBe(1);
    const repaired = (await Polls.findById(poll._id).lean())!;
    expect(repaired.options.map((o) => o.votes)).toEqual([1, 1, 1]);
    expect(repaired.voters).toBe(2);
    // Its revision rose, so the next change a room hears supersedes what it showed.
    expect(repaired.revision).toBeGreaterThan(short.revision);
    // Votes go on from the repaired counts.
    const next = await polls.vote(member("cyd"), poll._id, [0], inRoom);
    expect(next.poll.options.map((o) => o.votes)).toEqual([2, 0, 0]);
  });

  it("counts the ballots by the rule the votes move them by", () => {
    // Random members changing their ballots: the counts the moves add up to are the ballots' recount.
    let seed = 7;
    const next = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    const ballots = new Map<string, number[]>();
    const counts = { votes: [0, 0, 0, 0], voters: 0 };
    for (let i = 0; i < 500; i++) {
      const who = `m${Math.floor(next() * 12)}`;
      const choices = [0, 1, 2, 3].filter(() => next() < 0.35);
      const move = ballotMove(ballots.get(who) ?? [], choices);
      for (const [choice, by] of move.votes) counts.votes[choice]! += by;
      counts.voters += move.voters;
      if (choices.length) ballots.set(who, choices);
      else ballots.delete(who);
      expect(countBallots(4, [...ballots.values()])).toEqual(counts);
    }
  });
});
