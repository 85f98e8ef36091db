import { useState } from "react";
import { Avatar } from "../avatar/Avatar";

export interface MiniAvatarProps {
  src?: string | null | undefined;
  name: string;
  size?: "sm" | "md";
  className?: string;
}

/**
 * A small round picture beside an author's name (decorative: the name is always next to it):
 * an `Avatar` of 24 px (sm) or 36 px (md) that falls back to the initial when the picture fails.
 */
export function MiniAvatar({ src, name, size = "md", className }: MiniAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Avatar
      src={src && failed !== src ? src : null}
      name={name}
      alt=""
      size={size === "sm" ? "xs" : "sm"}
      className={className}
      onError={() => setFailed(src ?? null)}
    />
  );
}
