import { describe, expect, it } from "bun:test";
import { createGroupCommit, type Queued } from "./group-commit";

/** A group commit whose writes the test releases one by one; records each batch's calls. */
function controlled(windowMs: number, maxBatch: number, fillAtLeast?: number) {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const queue = createGroupCommit<number, string>({
    windowMs,
    maxBatch,
    ...(fillAtLeast === undefined ? {} : { fillAtLeast }),
    async write(batch: Array<Queued<number, string>>) {
      batches.push(batch.map((q) => q.call));
      await new Promise<void>((resolve) => releases.push(resolve));
      for (const q of batch) q.resolve(`done ${q.call}`);
      return [];
    },
  });
  const nextRelease = async () => {
    while (releases.length === 0) await Bun.sleep(1);
    releases.shift()!();
  };
  return { queue, batches, nextRelease };
}

describe("group commit", () => {
  it("writes the calls of one window together, in arrival order", async () => {
    const { queue, batches, nextRelease } = controlled(20, 100);
    const answers = [1, 2, 3].map((n) => queue.submit(n));
    await nextRelease();
    expect(await Promise.all(answers)).toEqual(["done 1", "done 2", "done 3"]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("sends a batch as soon as it is full, inside its window or after a write", async () => {
    // A window of a minute: a batch that waited one would time the test out.
    const { queue, batches, nextRelease } = controlled(60_000, 2);
    const first = [queue.submit(1), queue.submit(2)];
    while (batches.length === 0) await Bun.sleep(1);
    const later = [queue.submit(3), queue.submit(4)];
    await nextRelease();
    await nextRelease();
    expect(await Promise.all([...first, ...later])).toEqual(["done 1", "done 2", "done 3", "done 4"]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  }, 5_000);

  it("sends a batch early once it holds as many calls as the last window brought, and never below fillAtLeast", async () => {
    const { queue, batches, nextRelease } = controlled(20, 100, 3);
    // The first batch waits out its window: three calls came in it.
    const first = [1, 2, 3].map((n) => queue.submit(n));
    await nextRelease();
    await Promise.all(first);
    // Writers that come back at once: a batch goes as soon as it holds three, the rest wait a window.
    const back = [4, 5, 6].map((n) => queue.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    back.push(queue.submit(7));
    await nextRelease();
    await nextRelease();
    await Promise.all(back);
    // A window that brought a single call does not make the next batches go at one call each.
    const lone = queue.submit(8);
    await nextRelease();
    await lone;
    const pair = [9, 10].map((n) => queue.submit(n));
    await nextRelease();
    await Promise.all(pair);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7], [8], [9, 10]]);
  });

  it("rejects a failed batch's calls and goes on with the next", async () => {
    let calls = 0;
    const queue = createGroupCommit<number, number>({
      windowMs: 1,
      maxBatch: 10,
      async write(batch) {
        if (calls++ === 0) throw new Error("disk full");
        for (const q of batch) q.resolve(q.call * 10);
        return [];
      },
    });
    const failed = queue.submit(1);
    await expect(failed).rejects.toThrow("disk full");
    expect(await queue.submit(2)).toBe(20);
  });

  it("puts the calls a write hands back first in the next batch", async () => {
    const seen: number[][] = [];
    const queue = createGroupCommit<number, number>({
      windowMs: 1,
      maxBatch: 10,
      async write(batch) {
        seen.push(batch.map((q) => q.call));
        if (seen.length === 1) {
          batch[1]!.resolve(2);
          return [batch[0]!];
        }
        for (const q of batch) q.resolve(q.call);
        return [];
      },
    });
    const answers = [queue.submit(1), queue.submit(2)];
    await Bun.sleep(0);
    expect(await Promise.all(answers)).toEqual([1, 2]);
    expect(seen).toEqual([[1, 2], [1]]);
    expect(queue.stats()).toEqual({ batches: 2, calls: 3, retried: 1 });
  });
});

describe("group commit under a burst", () => {
  it("never writes two batches at once, and writes every call once, in order", async () => {
    let inFlight = 0;
    let most = 0;
    const written: number[] = [];
    const queue = createGroupCommit<number, number>({
      windowMs: 2,
      maxBatch: 7,
      async write(batch) {
        inFlight++;
        most = Math.max(most, inFlight);
        await Bun.sleep(Math.random() * 3);
        written.push(...batch.map((q) => q.call));
        for (const q of batch) q.resolve(q.call);
        inFlight--;
        return [];
      },
    });
    const answers: Array<Promise<number>> = [];
    for (let n = 0; n < 300; n++) {
      answers.push(queue.submit(n));
      if (Math.random() < 0.2) await Bun.sleep(Math.random() * 2);
    }
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 300 }, (_, n) => n));
    expect(written).toEqual(Array.from({ length: 300 }, (_, n) => n));
    expect(most).toBe(1);
  });
});
