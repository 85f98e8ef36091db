import { MESSAGES, type LevelInfo } from "@pnyx/contract";
import { Label, Meter } from "react-aria-components";
import { useLevel } from "../../hooks/gamification/level";
import { useSession } from "../../hooks/session";
import * as styles from "./LevelProgress.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface LevelProgressStrings {
  label: (level: number, badge: string) => string;
  value: (current: number, goal: number) => string;
  loading: string;
  failed: string;
  loggedOut: string;
}

export const defaultLevelProgressStrings: LevelProgressStrings = {
  label: (level, badge) => `Level ${level} · ${badge}`,
  value: (current, goal) => `${current} / ${goal} points`,
  loading: "Loading level…",
  failed: "Could not load your level",
  loggedOut: MESSAGES.loginToViewMoreBang,
};

export interface LevelProgressProps {
  /** A level to show (e.g. another member's, from their profile); the logged-in member's is fetched otherwise. */
  level?: LevelInfo;
  className?: string;
  strings?: Partial<LevelProgressStrings>;
}

/** Level, badge and points towards the next level, as a meter (current over goal). */
export function LevelProgress({ level, className, strings }: LevelProgressProps) {
  const s = useStrings("levelProgress", defaultLevelProgressStrings, strings);
  const { user } = useSession();
  const query = useLevel({ enabled: !level });
  const classes = cx(styles.root, part("level-progress"), className);
  const info = level ?? query.data;

  if (!info) {
    const [role, text] = !user ? [undefined, s.loggedOut] : query.isError ? ["alert", s.failed] : ["status", s.loading];
    return (
      <div className={classes}>
        <p role={role} className={styles.message}>
          {text}
        </p>
      </div>
    );
  }

  const goal = Math.max(info.goalPoints, info.currentPoints, 1);
  return (
    <Meter
      className={classes}
      value={info.currentPoints}
      minValue={0}
      maxValue={goal}
      valueLabel={s.value(info.currentPoints, info.goalPoints)}
      data-level={info.level}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{s.label(info.level, info.badge)}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track} aria-hidden="true">
            <div className={styles.fill} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </Meter>
  );
}
