import { Button } from "react-aria-components";
import { useLiveLink } from "../../hooks/live-link";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as styles from "./LiveSessionCard.css";

export interface LiveSessionCardStrings {
  heading: string;
  joinNow: string;
  comingSoon: string;
  opensInNewTab: string;
}

export const defaultLiveSessionCardStrings: LiveSessionCardStrings = {
  heading: "Live discussion",
  joinNow: "Join Now",
  comingSoon: "Link Coming Soon",
  opensInNewTab: "(opens in a new tab)",
};

export interface LiveSessionCardProps {
  className?: string;
  strings?: Partial<LiveSessionCardStrings>;
}

/**
 * The home page's live-session card: the discussion's title and description, and Join Now when an
 * administrator made a link active, else a disabled Link Coming Soon. Nothing shows until one is set up.
 */
export function LiveSessionCard({ className, strings }: LiveSessionCardProps) {
  const s = useStrings("liveSessionCard", defaultLiveSessionCardStrings, strings);
  const link = useLiveLink();
  if (!link.data || !link.data.title) return null;
  const { title, description, zoomUrl, isActive } = link.data;
  // Checked here too: whatever is stored, only a web address ever becomes a link.
  const open = isActive && /^https?:\/\//i.test(zoomUrl);
  return (
    <section className={cx(styles.root, part("live-session-card"), className)} aria-label={s.heading} data-active={open || undefined}>
      <div className={styles.body}>
        <p className={styles.kicker}>{s.heading}</p>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.description}>{description}</p>
      </div>
      {open ? (
        // A plain anchor: the meeting is on another site, so the app's router must not rewrite the address.
        <a href={zoomUrl} target="_blank" rel="noopener noreferrer" className={cx(forms.button, part("live-session-card", "join"))}>
          {s.joinNow}
          <span className={styles.hidden}> {s.opensInNewTab}</span>
        </a>
      ) : (
        <Button isDisabled className={cx(forms.secondaryButton, part("live-session-card", "soon"))}>
          {s.comingSoon}
        </Button>
      )}
    </section>
  );
}
