import type { Models } from "../../models";

/** Adds (or takes back) points atomically; a total never goes below zero. Returns the new total. */
export async function awardPoints(models: Pick<Models, "User">, username: string, delta: number): Promise<number> {
  const { User } = models;
  if (delta >= 0) {
    const user = await User.findOneAndUpdate({ username }, { $inc: { points: delta } }, { returnDocument: "after", lean: true, projection: { points: 1 } });
    return user?.points ?? 0;
  }
  const taken = await User.findOneAndUpdate(
    { username, points: { $gte: -delta } },
    { $inc: { points: delta } },
    { returnDocument: "after", lean: true, projection: { points: 1 } },
  );
  if (taken) return taken.points;
  const floored = await User.findOneAndUpdate({ username }, { $set: { points: 0 } }, { returnDocument: "after", lean: true, projection: { points: 1 } });
  return floored?.points ?? 0;
}
