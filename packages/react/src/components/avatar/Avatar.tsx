import { cx } from "../../helpers/format";
import * as styles from "./Avatar.css";

export interface AvatarProps {
  /** Picture URL; without one a default avatar (the name's initial) is drawn. */
  src?: string | null | undefined;
  /** Whose avatar: gives the initial. */
  name: string;
  /** Accessible text; an empty string marks the avatar decorative. */
  alt: string;
  /** xs 24 px, sm 36 px, md 56 px, lg 96 px. */
  size?: "xs" | "sm" | "md" | "lg";
  className?: string;
  /** Called when the picture fails to load. */
  onError?: () => void;
}

/** A round profile picture, or the default avatar when there is none. */
export function Avatar({ src, name, alt, size = "md", className, onError }: AvatarProps) {
  const classes = cx(styles.size[size], className);
  if (src) return <img src={src} alt={alt} className={classes} onError={onError} />;
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return alt ? (
    <span role="img" aria-label={alt} className={classes} data-default-avatar="">
      <span aria-hidden="true">{initial}</span>
    </span>
  ) : (
    <span aria-hidden="true" className={classes} data-default-avatar="">
      {initial}
    </span>
  );
}
