import { ACHIEVEMENTS, MESSAGES } from "@pnyx/contract";
import { useAchievements } from "../../hooks/gamification/badges";
import { useSession } from "../../hooks/session";
import { useStrings } from "../../strings-context";
import { cx } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { AchievementCard, type AchievementCardStrings } from "./AchievementCard";
import * as styles from "./achievements.css";

export interface AchievementsGridStrings {
  /** Name of the list, for screen readers. */
  list: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  loggedOut: string;
  card: Partial<AchievementCardStrings>;
}

export const defaultAchievementsGridStrings: AchievementsGridStrings = {
  list: "Achievements",
  loading: "Loading achievements…",
  failed: "Could not load your achievements",
  retry: "Try again",
  empty: MESSAGES.noAchievements,
  loggedOut: MESSAGES.loginToViewMoreBang,
  card: {},
};

export interface AchievementsGridProps {
  className?: string;
  strings?: Partial<AchievementsGridStrings>;
  /** Level of each card's name; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** The logged-in member's achievement cards, in the product's order: Achieved or Locked, each flipping to what it takes. */
export function AchievementsGrid({ className, strings, headingLevel = 3 }: AchievementsGridProps) {
  const s = useStrings("achievementsGrid", defaultAchievementsGridStrings, strings);
  const { user } = useSession();
  const query = useAchievements();
  const classes = cx(styles.root, part("achievements-grid"), className);

  if (!user) return <p className={cx(shared.message, classes)}>{s.loggedOut}</p>;
  if (query.isPending) {
    return (
      <p role="status" className={cx(shared.message, classes)}>
        {s.loading}
      </p>
    );
  }
  if (query.isError) {
    return <FailedState className={classes} message={s.failed} retry={{ label: s.retry, onRetry: query.refetch }} />;
  }
  const shown = ACHIEVEMENTS.filter((name) => query.data[name]);
  if (shown.length === 0) return <p className={cx(shared.message, classes)}>{s.empty}</p>;
  return (
    <section className={classes} aria-label={s.list}>
      <ul className={cx(styles.grid, part("achievements-grid", "list"))}>
        {shown.map((name) => (
          <li key={name} className={part("achievements-grid", "item")}>
            <AchievementCard name={name} achievement={query.data[name]} strings={s.card} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
