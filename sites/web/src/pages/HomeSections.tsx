import { PAGE_SIZES } from "@pnyx/contract";
import { CommunityList, NewsCard, NewsCardSkeleton, PopularOpinions, SkeletonList, useHomeCommunities, useTrending } from "@pnyx/react";
import { Link } from "react-aria-components";
import { setSelectedCategory } from "../state/selected-category";
import * as communityStyles from "./communities/communities-pages.css";
import * as styles from "./HomePage.css";

/** Trending News: 6 cards (5 on narrow screens), See all → /category/Trending. */
export function TrendingSection() {
  const trending = useTrending({ limit: PAGE_SIZES.trending });
  const articles = trending.data?.trendingArticles ?? [];
  return (
    <section aria-labelledby="home-trending" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="home-trending" className={styles.sectionTitle}>
          Trending News
        </h2>
        <Link href="/category/Trending" className={styles.seeAll} onPress={() => setSelectedCategory("Trending")}>
          See all
        </Link>
      </div>
      {trending.isPending ? (
        <SkeletonList label="Loading trending news…" count={PAGE_SIZES.trending} listClassName={styles.cards} itemClassName={styles.cardItem}>
          <NewsCardSkeleton />
        </SkeletonList>
      ) : trending.isError ? (
        <p role="alert">Trending news could not be loaded.</p>
      ) : (
        <ul className={styles.cards}>
          {articles.map((article) => (
            <li key={article._id} className={styles.cardItem}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Popular Opinions: the first 3, See all → /topOpinions. */
export function PopularSection() {
  return (
    // A plain block: PopularOpinions is itself a labelled region.
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="home-popular" className={styles.sectionTitle}>
          Popular Opinions
        </h2>
        <Link href="/topOpinions" className={styles.seeAll}>
          See all
        </Link>
      </div>
      <PopularOpinions pageSize={PAGE_SIZES.homePopularOpinions} />
    </div>
  );
}

/** Top Communities: the most subscribed, 8 cards (9 on mid-width screens), See all → /communities. */
export function TopCommunitiesSection() {
  const communities = useHomeCommunities();
  return (
    <section aria-labelledby="home-communities" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="home-communities" className={styles.sectionTitle}>
          Top Communities
        </h2>
        <Link href="/communities" className={styles.seeAll}>
          See all
        </Link>
      </div>
      <CommunityList
        query={communities}
        select={(all) => all.slice(0, PAGE_SIZES.homeCommunitiesMidWidth)}
        className={communityStyles.homeGrid}
        itemClassName={communityStyles.homeItem}
      />
    </section>
  );
}
