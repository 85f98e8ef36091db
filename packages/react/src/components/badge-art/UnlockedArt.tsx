import { useId } from "react";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as styles from "./badge-art.css";

export interface UnlockedArtProps {
  /** Width and height in pixels; 64 by default. */
  size?: number;
  className?: string;
}

// Twelve rays around the lock, alternating long and short.
const RAYS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * 30 * Math.PI) / 180;
  const [inner, outer] = i % 2 === 0 ? [21, 31] : [22, 27.5];
  const spread = i % 2 === 0 ? 0.09 : 0.07;
  const at = (r: number, a: number) => `${(32 + r * Math.sin(a)).toFixed(2)},${(32 - r * Math.cos(a)).toFixed(2)}`;
  return `${at(inner, angle - spread)} ${at(outer, angle)} ${at(inner, angle + spread)}`;
});

// A four-pointed glint.
const SPARKLE = "M0 -4 C0.6 -0.6 0.6 -0.6 4 0 C0.6 0.6 0.6 0.6 0 4 C-0.6 0.6 -0.6 0.6 -4 0 C-0.6 -0.6 -0.6 -0.6 0 -4 Z";

/** The unlock toast's picture: a padlock springing open in a burst of light (decorative; still under reduced motion). */
export function UnlockedArt({ size = 64, className }: UnlockedArtProps) {
  const id = `pnyx-unlocked${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={cx(styles.root, part("unlocked-art"), className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        {/* The same gold as the achievement medals' rim, so the toast belongs with the badges. */}
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe38f" />
          <stop offset="1" stopColor="#c28d26" />
        </linearGradient>
      </defs>
      <g className={styles.raysSpin}>
        <g className={styles.rays} fill="#ffcf4a">
          {RAYS.map((points) => (
            <polygon key={points} points={points} />
          ))}
        </g>
      </g>
      <g className={styles.shackle}>
        {/* Open: the right leg stands clear of the body. */}
        <path d="M25 36 V20 A7 7 0 0 1 39 20 V24" fill="none" stroke="#8d98a5" strokeWidth="4.5" strokeLinecap="round" />
      </g>
      <rect x="19.5" y="29.5" width="25" height="20" rx="4" fill={`url(#${id}-gold)`} stroke="#a0731b" strokeWidth="1" />
      <circle cx="32" cy="37.5" r="2.8" fill="#6e4f06" />
      <path d="M30.8 38.5 H33.2 L33.8 44.5 H30.2 Z" fill="#6e4f06" />
      {/* Placed by the outer group: a CSS animated transform would replace a transform attribute on the same element. */}
      <g fill="#ffcf4a">
        <g transform="translate(11 13)">
          <path className={styles.sparkle} d={SPARKLE} />
        </g>
        <g transform="translate(53 50) scale(0.8)">
          <path className={cx(styles.sparkle, styles.sparkleLate)} d={SPARKLE} />
        </g>
      </g>
    </svg>
  );
}
