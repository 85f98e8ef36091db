import { ACHIEVEMENT_RULES, type Achievement, type AchievementName } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button } from "react-aria-components";
import { useStrings } from "../../strings-context";
import { visuallyHidden } from "../../theme/a11y.css";
import { BadgeArt } from "../badge-art/BadgeArt";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as styles from "./achievements.css";

export interface AchievementCardStrings {
  achieved: string;
  locked: string;
  /** The flip button's name (its pressed state is told by aria-expanded). */
  flip: (name: AchievementName) => string;
  /** What the achievement takes, on the back. */
  takes: (name: AchievementName) => string;
  current: string;
  goal: string;
  /** Top Community Member's Current when no community counts yet. */
  noCommunities: string;
  /** Said when the card turns to its back, and to its front. */
  showingBack: (name: AchievementName) => string;
  showingFront: (name: AchievementName) => string;
}

export const defaultAchievementCardStrings: AchievementCardStrings = {
  achieved: "Achieved",
  locked: "Locked",
  flip: (name) => `What ${name} takes`,
  takes: (name) => ACHIEVEMENT_RULES[name].takes,
  current: "Current",
  goal: "Goal",
  noCommunities: "None yet",
  showingBack: (name) => `Showing what ${name} takes`,
  showingFront: (name) => `Showing the ${name} badge`,
};

export interface AchievementCardProps {
  name: AchievementName;
  achievement: Achievement;
  className?: string;
  strings?: Partial<AchievementCardStrings>;
  /** Level of the name's heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One achievement: its badge (drawn locked until achieved), its name and Achieved or Locked. A tap,
 * or Enter or Space, turns the card to what it takes and Current against Goal (Top Community
 * Member's Current: its communities), and back. The back is a disclosure of the flip button
 * (aria-expanded), and each turn is announced.
 */
export function AchievementCard({ name, achievement, className, strings, headingLevel = 3 }: AchievementCardProps) {
  const s = useStrings("achievementCard", defaultAchievementCardStrings, strings);
  const [flipped, setFlipped] = useState(false);
  // Empty until the first turn, so nothing is said when the card appears.
  const [announcement, setAnnouncement] = useState("");
  const nameId = useId();
  const backId = useId();
  const achieved = achievement.Message;
  const current = Array.isArray(achievement.Current) ? achievement.Current.join(", ") || s.noCommunities : String(achievement.Current);
  const turn = () => {
    setFlipped(!flipped);
    setAnnouncement((flipped ? s.showingFront : s.showingBack)(name));
  };

  return (
    <article
      className={cx(styles.card, part("achievement-card"), className)}
      aria-labelledby={nameId}
      data-achieved={achieved ? "" : undefined}
      data-flipped={flipped ? "" : undefined}
    >
      <div className={styles.inner}>
        <div className={cx(styles.front, part("achievement-card", "front"))}>
          <BadgeArt name={name} size={88} locked={!achieved} />
          {createElement(`h${headingLevel}`, { id: nameId, className: cx(styles.name, part("achievement-card", "name")) }, name)}
          <p className={cx(styles.status, part("achievement-card", "status"))}>{achieved ? s.achieved : s.locked}</p>
        </div>
        <div id={backId} className={cx(styles.back, part("achievement-card", "back"))} aria-hidden={!flipped}>
          <p className={styles.backTitle}>{name}</p>
          <p className={styles.status}>{achieved ? s.achieved : s.locked}</p>
          <p className={cx(styles.takes, part("achievement-card", "takes"))}>{s.takes(name)}</p>
          <dl className={cx(styles.figures, part("achievement-card", "figures"))}>
            <dt className={styles.figureName}>{s.current}</dt>
            <dd className={styles.figureValue}>{current}</dd>
            <dt className={styles.figureName}>{s.goal}</dt>
            <dd className={styles.figureValue}>{achievement.Goal}</dd>
          </dl>
        </div>
      </div>
      <Button
        className={cx(styles.flip, part("achievement-card", "flip"))}
        aria-label={s.flip(name)}
        aria-expanded={flipped}
        aria-controls={backId}
        onPress={turn}
      />
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </article>
  );
}
