import { levelFor, levelUpEvent } from "@pnyx/contract";
import { createGroupCommit, type Queued } from "../../platform/group-commit";
import type { ServiceDeps } from "../../services";
import { shownPoints } from "./points";

/**
 * The members whose points rose within 50 ms are looked up together. Nobody waits on the check (the
 * write was answered already), so the window is wider than a write's: more members share a lookup.
 */
const BATCH_WINDOW_MS = 50;
const MAX_BATCH = 256;

/**
 * Tells a member the moment their points reach a new level, over their sockets, once per level:
 * `levelReached` only ever rises, by a conditional write, so of any number of concurrent checks (on
 * any instance) exactly one moves it and sends the event. Points that fall and rise again past the
 * same threshold tell nothing new. Writes that raise points call `pointsRose`, which answers at once;
 * the check runs in the background, one lookup per batch.
 */
export function createLevelUps(deps: Pick<ServiceDeps, "models" | "live" | "background">) {
  const { User } = deps.models;

  async function check(batch: Array<Queued<string, void>>): Promise<[]> {
    const usernames = [...new Set(batch.map((queued) => queued.call))];
    const users = await User.collection.find({ username: { $in: usernames } }, { projection: { username: 1, points: 1, levelReached: 1 } }).toArray();
    await Promise.all(
      users.map(async (user) => {
        const level = levelFor(shownPoints(Number(user.points ?? 0)));
        if (level.level <= Number(user.levelReached ?? 1)) return;
        const moved = await User.collection.updateOne(
          { _id: user._id, $or: [{ levelReached: { $lt: level.level } }, { levelReached: { $exists: false } }] },
          { $set: { levelReached: level.level } },
        );
        if (moved.modifiedCount === 1) deps.live.toMember(String(user.username), levelUpEvent, { level });
      }),
    );
    for (const queued of batch) queued.resolve();
    return [];
  }
  const queue = createGroupCommit<string, void>({ windowMs: BATCH_WINDOW_MS, maxBatch: MAX_BATCH, write: check });

  return {
    /** The member's points went up: if that reached a new level, they hear it once. */
    pointsRose(username: string): void {
      deps.background.run("level-ups", () => queue.submit(username));
    },
  };
}
export type LevelUps = ReturnType<typeof createLevelUps>;
