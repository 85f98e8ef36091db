import { PAGE_SIZES } from "@pnyx/contract";
import { CommunityHeader, CommunityPostCard, PostComposer, SubCategoryTiles, useCommunity, usePendingPosts, useSession } from "@pnyx/react";
import { useParams } from "react-router";
import { NotFoundPage } from "../NotFoundPage";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./communities-pages.css";
import { SectionHead } from "../../layout/SectionHead";

/** /community/{id}: header with Join Community / Leave Community, sub-category tiles, top posts, the member's posts awaiting review, the create-post form. */
export function CommunityPage() {
  const id = useParams().id ?? "";
  const page = useCommunity(id);
  const { user } = useSession();
  const pending = usePendingPosts(id);
  useDocumentTitle(page.data?.community.name ?? "Community");
  if (page.isError && page.error.status === 404) return <NotFoundPage />;
  if (page.isPending) return <p role="status">Loading the community…</p>;
  if (page.isError) return <p role="alert">The community could not be loaded.</p>;
  const { community, topPosts, postCount } = page.data;
  const awaiting = user ? (pending.data?.posts ?? []) : [];
  return (
    <div className={styles.page}>
      <CommunityHeader community={community} postCount={postCount} />
      {community.subCategories.length > 0 ? (
        <section className={styles.section} aria-labelledby="community-subcategories">
          <SectionHead id="community-subcategories" title="Sub-categories" href={`/community/${community._id}/subcategories`} />
          <SubCategoryTiles subCategories={community.subCategories} limit={PAGE_SIZES.subcategoryTiles} />
        </section>
      ) : null}
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="community-top-posts">
          <SectionHead id="community-top-posts" title="Top posts" href={`/community/${community._id}/posts`} linkText="All posts" />
          {topPosts.length === 0 ? (
            <p className={styles.muted}>No posts to display in this community</p>
          ) : (
            <ul className={styles.list}>
              {topPosts.map((post) => (
                <li key={post._id}>
                  <CommunityPostCard post={post} />
                </li>
              ))}
            </ul>
          )}
          {awaiting.length > 0 ? (
            <section className={styles.section} aria-labelledby="community-awaiting">
              <h2 id="community-awaiting" className={styles.sectionTitle}>
                Your posts awaiting review
              </h2>
              <ul className={styles.list}>
                {awaiting.map((post) => (
                  <li key={post._id}>
                    <CommunityPostCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
        <PostComposer community={community} />
      </div>
    </div>
  );
}
