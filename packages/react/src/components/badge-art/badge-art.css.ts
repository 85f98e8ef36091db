import { keyframes, style } from "@vanilla-extract/css";

// The art keeps its own fixed colours (a gold medal is gold in every theme); only layout lives here.
export const root = style({ display: "inline-block", flexShrink: 0, verticalAlign: "middle", overflow: "visible" });

/** A badge not yet earned: the same drawing, greyed, so the card still shows what there is to win. */
export const locked = style({ filter: "grayscale(1) contrast(0.85)", opacity: 0.55 });

const lift = keyframes({
  "0%": { transform: "translateY(6px)" },
  "55%": { transform: "translateY(-1.5px)" },
  "100%": { transform: "translateY(0)" },
});

const burst = keyframes({
  "0%": { opacity: 0, transform: "scale(0.55)" },
  "60%": { opacity: 1 },
  "100%": { opacity: 1, transform: "scale(1)" },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

const twinkle = keyframes({
  "0%, 100%": { opacity: 1, transform: "scale(1)" },
  "50%": { opacity: 0.3, transform: "scale(0.6)" },
});

// SVG elements transform around the viewport origin by default; fill-box makes "center" the shape's own centre.
const svgTransform = { transformBox: "fill-box", transformOrigin: "center" } as const;

// Under reduced motion every part just stands in its final (open, lit) pose.
const still = { "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } } };

export const shackle = style({ animation: `${lift} 600ms cubic-bezier(0.3, 1.4, 0.5, 1) both`, ...still });

export const rays = style({ ...svgTransform, animation: `${burst} 700ms ease-out 150ms both`, ...still });

export const raysSpin = style({ ...svgTransform, animation: `${spin} 12s linear infinite`, ...still });

export const sparkle = style({ ...svgTransform, animation: `${twinkle} 1.2s ease-in-out infinite`, ...still });

export const sparkleLate = style({ animationDelay: "400ms" });
