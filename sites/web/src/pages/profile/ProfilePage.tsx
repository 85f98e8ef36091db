import { LevelProgress, ProfileHeader, useSession } from "@pnyx/react";
import { AccountMenu } from "../../layout/AccountMenu";
import { useDocumentTitle } from "../useDocumentTitle";
import { UserActivity } from "./UserActivity";
import * as styles from "./ProfilePage.css";

/** The member's own profile: header (with the account menu), level, and their writing. */
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

      <section aria-labelledby="level-title" className={styles.card}>
        <h2 id="level-title" className={styles.cardTitle}>
          Level
        </h2>
        <LevelProgress />
      </section>

      <UserActivity username={user.username} />
    </div>
  );
}
