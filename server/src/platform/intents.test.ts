import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "../test-support/context";
import { DONE_MARKS_WITHIN_MS, createWriteIntents, intentKind, intentTable, storedKey, type WriteIntents } from "./intents";
import { rawCollection } from "./raw-collection";

// The one door writers use: `around(keys, work)` stores the intent before `work`, marks it done after,
// and leaves it for the reconciler when `work` throws; writers never mark either themselves.

let ctx: TestContext;
let intents: WriteIntents;
const recounted: string[] = [];
const counter = intentKind<unknown>("counter", async (_, id) => {
  recounted.push(id);
  return [];
});
const elsewhere = intentKind<unknown>("elsewhere", async () => []);
const table = intentTable([counter], { tally: ["counter"] });
/** The bulk writes sent to the intents' collection, each a command. */
const commands: ReadonlyArray<unknown>[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const models = ctx.runtime.deps.models;
  // Spied on the collection itself (this context's own), however intents.ts reaches it; only the
  // intents made here send bulk writes to it.
  const collection = rawCollection(models.WriteIntent);
  const bulkWrite = collection.bulkWrite.bind(collection);
  Object.defineProperty(collection, "bulkWrite", {
    configurable: true,
    value: (...[operations, options]: Parameters<typeof bulkWrite>) => {
      commands.push(operations);
      return bulkWrite(operations, options);
    },
  });
  intents = createWriteIntents(models, table);
});
afterAll(async () => {
  await intents.stop();
  await ctx.close();
});

const stored = (id: string) => ctx.runtime.deps.models.WriteIntent.findOne({ keys: storedKey(counter.key(id)) }).lean();

describe("a write inside an intent", () => {
  it("is named before its work starts, and marked done after it", async () => {
    let seen: Awaited<ReturnType<typeof stored>> = null;
    const answer = await intents.around([counter.key("a")], async () => {
      seen = await stored("a");
      return 42;
    });
    expect(answer).toBe(42);
    expect(seen).toMatchObject({ instance: intents.instance, doneAt: null });
    await Bun.sleep(DONE_MARKS_WITHIN_MS + 50);
    const done = (await stored("a"))!;
    expect(done.doneAt).toBeInstanceOf(Date);
    expect(intents.running(done._id)).toBe(false);
  });

  it("that fails is left unfinished and no longer running, and its error goes on", async () => {
    const work = intents.around([counter.key("b")], async () => {
      throw new Error("the database went away");
    });
    await expect(work).rejects.toThrow("the database went away");
    await Bun.sleep(DONE_MARKS_WITHIN_MS + 50);
    const left = (await stored("b"))!;
    expect(left.doneAt).toBeNull();
    expect(intents.running(left._id)).toBe(false);
  });

  it("names more as it goes, and only while it runs", async () => {
    let open: Parameters<Parameters<WriteIntents["around"]>[1]>[0] | undefined;
    await intents.around([counter.key("c")], async (intent) => {
      open = intent;
      await intent.add([counter.key("c2")]);
    });
    expect((await stored("c"))!.keys).toEqual([storedKey(counter.key("c")), storedKey(counter.key("c2"))]);
    await expect(open!.add([counter.key("c3")])).rejects.toThrow("while its write runs");
  });

  it("refuses keys of a kind the table does not hold, before anything is stored or done", async () => {
    let ran = false;
    await expect(
      intents.around([elsewhere.key("x")], async () => {
        ran = true;
      }),
    ).rejects.toThrow('No intent kind "elsewhere"');
    expect(ran).toBe(false);
    expect(await ctx.runtime.deps.models.WriteIntent.countDocuments({ keys: storedKey(elsewhere.key("x")) })).toBe(0);
  });

  it("with no keys runs alone: nothing is stored, unless it names some as it goes", async () => {
    const before = commands.length;
    expect(await intents.around([], async () => "alone")).toBe("alone");
    expect(commands.length).toBe(before);
    let seen: Awaited<ReturnType<typeof stored>> = null;
    await intents.around([], async (intent) => {
      await intent.add([counter.key("late")]);
      seen = await stored("late");
    });
    expect(seen).toMatchObject({ doneAt: null, keys: [storedKey(counter.key("late"))] });
    await Bun.sleep(DONE_MARKS_WITHIN_MS + 50);
    expect((await stored("late"))!.doneAt).toBeInstanceOf(Date);
  });
});

describe("what intents cost", () => {
  it("intents begun together go in one command, with the done marks of those that finished", async () => {
    await Bun.sleep(DONE_MARKS_WITHIN_MS + 50);
    await intents.around([counter.key("d0")], async () => {});
    const before = commands.length;
    // Ten writes begun at once: one command stores the ten, and marks d0 done.
    await Promise.all(Array.from({ length: 10 }, (_, i) => intents.around([counter.key(`d${i + 1}`)], async () => {})));
    expect(commands.length - before).toBe(1);
    const command = commands[before]!;
    expect(command).toHaveLength(11);
    expect(command[10]).toMatchObject({ updateMany: { update: { $set: { doneAt: expect.any(Date) } } } });
    // Writes begun later go in the next command.
    const later = Array.from({ length: 3 }, (_, i) => intents.around([counter.key(`e${i}`)], async () => {}));
    await Promise.all(later);
    expect(commands.length - before).toBe(2);
  });
});

describe("the table", () => {
  it("reads keys as stored, and an earlier version's names as the kinds that hold them now", () => {
    expect(table.read("counter:7")).toEqual([counter.key("7")]);
    expect(table.read("tally:7")).toEqual([counter.key("7")]);
    expect(table.read("gone:7")).toEqual([]);
    expect(() => intentTable([counter, counter])).toThrow('Two intent kinds are named "counter"');
    expect(() => intentTable([counter], { x: ["nothing"] })).toThrow("which is no kind");
    expect(() => intentKind("with:colon", async () => [])).toThrow("letters only");
  });
});
