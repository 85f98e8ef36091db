import { COMMUNITY_GROUP_TITLES, MESSAGES, type CommunityParent } from "@pnyx/contract";
import { CommunityList, useCommunities, useSession } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import { joinedOf } from "./CommunitiesPage";
import * as styles from "./communities-pages.css";

const TITLES: Record<CommunityParent, string> = { main: COMMUNITY_GROUP_TITLES.main, special: "Special Interest Groups" };

function GroupPage({ parent }: { parent: CommunityParent }) {
  useDocumentTitle(TITLES[parent]);
  const communities = useCommunities();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLES[parent]}</h1>
      <CommunityList query={communities} select={(all) => all.filter((c) => c.parent === parent)} />
    </div>
  );
}

/** /communities/main */
export const MainCommunitiesPage = () => <GroupPage parent="main" />;
/** /communities/special */
export const SpecialCommunitiesPage = () => <GroupPage parent="special" />;

/** /communities/joined: every community the member joined ('No communities joined'). */
export function JoinedCommunitiesPage() {
  useDocumentTitle("Joined communities");
  const { user } = useSession();
  const communities = useCommunities();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Joined communities</h1>
      <CommunityList query={communities} select={(all) => joinedOf(all, user?.joinedCommunities ?? [])} strings={{ empty: MESSAGES.noCommunitiesJoined }} />
    </div>
  );
}
