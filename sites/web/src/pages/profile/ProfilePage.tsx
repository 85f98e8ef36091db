import { AchievementsGrid, BadgeArt, IgnoredMembers, LevelProgress, ProfileHeader, RecentActivity, useLevel, useSession } from "@pnyx/react";
import { AccountMenu } from "../../layout/AccountMenu";
import { SectionHead } from "../../layout/SectionHead";
import { useDocumentTitle } from "../useDocumentTitle";
import { UserActivity } from "./UserActivity";
import * as styles from "./ProfilePage.css";

/** Recent activities on the profile (product §9). */
const PROFILE_RECENTS = 5;

/**
 * The member's own profile: header (with the account menu), level and points, their 5 latest
 * activities, their achievements, rewards (coming on the member side), their writing, and the
 * members they ignore (Unignore unfolds their writing at once).
 */
export function ProfilePage() {
  useDocumentTitle("Your profile");
  const { user } = useSession();
  if (!user) return null;

  return (
    <div className={styles.page}>
      <ProfileHeader
        username={user.username}
        showFollowButton={false}
        headingLevel={1}
        actions={
          <div className={styles.cardMenu}>
            <AccountMenu />
          </div>
        }
      />

      <LevelCard />

      {/* Plain blocks: the activity list and the achievement grid are labelled regions themselves. */}
      <div className={styles.card}>
        <SectionHead id="profile-recents" title="Recent Activities" href="/recents" />
        <RecentActivity limit={PROFILE_RECENTS} showFilters={false} className={styles.cardBody} />
      </div>

      <div className={styles.card}>
        <SectionHead id="profile-achievements" title="Achievements" href="/achievements" />
        <AchievementsGrid className={styles.cardBody} />
      </div>

      <section aria-labelledby="profile-rewards" className={styles.card}>
        <h2 id="profile-rewards" className={styles.cardTitle}>
          Rewards
        </h2>
        <p className={styles.comingSoon}>COMING SOON</p>
      </section>

      <UserActivity username={user.username} />

      <div className={styles.card}>
        <IgnoredMembers />
      </div>
    </div>
  );
}

/** Level, its badge and the points towards the next one; the leaderboard is one step away. */
function LevelCard() {
  const level = useLevel();
  return (
    <section aria-labelledby="level-title" className={styles.card}>
      <SectionHead id="level-title" title="Level" href="/leaderboard" linkText="Leaderboard" />
      <div className={styles.levelRow}>
        {level.data ? <BadgeArt name={level.data.badge} size={56} className={styles.levelBadge} /> : null}
        <LevelProgress className={styles.levelMeter} />
      </div>
    </section>
  );
}
