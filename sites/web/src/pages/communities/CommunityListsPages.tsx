import { CommunityPostList, SubCategoryTiles, useCommunity } from "@pnyx/react";
import { Link } from "react-aria-components";
import { useParams } from "react-router";
import { NotFoundPage } from "../NotFoundPage";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./communities-pages.css";

/** The community a page is about, for its title and back link; a 404 when there is no such community. */
function useCommunityFrame(title: string) {
  const id = useParams().id ?? "";
  const page = useCommunity(id);
  const name = page.data?.community.name;
  useDocumentTitle(name ? `${title} · ${name}` : title);
  return { id, page, name };
}

/** /community/{id}/subcategories: every sub-category of a community. */
export function SubcategoriesPage() {
  const { id, page, name } = useCommunityFrame("Sub-categories");
  if (page.isError && page.error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <Link href={`/community/${id}`} className={styles.seeAll}>
        {name ?? "Community"}
      </Link>
      <h1 className={styles.title}>Sub-categories</h1>
      {page.data ? (
        page.data.community.subCategories.length === 0 ? (
          <p className={styles.muted}>This community has no sub-categories.</p>
        ) : (
          <SubCategoryTiles subCategories={page.data.community.subCategories} />
        )
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  );
}

/** /community/{id}/posts: a community's verified posts, newest first, with infinite scroll. */
export function CommunityPostsPage() {
  const { id, page, name } = useCommunityFrame("Posts");
  if (page.isError && page.error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.narrowPage}>
      <Link href={`/community/${id}`} className={styles.seeAll}>
        {name ?? "Community"}
      </Link>
      <h1 className={styles.title}>All posts</h1>
      <CommunityPostList key={id} source={{ communityId: id }} />
    </div>
  );
}

/** /subcategory/{name-with-hyphens}: a sub-category's posts ('No posts to show here'). */
export function SubcategoryPage() {
  const name = useParams().subcategory ?? "";
  const title = name.replace(/-/g, " ");
  useDocumentTitle(title);
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>{title}</h1>
      <CommunityPostList key={name} source={{ subcategory: name }} />
    </div>
  );
}
