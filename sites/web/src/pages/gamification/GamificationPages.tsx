import { AchievementsGrid, Leaderboard, RecentActivity } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./gamification-pages.css";

/** Titles on the full recents page (product §9: 25 characters there, 80 elsewhere). */
const RECENTS_PAGE_TITLE_LENGTH = 25;

/** /achievements: every achievement card, Achieved or Locked; a tap or Enter flips one to what it takes. */
export function AchievementsPage() {
  useDocumentTitle("Achievements");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Achievements</h1>
      <AchievementsGrid headingLevel={2} />
    </div>
  );
}

/** /recents: the member's whole activity, newest first, filtered by kind, paged by 'Show more'. */
export function RecentsPage() {
  useDocumentTitle("Recent activities");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Recent Activities</h1>
      <RecentActivity titleLength={RECENTS_PAGE_TITLE_LENGTH} />
    </div>
  );
}

/** /leaderboard: most points this week and of all time, top 50, and the reader's own place. */
export function LeaderboardPage() {
  useDocumentTitle("Leaderboard");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Leaderboard</h1>
      <Leaderboard />
    </div>
  );
}
