import { useId, type ReactNode } from "react";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as styles from "./badge-art.css";

export interface BadgeArtProps {
  /** An achievement ("Mentor", "Century Posts", …) or a level badge ("Bronze" … "Diamond"). Unknown names get a plain medal. */
  name: string;
  /** Width and height in pixels; 64 by default. */
  size?: number;
  /** The accessible name; without it the image is decorative (the text beside it names the badge). */
  title?: string;
  className?: string;
  /** Drawn greyed out, for an achievement not yet earned. */
  locked?: boolean;
}

const WHITE = "#fff";

// Pictograms are white on the medal's face, drawn around (32, 27) within about 24×24; `ink` is the face's dark
// shade, for cut-outs and details so they read as holes in the white shape.
type Glyph = (ink: string) => ReactNode;

interface Medal {
  /** Face gradient, light then dark; the dark shade also colours the ribbon and the details. */
  face: readonly [string, string];
  glyph: Glyph;
}

/** Points of a five-pointed star, for the generic medal and the flag. */
function star(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
}

const GENERIC: Medal = {
  face: ["#a3adb8", "#5f6b78"],
  glyph: () => <polygon points={star(32, 27.5, 10)} fill={WHITE} strokeLinejoin="round" />,
};

const MEDALS: Record<string, Medal> = {
  // A pencil: writing posts.
  "Active Contributor": {
    face: ["#3cc4b2", "#137a70"],
    glyph: (ink) => (
      <g transform="rotate(-45 32 27)">
        <path d="M17 27 L23 23.5 H38 V30.5 H23 Z" fill={WHITE} />
        <path d="M17 27 L20.2 25.1 V28.9 Z" fill={ink} />
        <rect x="39.5" y="23.5" width="5" height="7" rx="1.5" fill={WHITE} opacity="0.8" />
      </g>
    ),
  },
  // A target with an arrow in it: precise knowledge of one subject.
  "Subject Expert": {
    face: ["#7b82ef", "#3b3fb0"],
    glyph: () => (
      <g fill="none" stroke={WHITE} strokeLinecap="round" strokeLinejoin="round">
        <circle cx="29.5" cy="29.5" r="9" strokeWidth="2.5" />
        <circle cx="29.5" cy="29.5" r="4.5" strokeWidth="2.5" />
        <circle cx="29.5" cy="29.5" r="1" fill={WHITE} />
        {/* The shaft ends in fletching (vanes flaring outward), so it reads as a dart in the bull, not ♂. */}
        <path d="M29.5 29.5 L40.5 18.5" strokeWidth="2" />
        <path d="M37.5 21.5 V17.5 M37.5 21.5 H41.5 M40.5 18.5 V14.5 M40.5 18.5 H44.5" strokeWidth="1.8" />
      </g>
    ),
  },
  // An open book.
  "Knowledge Contributor": {
    face: ["#4f9ee8", "#1f5aa6"],
    glyph: (ink) => (
      <g>
        <path d="M31.2 20.5 C27.5 18 24 18 20.5 19.2 V35 C24 34 27.5 34 31.2 36.5 Z" fill={WHITE} />
        <path d="M32.8 20.5 C36.5 18 40 18 43.5 19.2 V35 C40 34 36.5 34 32.8 36.5 Z" fill={WHITE} />
        <path d="M23.5 23.5 H28.5 M23.5 27 H28.5 M23.5 30.5 H28.5 M35.5 23.5 H40.5 M35.5 27 H40.5" stroke={ink} strokeWidth="1.2" strokeLinecap="round" />
      </g>
    ),
  },
  // One speech bubble, mid-sentence.
  "Active Commenter": {
    face: ["#42c0ec", "#16799e"],
    glyph: (ink) => (
      <g>
        <rect x="20" y="17.5" width="24" height="16" rx="4.5" fill={WHITE} />
        <path d="M25 32 V39 L32 32 Z" fill={WHITE} />
        <circle cx="26.5" cy="25.5" r="1.8" fill={ink} />
        <circle cx="32" cy="25.5" r="1.8" fill={ink} />
        <circle cx="37.5" cy="25.5" r="1.8" fill={ink} />
      </g>
    ),
  },
  // Two bubbles answering each other.
  "Lively Debater": {
    face: ["#f7a05c", "#c4541a"],
    glyph: (ink) => (
      <g>
        <rect x="29" y="16.5" width="16" height="12" rx="3.5" fill={WHITE} opacity="0.8" />
        <path d="M38 27 L42 32 V27 Z" fill={WHITE} opacity="0.8" />
        <rect x="19" y="23" width="17" height="12" rx="3.5" fill={WHITE} stroke={ink} strokeWidth="1.5" />
        <path d="M23.5 34.3 L22 39.5 L28.5 34.3 Z" fill={WHITE} />
        <path d="M23 27.5 H32 M23 31 H28.5" stroke={ink} strokeWidth="1.6" strokeLinecap="round" />
      </g>
    ),
  },
  // A flame: a post that caught fire.
  "Popular Post": {
    face: ["#f06a6a", "#b3262e"],
    glyph: (ink) => (
      <g>
        <path
          d="M32 15 C33 20 40 22.5 40 30.5 C40 35 36.4 38 32 38 C27.6 38 24 35 24 30.5 C24 26 27 24 28 20 C29.5 22 30 23.5 30 25 C31.5 22.5 32 19 32 15 Z"
          fill={WHITE}
        />
        <path d="M32 26 C33 29 36 30.5 36 33 C36 35.2 34.2 36.5 32 36.5 C29.8 36.5 28 35.2 28 33 C28 31 29.5 30 30 28.5 C31 29.5 31.5 28 32 26 Z" fill={ink} />
      </g>
    ),
  },
  // A magnifier over a rising chart.
  "Insightful Analyst": {
    face: ["#c862d0", "#7f2487"],
    glyph: () => (
      <g>
        <circle cx="29.5" cy="25.5" r="7.5" fill={WHITE} fillOpacity="0.25" stroke={WHITE} strokeWidth="2.6" />
        <path d="M35 31 L41.5 37.5" stroke={WHITE} strokeWidth="4" strokeLinecap="round" />
        <rect x="25.6" y="26" width="2" height="3" rx="0.5" fill={WHITE} />
        <rect x="28.6" y="24" width="2" height="5" rx="0.5" fill={WHITE} />
        <rect x="31.6" y="21.5" width="2" height="7.5" rx="0.5" fill={WHITE} />
      </g>
    ),
  },
  // A crown.
  "Top Contributor": {
    face: ["#8a5ce0", "#4b2594"],
    glyph: (ink) => (
      <g fill={WHITE}>
        <path d="M21 33 L20 21.5 L26.5 27 L32 17.5 L37.5 27 L44 21.5 L43 33 Z" strokeLinejoin="round" />
        <rect x="21" y="34.5" width="22" height="3" rx="1" />
        <circle cx="20" cy="21" r="1.8" />
        <circle cx="32" cy="17" r="1.8" />
        <circle cx="44" cy="21" r="1.8" />
        <circle cx="32" cy="29" r="1.8" fill={ink} />
        <circle cx="26" cy="30.5" r="1.2" fill={ink} />
        <circle cx="38" cy="30.5" r="1.2" fill={ink} />
      </g>
    ),
  },
  // A group with one member in front.
  "Community Leader": {
    face: ["#5cc67a", "#237a3d"],
    glyph: (ink) => (
      <g fill={WHITE}>
        <g opacity="0.75">
          <circle cx="23" cy="24" r="3.2" />
          <circle cx="41" cy="24" r="3.2" />
          <path d="M17 36.5 A6 6 0 0 1 29 36.5 Z" />
          <path d="M35 36.5 A6 6 0 0 1 47 36.5 Z" />
        </g>
        <circle cx="32" cy="21" r="4.2" stroke={ink} strokeWidth="1.2" />
        <path d="M24 37 A8 8 0 0 1 40 37 Z" stroke={ink} strokeWidth="1.2" />
      </g>
    ),
  },
  // A flag planted, with a star on it.
  "Top Community Member": {
    face: ["#4f6fb8", "#1c2c5c"],
    glyph: (ink) => (
      <g>
        <path d="M23.5 16 V39" stroke={WHITE} strokeWidth="2.4" strokeLinecap="round" />
        <path d="M25 17.5 C29 15.5 32 19.5 36 17.5 C38 16.5 40 16.5 42 17 V29 C40 28.5 38 28.5 36 29.5 C32 31.5 29 27.5 25 29.5 Z" fill={WHITE} />
        <polygon points={star(33.5, 23.5, 4)} fill={ink} />
      </g>
    ),
  },
  // A graduation cap.
  Mentor: {
    face: ["#6f8091", "#34404c"],
    glyph: (ink) => (
      <g fill={WHITE}>
        <path d="M24 26 V32.5 C24 35.5 40 35.5 40 32.5 V26 L32 30 Z" opacity="0.85" />
        <path d="M32 16.5 L46 23 L32 29.5 L18 23 Z" stroke={ink} strokeWidth="1" strokeLinejoin="round" />
        <path d="M44 24 V31.5" stroke={WHITE} strokeWidth="1.5" />
        <circle cx="44" cy="33" r="1.8" />
      </g>
    ),
  },
  // "100", drawn rather than typeset so it needs no font.
  "Century Posts": {
    face: ["#9acb48", "#557d17"],
    glyph: () => (
      <g fill="none" stroke={WHITE} strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20.5 22 L24 19.5 V35" />
        <ellipse cx="31" cy="27.25" rx="3.6" ry="7.75" />
        <ellipse cx="40.5" cy="27.25" rx="3.6" ry="7.75" />
      </g>
    ),
  },
  // A lightning bolt.
  "Active Engager": {
    face: ["#f5c04a", "#c07c0d"],
    glyph: () => <path d="M35.5 15 L23 29.5 H30.5 L28 39.5 L41 24 H33.5 L37.5 15 Z" fill={WHITE} strokeLinejoin="round" />,
  },
  // A birthday cake with one candle.
  Anniversary: {
    face: ["#f58c9b", "#c0405a"],
    glyph: (ink) => (
      <g>
        <rect x="31" y="16" width="2" height="6.5" rx="0.5" fill={WHITE} />
        <path d="M32 11.5 C33.6 13.4 33.8 15 32 15.7 C30.2 15 30.4 13.4 32 11.5 Z" fill="#ffd54a" />
        <rect x="24" y="22" width="16" height="7" rx="1.5" fill={WHITE} opacity="0.85" />
        <rect x="20.5" y="28.5" width="23" height="9" rx="1.5" fill={WHITE} />
        <path d="M20.5 31.5 Q23.4 34 26.25 31.5 T32 31.5 T37.75 31.5 T43.5 31.5" fill="none" stroke={ink} strokeWidth="1.3" strokeLinecap="round" />
      </g>
    ),
  },
};

interface Level {
  number: number;
  /** Light, mid and dark shades of the metal or gem, then the darkest, for outlines. */
  shades: readonly [string, string, string, string];
  gem?: boolean;
}

const EMERALD: Level = { number: 5, shades: ["#8ae8b2", "#2ea86a", "#136b3f", "#0a3620"], gem: true };

const LEVELS: Record<string, Level> = {
  Bronze: { number: 1, shades: ["#f3bd8a", "#cd7f32", "#8a4b17", "#4f2a0c"] },
  Silver: { number: 2, shades: ["#f7f8fa", "#c3c8ce", "#858e97", "#3f464d"] },
  Gold: { number: 3, shades: ["#ffeb8f", "#f2c230", "#b8860b", "#5e4305"] },
  Platinum: { number: 4, shades: ["#eef7f8", "#b2cbd0", "#6f9096", "#2c4449"] },
  Emerald: EMERALD,
  // The level-up toast spells it this way (see LEVELS in @pnyx/contract).
  Emrald: EMERALD,
  Ruby: { number: 6, shades: ["#ff99a7", "#e0294a", "#8e0f28", "#4a0513"], gem: true },
  Diamond: { number: 7, shades: ["#f0fdff", "#a5e6f7", "#4fb3d4", "#1b5c73"], gem: true },
};

// Digits 1–7 as strokes in a 10×16 box: drawn, not typeset, so they look the same with any font.
const DIGITS: Record<number, string> = {
  1: "M2.5 3.5 L6 1 V15",
  2: "M1.5 4.5 C1.5 2.2 3.2 1 5 1 C7 1 8.5 2.3 8.5 4.3 C8.5 7 5 9.5 1.5 15 H8.5",
  3: "M1.5 2.2 C3 0.8 8 0.5 8 4 C8 6.3 6 7.5 4 7.6 C6.5 7.6 8.6 9 8.6 11.5 C8.6 15.5 3 15.7 1.3 13.8",
  4: "M6.5 15 V1 L1 11 H9",
  5: "M8 1 H2.5 L2 7.2 C5.8 5.6 8.8 7.5 8.8 10.6 C8.8 15 3.5 15.8 1.5 14",
  6: "M7.6 1.5 C4 0.8 1.5 4.5 1.5 9.5 C1.5 13 3 15 5 15 C7.2 15 8.5 13.2 8.5 11 C8.5 8.8 7 7.2 5 7.2 C3.2 7.2 1.8 8.5 1.5 9.5",
  7: "M1.5 1 H8.5 L4 15",
};

// Own keys only, so a name like "constructor" finds nothing instead of Object.prototype's.
const lookup = <T,>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

// React ids may hold characters that are awkward inside url(#…); letters, digits, _ and - are always safe.
const safeId = (id: string) => id.replace(/[^a-zA-Z0-9_-]/g, "");

/** A round medal on a ribbon, with the achievement's pictogram on its face. */
function MedalDrawing({ medal, id }: { medal: Medal; id: string }) {
  const [light, dark] = medal.face;
  return (
    <>
      <defs>
        <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe38f" />
          <stop offset="1" stopColor="#c28d26" />
        </linearGradient>
        <linearGradient id={`${id}-face`} x1="0" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path d="M20 36 L30 44 L24.5 62 L20.5 57.5 L14 59.5 Z" fill={dark} />
      <path d="M44 36 L34 44 L39.5 62 L43.5 57.5 L50 59.5 Z" fill={dark} />
      <circle cx="32" cy="27" r="23" fill={`url(#${id}-rim)`} stroke="#a0731b" strokeWidth="1" />
      <circle cx="32" cy="27" r="18.5" fill={`url(#${id}-face)`} stroke="#8a6216" strokeOpacity="0.6" strokeWidth="1" />
      {medal.glyph(dark)}
    </>
  );
}

// The shield, and the same shield inset, which holds the face.
const SHIELD = "M32 4 L54 11 V30 C54 45 44 54 32 60 C20 54 10 45 10 30 V11 Z";
const SHIELD_FACE = "M32 9 L49 14.5 V30 C49 42 41 49.5 32 54.5 C23 49.5 15 42 15 30 V14.5 Z";

/** A shield in the level's metal or gem, with the level's number on it; gems are cut into facets. */
function LevelDrawing({ level, id }: { level: Level; id: string }) {
  const [light, mid, dark, darkest] = level.shades;
  return (
    <>
      <defs>
        <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <linearGradient id={`${id}-face`} x1="0" y1="0" x2="0.7" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={mid} />
        </linearGradient>
      </defs>
      <path d={SHIELD} fill={`url(#${id}-rim)`} stroke={darkest} strokeWidth="1" strokeLinejoin="round" />
      <path d={SHIELD_FACE} fill={`url(#${id}-face)`} />
      {level.gem ? (
        <g>
          <path d="M32 9 L15 14.5 L22 21 L32 17 Z" fill={WHITE} opacity="0.45" />
          <path d="M32 9 L49 14.5 L42 21 L32 17 Z" fill={WHITE} opacity="0.2" />
          <path d="M15 14.5 V30 L22 33 V21 Z" fill={WHITE} opacity="0.15" />
          <path d="M49 14.5 V30 L42 33 V21 Z" fill={darkest} opacity="0.15" />
          <path d="M15 30 L32 54.5 V44 L22 33 Z" fill={darkest} opacity="0.12" />
          <path d="M49 30 L32 54.5 V44 L42 33 Z" fill={darkest} opacity="0.25" />
        </g>
      ) : (
        // A sheen across the upper left of the metal.
        <path d="M15 14.5 L27 10.6 L15 32 Z" fill={WHITE} opacity="0.35" />
      )}
      <path d={SHIELD_FACE} fill="none" stroke={darkest} strokeOpacity="0.35" strokeWidth="1" />
      <g transform="translate(25 19) scale(1.4)" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d={DIGITS[level.number]} stroke={darkest} strokeWidth="4" />
        <path d={DIGITS[level.number]} stroke={WHITE} strokeWidth="2.1" />
      </g>
    </>
  );
}

/** The picture of an achievement or level badge, drawn inline; greyed out when `locked`. */
export function BadgeArt({ name, size = 64, title, className, locked }: BadgeArtProps) {
  const id = `pnyx-badge${safeId(useId())}`;
  const level = lookup(LEVELS, name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={cx(styles.root, part("badge-art"), locked && styles.locked, className)}
      data-badge={name}
      data-locked={locked || undefined}
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      {title && <title>{title}</title>}
      {level ? <LevelDrawing level={level} id={id} /> : <MedalDrawing medal={lookup(MEDALS, name) ?? GENERIC} id={id} />}
    </svg>
  );
}
