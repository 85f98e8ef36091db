/** The periods achievements and the leaderboard count in: UTC days, and weeks from Monday 00:00 UTC. */

const DAY_MS = 86_400_000;

/** The start (00:00 UTC) of the day `time` falls in. */
export const dayOf = (time: Date): Date => new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);

/** The start of the day `days` days after (or, negative, before) the one `time` falls in. */
export const addDays = (time: Date, days: number): Date => new Date(dayOf(time).getTime() + days * DAY_MS);

/** The start (Monday 00:00 UTC) of the week `time` falls in. */
export function weekOf(time: Date): Date {
  const day = dayOf(time);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** Active Contributor counts today and the 6 days before; Top Contributor today and the 29 before. */
export const ACTIVE_WINDOW_DAYS = 7;
export const TOP_WINDOW_DAYS = 30;
/** Anniversary: a year of membership. */
export const ANNIVERSARY_DAYS = 365;
export { DAY_MS };
