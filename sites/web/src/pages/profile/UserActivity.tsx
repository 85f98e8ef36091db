import { MemberActivity } from "@pnyx/react";
import * as styles from "./ProfilePage.css";

/** A member's community posts and opinions, as tabs, in a profile card. */
export function UserActivity({ username }: { username: string }) {
  return <MemberActivity username={username} className={styles.card} />;
}
