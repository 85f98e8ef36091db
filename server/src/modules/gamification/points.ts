import type { Models } from "../../models";

/**
 * Adds (or takes back) points with one `$inc`. Every award and every take-back is applied exactly
 * once, whatever the order concurrent calls land in, so a total always converges to what the records
 * earned. A take-back may land before the award it undoes (a vote removed while its +5 is in
 * flight); the stored total then dips below zero for that moment, and readers show it as 0. A floor
 * at write time would instead drop the take-back for good and leave points nobody earned.
 * Sent through the driver directly: this runs on every opinion, and nothing here needs a document.
 */
export async function awardPoints(models: Pick<Models, "User">, username: string, delta: number): Promise<void> {
  await models.User.collection.updateOne({ username }, { $inc: { points: delta } });
}

/** Points as members see them: never below zero (see awardPoints). */
export const shownPoints = (stored: number) => Math.max(0, stored);
