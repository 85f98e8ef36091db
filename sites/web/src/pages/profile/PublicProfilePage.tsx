import { LevelProgress, ProfileHeader, useProfile } from "@pnyx/react";
import { useParams } from "react-router";
import { NotFoundPage } from "../NotFoundPage";
import { useDocumentTitle } from "../useDocumentTitle";
import { UserActivity } from "./UserActivity";
import * as styles from "./ProfilePage.css";

/** Another member's public profile: header with follow, level, and their posts and opinions. */
export function PublicProfilePage() {
  const username = (useParams().id ?? "").toLowerCase();
  useDocumentTitle(username);
  const profile = useProfile(username);
  if (profile.isError && profile.error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <ProfileHeader username={username} headingLevel={1} />
      {profile.data ? (
        <section aria-labelledby="level-title" className={styles.card}>
          <h2 id="level-title" className={styles.cardTitle}>
            Level
          </h2>
          <LevelProgress level={profile.data.level} />
        </section>
      ) : null}
      <UserActivity username={username} />
    </div>
  );
}
