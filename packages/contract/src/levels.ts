import { z } from "./zod";
import { LEVELS } from "./limits";

export const LevelInfo = z.object({
  level: z.number().int().min(1).max(7),
  badge: z.string(),
  currentPoints: z.number().int().nonnegative(),
  goalPoints: z.number().int().nonnegative(),
});
export type LevelInfo = z.infer<typeof LevelInfo>;

/** Level for a points total: goal is the next threshold; at the top level the goal is the points themselves. */
export function levelFor(points: number): LevelInfo {
  const currentPoints = Math.max(0, Math.floor(points));
  let index = 0;
  for (let i = 0; i < LEVELS.length; i++) if (currentPoints >= LEVELS[i]!.minPoints) index = i;
  const current = LEVELS[index]!;
  const next = LEVELS[index + 1];
  return { level: current.level, badge: current.badge, currentPoints, goalPoints: next ? next.minPoints : currentPoints };
}
