import { RewardsTable } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";

/** /admin/rewards: members with an unlocked badge not yet rewarded; sending the mail takes the row away. */
export function RewardsPage() {
  useDocumentTitle("Rewards");
  return <RewardsTable className={styles.page} />;
}
