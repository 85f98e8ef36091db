import { useState } from "react";
import { cx } from "./format";
import * as styles from "./MiniAvatar.css";

export interface MiniAvatarProps {
  src?: string | null | undefined;
  name: string;
  size?: "sm" | "md";
  className?: string;
}

/** A small round picture beside an author's name (decorative: the name is always next to it). */
export function MiniAvatar({ src, name, size = "md", className }: MiniAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cx(styles.avatar[size], className);
  if (src && failed !== src) return <img src={src} alt="" className={classes} onError={() => setFailed(src)} />;
  return (
    <span aria-hidden="true" className={classes} data-default-avatar="">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
