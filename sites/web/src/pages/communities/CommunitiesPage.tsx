import { COMMUNITY_GROUP_TITLES, PAGE_SIZES, type Community, type CommunityParent } from "@pnyx/contract";
import { CommunityList, useCommunities, useSession } from "@pnyx/react";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./communities-pages.css";
import { SectionHead } from "../../layout/SectionHead";

export const joinedOf = (communities: Community[], joined: readonly string[]) => communities.filter((c) => joined.includes(c._id));

/** /communities: the member's joined communities (3 previewed), Main Topics, and Special Interest groups. */
export function CommunitiesPage() {
  useDocumentTitle("Communities");
  const { user } = useSession();
  const communities = useCommunities();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Communities</h1>
      {user ? (
        <section className={styles.section} aria-labelledby="joined-communities">
          <SectionHead id="joined-communities" title="Joined communities" href="/communities/joined" />
          <CommunityList
            query={communities}
            select={(all) => joinedOf(all, user.joinedCommunities).slice(0, PAGE_SIZES.joinedPreview)}
            strings={{ empty: "No communities joined" }}
          />
        </section>
      ) : null}
      {(["main", "special"] as const).map((parent) => (
        <GroupSection key={parent} parent={parent} communities={communities} />
      ))}
    </div>
  );
}

function GroupSection({ parent, communities }: { parent: CommunityParent; communities: ReturnType<typeof useCommunities> }) {
  const id = `communities-${parent}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHead id={id} title={parent === "main" ? COMMUNITY_GROUP_TITLES.main : "Special Interest Groups"} href={`/communities/${parent}`} />
      <CommunityList query={communities} select={(all) => all.filter((c) => c.parent === parent)} />
    </section>
  );
}
