import { PAGE_SIZES } from "@pnyx/contract";
import { CommunityList, NewsCard, NewsCardSkeleton, PopularOpinions, RecentActivity, SkeletonList, useHomeCommunities, useTrending } from "@pnyx/react";
import { setSelectedCategory } from "../state/selected-category";
import * as communityStyles from "./communities/communities-pages.css";
import * as styles from "./HomePage.css";
import { SectionHead } from "../layout/SectionHead";

/** Trending News: 6 cards (5 on narrow screens), See all → /category/Trending. */
export function TrendingSection() {
  const trending = useTrending({ limit: PAGE_SIZES.trending });
  const articles = trending.data?.trendingArticles ?? [];
  return (
    <section aria-labelledby="home-trending" className={`${styles.section} ${styles.later}`}>
      <SectionHead id="home-trending" title="Trending News" href="/category/Trending" onPress={() => setSelectedCategory("Trending")} />
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
    <div className={`${styles.section} ${styles.later}`}>
      <SectionHead id="home-popular" title="Popular Opinions" href="/topOpinions" />
      <PopularOpinions pageSize={PAGE_SIZES.homePopularOpinions} />
    </div>
  );
}

/** Top Communities: the most subscribed, 8 cards (9 on mid-width screens), See all → /communities. */
export function TopCommunitiesSection() {
  const communities = useHomeCommunities();
  return (
    <section aria-labelledby="home-communities" className={styles.section}>
      <SectionHead id="home-communities" title="Top Communities" href="/communities" />
      <CommunityList
        query={communities}
        select={(all) => all.slice(0, PAGE_SIZES.homeCommunitiesMidWidth)}
        className={communityStyles.homeGrid}
        itemClassName={communityStyles.homeItem}
        // The first cover is at the top of the page (the first thing a phone shows after the welcome).
        priorityCount={1}
      />
    </section>
  );
}

/** Items of everyone's recent activity on the home page before 'Show more'. */
const HOME_ACTIVITY_PAGE = 8;

/** Recent Activities: what members did lately on public content, newest first, titles cut at 80. */
export function RecentActivitiesSection() {
  return (
    <section aria-labelledby="home-activity" className={`${styles.section} ${styles.later}`}>
      <h2 id="home-activity" className={styles.sectionTitle}>
        Recent Activities
      </h2>
      <RecentActivity source="home" pageSize={HOME_ACTIVITY_PAGE} strings={{ list: "Everyone's recent activity" }} />
    </section>
  );
}
