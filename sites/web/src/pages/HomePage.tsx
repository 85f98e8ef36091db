import { LiveSessionCard, useSession, visuallyHidden } from "@pnyx/react";
import { useState } from "react";
import { Link } from "react-aria-components";
import { setSelectedCategory } from "../state/selected-category";
import { categoryItems } from "../layout/navigation";
import { PopularSection, RecentActivitiesSection, TopCommunitiesSection, TrendingSection } from "./HomeSections";
import { useDocumentTitle } from "./useDocumentTitle";
import * as styles from "./HomePage.css";

/**
 * Home: a welcome for visitors, Top Communities, the live-session card (when an administrator set
 * one up), Trending News, Popular Opinions, Recent Activities, then the news categories.
 */
export function HomePage() {
  useDocumentTitle(null);
  const { user } = useSession();
  return (
    <div className={styles.page}>
      {user ? <h1 className={visuallyHidden}>Pnyx home</h1> : <Welcome />}
      <TopCommunitiesSection />
      <LiveSessionCard />
      <TrendingSection />
      <PopularSection />
      <RecentActivitiesSection />

      <section aria-labelledby="home-categories" className={`${styles.section} ${styles.later}`}>
        <h2 id="home-categories" className={styles.sectionTitle}>
          News by category
        </h2>
        <ul className={styles.tiles}>
          {categoryItems.map((item) => (
            <li key={item.name}>
              <Link href={item.href} className={styles.tile} onPress={() => setSelectedCategory(item.name)}>
                <TileImage src={item.image} />
                <span className={styles.tileLabel}>{item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Welcome() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.heroTitle}>
        Engage. Learn. Grow.
      </h1>
      <p className={styles.heroText}>
        Pnyx is where the news meets the people who read it. Pick a category, give your opinion on the stories that matter to you, and join communities that
        argue in good faith.
      </p>
      <div className={styles.heroActions}>
        <Link href="/signup" className={styles.primaryAction}>
          Join Pnyx
        </Link>
        <Link href="/category/Trending" className={styles.secondaryAction} onPress={() => setSelectedCategory("Trending")}>
          See what is trending
        </Link>
      </div>
    </section>
  );
}

/** A category tile's picture; decorative (the name is the link's text). If it fails, the tile keeps its own colour. */
function TileImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img src={src} alt="" width={800} height={420} loading="lazy" decoding="async" className={styles.tileImage} onError={() => setFailed(true)} />;
}
