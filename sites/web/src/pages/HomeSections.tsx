import { PAGE_SIZES } from "@pnyx/contract";
import { NewsCard, NewsCardSkeleton, PopularOpinions, SkeletonList, useTrending } from "@pnyx/react";
import { Link } from "react-aria-components";
import { setSelectedCategory } from "../state/selected-category";
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
