import { MESSAGES, type AchievementName, type LevelInfo } from "@pnyx/contract";
import type { ReactNode } from "react";
import { useBadgeFlow } from "../../hooks/gamification/badge-flow";
import { useLiveLevelUps } from "../../hooks/gamification/level";
import { useStrings } from "../../strings-context";
import { BadgeArt } from "../badge-art/BadgeArt";
import { UnlockedArt } from "../badge-art/UnlockedArt";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./GamificationToasts.css";

export interface GamificationToastsStrings {
  /** The 'unlocked' toast before a badge (its picture is the animated padlock). */
  unlocked: string;
  /** After the 'unlocked' toast: the badge itself. */
  achievementUnlocked: (badge: AchievementName) => string;
  /** A new level, with its badge. */
  levelUpgraded: (badge: string) => string;
}

export const defaultGamificationToastsStrings: GamificationToastsStrings = {
  unlocked: "Unlocked!",
  achievementUnlocked: MESSAGES.achievementUnlocked,
  levelUpgraded: MESSAGES.levelUpgraded,
};

export interface GamificationToastsProps {
  /** Added to each of these toasts. */
  className?: string;
  strings?: Partial<GamificationToastsStrings>;
}

const ART_SIZE = 48;
/** Gold: from this level up, an 'unlocked' toast comes before the level's own (product §6). */
const UNLOCKED_TOAST_FROM_LEVEL = 3;

/**
 * The member's rewards as toasts: a newly unlocked badge shows the 'unlocked' toast, then on its close
 * 'New achievement unlocked - {badge}', and is saved as displayed (the badge flow); a new level shows
 * 'Congrats! level upgraded to {badge}', after an 'unlocked' toast from Gold up. Mount it once, in
 * the layout, inside PnyxProvider; it renders nothing itself, and nothing for visitors.
 */
export function GamificationToasts({ className, strings }: GamificationToastsProps) {
  const s = useStrings("gamificationToasts", defaultGamificationToastsStrings, strings);
  const toast = useToast();
  const toastClass = cx(styles.toast, part("gamification-toast"), className);

  /** Shows a toast and settles once it has closed, so the next one follows it. */
  const showUntilClosed = (title: string, art: ReactNode) =>
    new Promise<void>((resolve) => toast.show(title, { tone: "success", art, className: toastClass, onClose: resolve }));
  const showUnlocked = () => showUntilClosed(s.unlocked, <UnlockedArt size={ART_SIZE} />);
  const showBadge = (title: string, badge: string) => showUntilClosed(title, <BadgeArt name={badge} size={ART_SIZE} />);

  useBadgeFlow({
    present: async (badge) => {
      await showUnlocked();
      await showBadge(s.achievementUnlocked(badge), badge);
    },
  });
  useLiveLevelUps((level: LevelInfo) => {
    void (async () => {
      if (level.level >= UNLOCKED_TOAST_FROM_LEVEL) await showUnlocked();
      await showBadge(s.levelUpgraded(level.badge), level.badge);
    })();
  });
  return null;
}
