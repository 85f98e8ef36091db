import { LEVELS } from "@pnyx/contract";
import type { Models } from "../models";
import type { Migration } from "../platform/migrations";

/**
 * Members from before level-up events start at the level their points already give: only a level
 * reached from now on is announced (gamification/level-ups.ts), not every level they had all along.
 */
export const levelReachedMigration = (models: Pick<Models, "User">): Migration => ({
  name: "2026-11-23-level-reached",
  async run() {
    let updated = 0;
    for (const [index, level] of LEVELS.entries()) {
      const next = LEVELS[index + 1];
      const points = next ? { $gte: level.minPoints, $lt: next.minPoints } : { $gte: level.minPoints };
      // Level 1 also takes stored totals below zero (a take-back that landed before its award).
      const filter = index === 0 ? { points: { $lt: next!.minPoints }, levelReached: { $exists: false } } : { points, levelReached: { $exists: false } };
      updated += (await models.User.collection.updateMany(filter, { $set: { levelReached: level.level } })).modifiedCount;
    }
    return `${updated} members`;
  },
});
