/**
 * Editorial illustrations for the seed articles, drawn locally as SVG: one scene per article (a
 * landscape, a skyline, a seascape, a still life, a modernist poster, a night sky, a stage, a running
 * track, a town seen from above…), each seeded by the article so the pictures of one category differ
 * in composition, hue, light and time of day, while keeping the category's colour family. No text, and
 * the subject sits in the middle so square and 16:9 crops both read.
 */
import type { NewsCategory } from "@pnyx/contract";

/** Drawing space; the renderer scales it to the output size. */
const W = 1200;
const H = 630;

// ------------------------------------------------------------------------------------------------
// Randomness (deterministic) and colour

/** FNV-1a, for turning a key into a seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rand {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const lig = Math.min(100, Math.max(0, l)) / 100;
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
const n = (v: number) => (Math.round(v * 10) / 10).toString();

// ------------------------------------------------------------------------------------------------
// Palettes

export type Mood = "dawn" | "day" | "dusk" | "night";
const MOODS: readonly Mood[] = ["day", "dusk", "night", "dawn"];

/** The category's colour family: its hue, how saturated it runs, and hues its accents may take. */
const FAMILY: Record<NewsCategory, { hue: number; sat: number; accents: number[] }> = {
  General: { hue: 215, sat: 32, accents: [30, 180, 150, -40] },
  Entertainment: { hue: 322, sat: 62, accents: [50, 180, -60, 40] },
  Technology: { hue: 208, sat: 68, accents: [175, 150, -30, 40] },
  Science: { hue: 168, sat: 58, accents: [-130, 60, 200, -40] },
  Health: { hue: 112, sat: 48, accents: [-70, 60, 170, -40] },
  Business: { hue: 34, sat: 70, accents: [180, 200, -25, 20] },
  Sports: { hue: 14, sat: 74, accents: [190, 30, 160, -20] },
  World: { hue: 238, sat: 56, accents: [170, 200, 40, -45] },
};

interface Palette {
  hue: number;
  accent: number;
  sat: number;
  mood: Mood;
}

interface Sky {
  top: Rgb;
  mid: Rgb;
  horizon: Rgb;
  /** The sun or moon. */
  light: Rgb;
  /** Land closest to the viewer. */
  ground: Rgb;
}

function skyOf(p: Palette, r: Rand): Sky {
  const { hue, accent, sat } = p;
  switch (p.mood) {
    case "day":
      return {
        top: hsl(hue + r.range(-8, 8), sat * 0.85 + 10, r.range(46, 60)),
        mid: hsl(hue + 6, sat * 0.6 + 10, r.range(66, 74)),
        horizon: hsl(hue + 12, sat * 0.5 + 8, r.range(82, 90)),
        light: hsl(accent, 90, 92),
        ground: hsl(hue + r.range(-30, 30), sat * 0.55 + 10, r.range(22, 32)),
      };
    case "dawn":
      return {
        top: hsl(hue + 20, sat * 0.45 + 10, r.range(52, 62)),
        mid: hsl(accent - 15, 55, r.range(70, 76)),
        horizon: hsl(accent, 80, r.range(80, 86)),
        light: hsl(accent + 10, 95, 90),
        ground: hsl(hue + r.range(-20, 40), sat * 0.4 + 8, r.range(20, 30)),
      };
    case "dusk":
      return {
        top: hsl(hue + 25, sat * 0.6 + 10, r.range(16, 26)),
        mid: hsl(accent - 25, 55, r.range(40, 48)),
        horizon: hsl(accent, 82, r.range(62, 70)),
        light: hsl(accent + 10, 95, 80),
        ground: hsl(hue + 30, sat * 0.5 + 5, r.range(9, 14)),
      };
    case "night": {
      // Moonlit blue or deep dark, with the hue free to wander further than by day.
      const moonlit = r.chance(0.5);
      const h = hue + r.range(-35, 35);
      return {
        top: hsl(h, sat * 0.6 + 10, moonlit ? r.range(14, 20) : r.range(5, 9)),
        mid: hsl(h + 10, sat * 0.55 + 10, moonlit ? r.range(26, 32) : r.range(13, 18)),
        horizon: hsl(h + r.range(10, 40), sat * 0.5 + 15, moonlit ? r.range(44, 54) : r.range(26, 34)),
        light: hsl(h + 20, 35, 92),
        ground: hsl(h + r.range(-30, 10), sat * 0.5 + 5, moonlit ? r.range(10, 15) : r.range(4, 8)),
      };
    }
  }
}

// ------------------------------------------------------------------------------------------------
// Building blocks

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;

  id(prefix: string): string {
    return `${prefix}${this.ids++}`;
  }
  def(markup: string) {
    this.defs.push(markup);
  }
  add(markup: string) {
    this.body.push(markup);
  }
  /** A vertical gradient from the top stop to the bottom one. */
  vertical(stops: Array<[number, Rgb, number?]>): string {
    const id = this.id("v");
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  linear(x1: number, y1: number, x2: number, y2: number, stops: Array<[number, Rgb, number?]>): string {
    const id = this.id("l");
    this.def(`<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Array<[number, Rgb, number?]>, fx = 0.5, fy = 0.5): string {
    const id = this.id("r");
    this.def(`<radialGradient id="${id}" fx="${n(fx)}" fy="${n(fy)}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  toString(size: { width: number; height: number }): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

function stopsOf(stops: Array<[number, Rgb, number?]>): string {
  return stops
    .map(
      ([offset, color, opacity]) => `<stop offset="${n(offset)}" stop-color="${hex(color)}"${opacity === undefined ? "" : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join("");
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const opacity = (o: number) => ` opacity="${n(o)}"`;

/** A smooth closed shape below a ridge line given as points, down to the bottom edge. */
function smoothArea(points: Array<[number, number]>, bottom = H + 10): string {
  let d = `M${n(points[0]![0])} ${n(bottom)} L${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1]!;
    d += ` Q${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
  }
  const last = points[points.length - 1]!;
  d += ` L${n(last[0])} ${n(last[1])} L${n(last[0])} ${n(bottom)} Z`;
  return d;
}

/** A ridge: sum of a few sine waves (hills) around `base`. */
function waveRidge(r: Rand, base: number, amplitude: number, step = 40): Array<[number, number]> {
  const waves = Array.from({ length: 3 }, (_, k) => ({ f: r.range(0.002, 0.006) * (k + 1), phase: r.range(0, 7), a: amplitude / (k + 1.2) }));
  const points: Array<[number, number]> = [];
  for (let x = -40; x <= W + 40; x += step) points.push([x, base - waves.reduce((sum, w) => sum + w.a * Math.sin(x * w.f + w.phase), 0)]);
  return points;
}

/** A jagged mountain ridge by midpoint displacement. */
function mountainRidge(r: Rand, base: number, height: number): Array<[number, number]> {
  const segments = 64;
  const ys = new Array<number>(segments + 1).fill(0);
  ys[0] = base - r.range(0, height * 0.6);
  ys[segments] = base - r.range(0, height * 0.6);
  const peak = r.int(16, 48);
  ys[peak] = base - height;
  const fill = (a: number, b: number, spread: number) => {
    if (b - a < 2) return;
    const m = Math.floor((a + b) / 2);
    if (m !== peak) ys[m] = (ys[a]! + ys[b]!) / 2 + r.range(-spread, spread);
    fill(a, m, spread * 0.55);
    fill(m, b, spread * 0.55);
  };
  fill(0, peak, height * 0.5);
  fill(peak, segments, height * 0.5);
  return ys.map((y, i) => [-20 + (i * (W + 40)) / segments, Math.min(y, base + 30)]);
}

function polyArea(points: Array<[number, number]>, bottom = H + 10): string {
  return `M${n(points[0]![0])} ${n(bottom)} ${points.map(([x, y]) => `L${n(x)} ${n(y)}`).join(" ")} L${n(points[points.length - 1]![0])} ${n(bottom)} Z`;
}

/** The sky over the whole picture (so no gap shows below a ridge), reaching its horizon colour at `horizonY`. */
function skyBackdrop(svg: Svg, sky: Sky, horizonY: number) {
  const h = Math.min(1, horizonY / H);
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.vertical([
        [0, sky.top],
        [0.55 * h, sky.mid],
        [h, sky.horizon],
        [1, sky.horizon],
      ]),
    ),
  );
}

function stars(svg: Svg, r: Rand, count: number, maxY: number, color: Rgb = [255, 255, 255]) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = r.range(0, W);
    const y = r.range(0, maxY) * r.range(0.3, 1);
    const s = r.chance(0.1) ? r.range(1.8, 2.6) : r.range(0.7, 1.5);
    d += `M${n(x - s)} ${n(y)}a${n(s)} ${n(s)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s)} 0 1 0 ${n(-2 * s)} 0`;
  }
  svg.add(path(d, hex(color), opacity(0.85)));
}

function sun(svg: Svg, sky: Sky, x: number, y: number, radius: number, glow = 3.2) {
  svg.add(
    circle(
      x,
      y,
      radius * glow,
      svg.radial([
        [0, sky.light, 0.55],
        [0.35, sky.light, 0.18],
        [1, sky.light, 0],
      ]),
    ),
  );
  svg.add(circle(x, y, radius, hex(sky.light)));
}

function clouds(svg: Svg, r: Rand, color: Rgb, count: number, maxY: number, alpha: number) {
  for (let i = 0; i < count; i++) {
    const cx = r.range(-50, W + 50);
    const cy = r.range(40, maxY);
    const w = r.range(120, 320);
    if (r.chance(0.5)) {
      // A long streak.
      svg.add(rect(cx - w, cy, w * 2, r.range(6, 16), hex(color), ` rx="8"${opacity(alpha * 0.8)}`));
    } else {
      let shape = "";
      const puffs = r.int(3, 5);
      for (let k = 0; k < puffs; k++) {
        const px = cx + (k - puffs / 2) * w * 0.28;
        const pr = w * r.range(0.14, 0.24);
        shape += `M${n(px - pr)} ${n(cy)}a${n(pr)} ${n(pr * 0.75)} 0 1 0 ${n(2 * pr)} 0a${n(pr)} ${n(pr * 0.75)} 0 1 0 ${n(-2 * pr)} 0`;
      }
      svg.add(`<g${opacity(alpha)}>${path(shape, hex(color))}${rect(cx - w * 0.75, cy, w * 1.5, w * 0.12, hex(color), ' rx="20"')}</g>`);
    }
  }
}

function birds(svg: Svg, r: Rand, color: Rgb, x: number, y: number) {
  let d = "";
  for (let i = 0, count = r.int(3, 6); i < count; i++) {
    const bx = x + r.range(-90, 90);
    const by = y + r.range(-40, 40);
    const s = r.range(6, 12);
    d += `M${n(bx - s)} ${n(by - s * 0.4)} Q${n(bx - s * 0.4)} ${n(by - s * 0.6)} ${n(bx)} ${n(by)} Q${n(bx + s * 0.4)} ${n(by - s * 0.6)} ${n(bx + s)} ${n(by - s * 0.4)}`;
  }
  svg.add(path(d, "none", ` stroke="${hex(color)}" stroke-width="2.4" stroke-linecap="round"`));
}

/** Layers from the horizon colour (far) to the ground colour (near). */
const layerColor = (sky: Sky, i: number, count: number, hueShift: Rgb | null = null) => {
  const t = Math.pow((i + 1) / count, 0.85);
  const base = mix(sky.horizon, sky.ground, 0.25 + 0.75 * t);
  return hueShift ? mix(base, hueShift, 0.25 * (1 - t)) : base;
};

// ------------------------------------------------------------------------------------------------
// Scenes

type Scene = (svg: Svg, r: Rand, p: Palette) => void;

/**
 * The time of day laid over a scene seen from above: floodlit at night (dark edges, the middle lit),
 * warm low light from one corner at dusk (the far side in shadow), a pale glow at dawn.
 */
function grade(svg: Svg, r: Rand, p: Palette) {
  if (p.mood === "day") return;
  const shade = hsl(p.hue + 200, 45, 6);
  if (p.mood === "night") {
    const id = svg.id("g");
    svg.def(
      `<radialGradient id="${id}" cx="${n(r.range(0.4, 0.6))}" cy="0.5" r="0.75"><stop offset="0.3" stop-color="${hex(shade)}" stop-opacity="0"/><stop offset="1" stop-color="${hex(shade)}" stop-opacity="0.85"/></radialGradient>`,
    );
    svg.add(rect(0, 0, W, H, `url(#${id})`));
    return;
  }
  const warm = hsl(p.mood === "dusk" ? p.accent : p.accent + 30, 85, p.mood === "dusk" ? 60 : 82);
  const fromLeft = r.chance(0.5);
  const far: Array<[number, Rgb, number?]> = p.mood === "dusk" ? [[1, shade, 0.55]] : [[1, warm, 0]];
  svg.add(rect(0, 0, W, H, svg.linear(fromLeft ? 0 : 1, 0, fromLeft ? 1 : 0, 1, [[0, warm, 0.5], [0.45, warm, 0.1], ...far])));
}

const landscape: Scene = (svg, r, p) => {
  const sky = skyOf(p, r);
  const horizon = r.range(300, 400);
  skyBackdrop(svg, sky, horizon);
  if (p.mood === "night") stars(svg, r, 90, horizon);
  sun(svg, sky, r.range(320, 880), horizon - r.range(40, 170), r.range(34, 80));
  if (p.mood !== "night") clouds(svg, r, mix(sky.horizon, [255, 255, 255], 0.5), r.int(1, 4), horizon - 120, 0.5);
  const layers = r.int(4, 6);
  const jagged = r.chance(0.5);
  const lake = r.chance(0.35);
  const tint = hsl(p.hue + r.range(-60, 60), 40, 50);
  for (let i = 0; i < layers; i++) {
    const base = horizon + (i * (H - horizon)) / layers + (lake && i === layers - 1 ? 60 : 0);
    const points = jagged && i < 2 ? mountainRidge(r, base, r.range(90, 190) / (i + 1)) : waveRidge(r, base, r.range(20, 60), 40);
    svg.add(path(jagged && i < 2 ? polyArea(points) : smoothArea(points), hex(layerColor(sky, i, layers, tint))));
    if (lake && i === layers - 2) {
      // Still water in front of the hills, holding a paler band of the sky.
      const y = base + r.range(50, 80);
      svg.add(
        rect(
          0,
          y,
          W,
          H - y,
          svg.vertical([
            [0, mix(sky.horizon, sky.mid, 0.5)],
            [1, mix(sky.mid, sky.ground, 0.5)],
          ]),
        ),
      );
      for (let k = 0; k < 6; k++) svg.add(rect(r.range(0, W - 200), y + r.range(8, H - y - 10), r.range(60, 220), 2.5, hex(sky.light), opacity(0.35)));
    }
  }
  if (p.mood !== "night" && r.chance(0.6)) birds(svg, r, sky.ground, r.range(380, 820), horizon - r.range(140, 220));
};

const forest: Scene = (svg, r, p) => {
  const sky = skyOf(p, r);
  const horizon = r.range(280, 360);
  skyBackdrop(svg, sky, horizon);
  if (p.mood === "night") stars(svg, r, 70, horizon);
  sun(svg, sky, r.range(300, 900), horizon - r.range(60, 180), r.range(30, 60));
  const layers = 4;
  const pine = r.chance(0.6);
  for (let i = 0; i < layers; i++) {
    const base = horizon + i * r.range(60, 85);
    const ridge = waveRidge(r, base, r.range(15, 40), 40);
    const color = hex(layerColor(sky, i, layers));
    svg.add(path(smoothArea(ridge), color));
    // Trees along the ridge, bigger when nearer.
    const scale = 0.5 + i * 0.45;
    let d = "";
    for (let x = -20; x < W + 20; x += r.range(14, 34) * scale) {
      if (r.chance(0.18)) continue;
      const k = Math.min(ridge.length - 1, Math.max(0, Math.round((x + 40) / 40)));
      const y = ridge[k]![1] + 6;
      const h = r.range(40, 95) * scale;
      const w = h * r.range(0.28, 0.4);
      d += pine
        ? `M${n(x - w / 2)} ${n(y)} L${n(x)} ${n(y - h)} L${n(x + w / 2)} ${n(y)} Z`
        : `M${n(x - w * 0.7)} ${n(y - h * 0.45)}a${n(w * 0.7)} ${n(h * 0.45)} 0 1 0 ${n(w * 1.4)} 0a${n(w * 0.7)} ${n(h * 0.45)} 0 1 0 ${n(-w * 1.4)} 0`;
    }
    svg.add(path(d, color));
    if (i < layers - 1)
      svg.add(
        rect(
          0,
          base - 10,
          W,
          70,
          svg.vertical([
            [0, sky.horizon, 0],
            [0.6, sky.horizon, 0.35],
            [1, sky.horizon, 0],
          ]),
        ),
      );
  }
};

const dunes: Scene = (svg, r, p) => {
  const sky = skyOf({ ...p, mood: p.mood === "night" ? "dusk" : p.mood }, r);
  const horizon = r.range(320, 400);
  skyBackdrop(svg, sky, horizon);
  sun(svg, sky, r.range(300, 900), horizon - r.range(20, 140), r.range(60, 120), 2.4);
  const sand = hsl(p.hue + r.range(-20, 20), p.sat * 0.6 + 20, r.range(50, 62));
  const shadow = hsl(p.hue + r.range(20, 50), p.sat * 0.5 + 15, r.range(22, 32));
  const fromLeft = r.chance(0.5);
  const layers = r.int(3, 5);
  for (let i = 0; i < layers; i++) {
    const base = horizon + (i * (H - horizon)) / layers + 10;
    const ridge = waveRidge(r, base, r.range(25, 70), 40);
    const lit = mix(sky.horizon, sand, 0.45 + (0.55 * (i + 1)) / layers);
    const dark = mix(sky.horizon, shadow, 0.45 + (0.55 * (i + 1)) / layers);
    const fill = fromLeft
      ? svg.linear(0, 0, 1, r.range(0.2, 0.6), [
          [0, lit],
          [r.range(0.35, 0.65), lit],
          [r.range(0.7, 0.9), dark],
          [1, dark],
        ])
      : svg.linear(1, 0, 0, r.range(0.2, 0.6), [
          [0, lit],
          [r.range(0.35, 0.65), lit],
          [r.range(0.7, 0.9), dark],
          [1, dark],
        ]);
    svg.add(path(smoothArea(ridge), fill));
  }
};

const seascape: Scene = (svg, r, p) => {
  const sky = skyOf(p, r);
  const horizon = r.range(300, 420);
  skyBackdrop(svg, sky, horizon);
  if (p.mood === "night") stars(svg, r, 100, horizon);
  else clouds(svg, r, mix(sky.mid, [255, 255, 255], 0.55), r.int(2, 5), horizon - 80, 0.45);
  const sunX = r.range(360, 840);
  const radius = r.range(40, 95);
  sun(svg, sky, sunX, horizon - r.range(-radius * 0.4, 120), radius);
  // A headland on one side.
  const left = r.chance(0.5);
  const reach = r.range(260, 520);
  const land: Array<[number, number]> = [];
  for (let x = 0; x <= reach; x += 30) {
    const t = x / reach;
    land.push([left ? x : W - x, horizon - Math.sin((1 - t) * Math.PI * 0.5) * r.range(40, 90) * (1 - t * 0.6) - r.range(0, 8)]);
  }
  land.push([left ? reach + 30 : W - reach - 30, horizon + 2]);
  svg.add(path(polyArea(land, horizon + 4), hex(mix(sky.horizon, sky.ground, 0.7))));
  // Water.
  const deep = mix(sky.top, sky.ground, 0.5);
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.vertical([
        [0, mix(sky.horizon, sky.mid, 0.4)],
        [1, deep],
      ]),
    ),
  );
  // The light's path across the water, widening towards the viewer.
  let glitter = "";
  for (let y = horizon + 6; y < H; y += r.range(8, 18)) {
    const t = (y - horizon) / (H - horizon);
    const w = radius * (0.6 + t * 2.4) * r.range(0.4, 1.2);
    glitter += `M${n(sunX - w / 2 + r.range(-20, 20) * t)} ${n(y)}h${n(w)}v${n(2 + t * 4)}h${n(-w)}Z`;
  }
  svg.add(path(glitter, hex(sky.light), opacity(0.55)));
  // Swell lines.
  let swell = "";
  for (let k = 0; k < 14; k++) {
    const y = horizon + r.range(20, H - horizon);
    const x = r.range(0, W);
    const w = r.range(40, 160) * ((y - horizon) / (H - horizon) + 0.3);
    swell += `M${n(x)} ${n(y)}h${n(w)}`;
  }
  svg.add(path(swell, "none", ` stroke="${hex(mix(sky.horizon, [255, 255, 255], 0.3))}" stroke-width="2"${opacity(0.3)}`));
  if (r.chance(0.6)) {
    // A sailing boat.
    const bx = left ? r.range(reach + 80, W - 200) : r.range(200, W - reach - 80);
    const by = horizon + r.range(30, 90);
    const s = r.range(0.6, 1.1);
    const c = hex(sky.ground);
    svg.add(
      path(
        `M${n(bx - 40 * s)} ${n(by)} L${n(bx + 44 * s)} ${n(by)} L${n(bx + 30 * s)} ${n(by + 12 * s)} L${n(bx - 30 * s)} ${n(by + 12 * s)} Z M${n(bx)} ${n(by - 4)} L${n(bx)} ${n(by - 90 * s)} L${n(bx + 38 * s)} ${n(by - 6)} Z M${n(bx - 4)} ${n(by - 10)} L${n(bx - 4)} ${n(by - 70 * s)} L${n(bx - 34 * s)} ${n(by - 10)} Z`,
        c,
      ),
    );
  }
};

const skyline: Scene = (svg, r, p) => {
  const sky = skyOf(p, r);
  const water = r.chance(0.4);
  const street = water ? r.range(440, 500) : r.range(520, 580);
  skyBackdrop(svg, sky, street);
  if (p.mood === "night") stars(svg, r, 60, 300);
  sun(svg, sky, r.range(300, 900), r.range(120, 280), r.range(40, 110));
  if (p.mood === "day" || p.mood === "dawn") clouds(svg, r, [255, 255, 255], r.int(1, 3), 250, 0.45);
  const windowsLit = p.mood === "night" || p.mood === "dusk";
  const lit = hsl(p.accent + 15, 90, 78);
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const color = hex(layerColor(sky, i, layers));
    let d = "";
    let windows = "";
    const maxH = [300, 250, 200][i]! * r.range(0.7, 1.1);
    for (let x = r.range(-60, 0); x < W + 20; ) {
      const bw = r.range(40, 110) * (1 + i * 0.2);
      const bh = r.range(0.25, 1) * maxH + 30;
      const top = street - bh;
      d += `M${n(x)} ${n(street + 2)}V${n(top)}H${n(x + bw)}V${n(street + 2)}Z`;
      const roof = r.next();
      if (roof < 0.2) d += `M${n(x + bw * 0.2)} ${n(top)}V${n(top - bh * 0.12)}H${n(x + bw * 0.8)}V${n(top)}Z`;
      else if (roof < 0.32) d += `M${n(x + bw / 2 - 2)} ${n(top)}V${n(top - r.range(30, 70))}h4V${n(top)}Z`;
      else if (roof < 0.4) d += `M${n(x)} ${n(top)}L${n(x + bw / 2)} ${n(top - bw * 0.45)}L${n(x + bw)} ${n(top)}Z`;
      else if (roof < 0.46) d += `M${n(x + bw * 0.15)} ${n(top)}a${n(bw * 0.35)} ${n(bw * 0.35)} 0 0 1 ${n(bw * 0.7)} 0Z`;
      if (i === layers - 1) {
        // Windows on the nearest row.
        const cols = Math.max(2, Math.floor(bw / 16));
        const gap = bw / cols;
        for (let wy = top + 14; wy < street - 16; wy += 20) {
          for (let c = 0; c < cols; c++)
            if (r.chance(windowsLit ? 0.35 : 0.5)) windows += `M${n(x + c * gap + gap * 0.3)} ${n(wy)}h${n(gap * 0.4)}v9h${n(-gap * 0.4)}Z`;
        }
      }
      x += bw + r.range(-10, 8);
    }
    svg.add(path(d, color));
    if (windows) svg.add(path(windows, windowsLit ? hex(lit) : hex(sky.horizon), opacity(windowsLit ? 0.9 : 0.25)));
  }
  if (water) {
    svg.add(
      rect(
        0,
        street,
        W,
        H - street,
        svg.vertical([
          [0, mix(sky.horizon, sky.ground, 0.6)],
          [1, sky.ground],
        ]),
      ),
    );
    let ripples = "";
    for (let k = 0; k < 40; k++) ripples += `M${n(r.range(0, W))} ${n(r.range(street + 8, H))}h${n(r.range(20, 120))}v2h-20Z`;
    svg.add(path(ripples, windowsLit ? hex(lit) : hex(sky.horizon), opacity(0.35)));
  } else {
    svg.add(rect(0, street, W, H - street, hex(sky.ground)));
  }
};

const aerial: Scene = (svg, r, p) => {
  const ground = hsl(p.hue + r.range(-20, 20), p.sat * 0.35 + 5, r.range(14, 26));
  svg.add(rect(0, 0, W, H, hex(ground)));
  const angle = r.range(-35, 35);
  const block = r.range(70, 120);
  const street = r.range(10, 20);
  const tones = [
    hsl(p.hue, p.sat * 0.5 + 10, r.range(60, 72)),
    hsl(p.hue + 20, p.sat * 0.4 + 10, r.range(72, 84)),
    hsl(p.accent, 45, r.range(58, 70)),
    hsl(p.hue - 25, p.sat * 0.6 + 10, r.range(42, 54)),
  ];
  const park = hsl(110 + r.range(-25, 25), 35, r.range(34, 44));
  const byTone: string[] = tones.map(() => "");
  let parks = "";
  for (let gx = -8; gx < 12; gx++) {
    for (let gy = -6; gy < 9; gy++) {
      const x = gx * (block + street);
      const y = gy * (block * 0.8 + street);
      if (r.chance(0.08)) {
        parks += `M${n(x)} ${n(y)}h${n(block)}v${n(block * 0.8)}h${n(-block)}Z`;
        continue;
      }
      // Each block split into a few buildings.
      const split = r.int(1, 3);
      for (let s = 0; s < split; s++) {
        const bw = block / split - 4;
        const t = r.int(0, tones.length - 1);
        byTone[t] += `M${n(x + s * (block / split))} ${n(y)}h${n(bw)}v${n(block * 0.8 * r.range(0.55, 1))}h${n(-bw)}Z`;
      }
    }
  }
  let g = `<g transform="rotate(${n(angle)} 600 315)">`;
  g += path(parks, hex(park));
  tones.forEach((tone, t) => {
    g += path(byTone[t]!, hex(tone));
  });
  g += "</g>";
  svg.add(g);
  // A river across the town.
  const y0 = r.range(120, 500);
  const y1 = r.range(120, 500);
  const width = r.range(40, 90);
  const river = `M-20 ${n(y0)} C${n(W * 0.35)} ${n(y0 + r.range(-200, 200))} ${n(W * 0.65)} ${n(y1 + r.range(-200, 200))} ${n(W + 20)} ${n(y1)}`;
  svg.add(path(river, "none", ` stroke="${hex(mix(ground, [255, 255, 255], 0.12))}" stroke-width="${n(width + 24)}"`));
  svg.add(path(river, "none", ` stroke="${hex(hsl(p.hue + r.range(-30, 30), p.sat * 0.6 + 20, r.range(36, 48)))}" stroke-width="${n(width)}"`));
  // Soft evening light over one corner.
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(r.range(0, 1), 0, r.range(0, 1), 1, [
        [0, hsl(p.accent, 80, 70), 0.3],
        [1, ground, 0.25],
      ]),
    ),
  );
};

const stillLife: Scene = (svg, r, p) => {
  // Lamplight at night, a coloured room at dusk, a pale room by day, warm walls at dawn.
  const darkRoom = p.mood === "night";
  const wall =
    p.mood === "night"
      ? hsl(p.hue + r.range(-20, 20), p.sat * 0.45 + 5, r.range(14, 22))
      : p.mood === "dusk"
        ? hsl(p.accent + r.range(-20, 20), 45, r.range(44, 56))
        : p.mood === "dawn"
          ? hsl(p.accent + r.range(-10, 30), 40, r.range(74, 82))
          : hsl(p.hue + r.range(-20, 20), p.sat * 0.35 + 8, r.range(80, 90));
  const tableY = r.range(380, 450);
  svg.add(
    rect(
      0,
      0,
      W,
      tableY,
      svg.vertical([
        [0, mix(wall, [0, 0, 0], 0.12)],
        [1, wall],
      ]),
    ),
  );
  const lightFromLeft = r.chance(0.5);
  // Window light on the wall.
  const lx = lightFromLeft ? r.range(80, 380) : r.range(620, 900);
  const lw = r.range(180, 300);
  const skew = lightFromLeft ? 120 : -120;
  svg.add(path(`M${n(lx)} ${n(40)}h${n(lw)}l${n(skew)} ${n(tableY - 40)}h${n(-lw)}Z`, "#ffffff", opacity(darkRoom ? 0.07 : 0.22)));
  const table = darkRoom ? hsl(p.hue + r.range(10, 40), p.sat * 0.4 + 10, r.range(28, 36)) : hsl(p.hue + r.range(10, 50), p.sat * 0.5 + 10, r.range(55, 66));
  svg.add(
    rect(
      0,
      tableY,
      W,
      H - tableY,
      svg.vertical([
        [0, table],
        [1, mix(table, [0, 0, 0], 0.35)],
      ]),
    ),
  );
  svg.add(rect(0, tableY, W, 3, "#ffffff", opacity(0.25)));
  const colors = r.shuffle([
    hsl(p.hue, p.sat + 10, r.range(45, 58)),
    hsl(p.accent, 70, r.range(55, 66)),
    hsl(p.hue + 35, p.sat * 0.8, r.range(30, 42)),
    hsl(p.hue - 10, 25, r.range(86, 93)),
    hsl(p.accent + 30, 55, r.range(40, 50)),
  ]);
  const shade = (c: Rgb) => {
    const light = mix(c, [255, 255, 255], 0.28);
    const dark = mix(c, [0, 0, 0], 0.42);
    return lightFromLeft
      ? svg.linear(0, 0, 1, 0, [
          [0, light],
          [0.45, c],
          [1, dark],
        ])
      : svg.linear(0, 0, 1, 0, [
          [0, dark],
          [0.55, c],
          [1, light],
        ]);
  };
  const count = r.int(3, 5);
  const span = r.range(440, 620);
  const start = 600 - span / 2;
  const kinds = r.shuffle(["sphere", "cylinder", "box", "cone", "arch", "vase", "sphere", "cylinder"] as const).slice(0, count);
  const items = kinds.map((kind, i) => ({
    kind,
    x: start + (span * (i + 0.5)) / count + r.range(-30, 30),
    depth: r.range(0, 40),
    color: colors[i % colors.length]!,
  }));
  items.sort((a, b) => a.depth - b.depth);
  for (const item of items) {
    const base = tableY + 20 + item.depth;
    const size = r.range(60, 110) * (1 + item.depth / 120);
    const fill = shade(item.color);
    const top = hex(mix(item.color, [255, 255, 255], 0.2));
    // The shadow falls away from the light.
    svg.add(ellipse(item.x + (lightFromLeft ? size * 0.6 : -size * 0.6), base, size * 1.1, size * 0.16, "#000000", opacity(0.22)));
    switch (item.kind) {
      case "sphere":
        svg.add(
          circle(
            item.x,
            base - size,
            size,
            svg.radial(
              [
                [0, mix(item.color, [255, 255, 255], 0.45)],
                [0.55, item.color],
                [1, mix(item.color, [0, 0, 0], 0.5)],
              ],
              lightFromLeft ? 0.3 : 0.7,
              0.3,
            ),
          ),
        );
        break;
      case "cylinder": {
        const h = size * r.range(1.3, 2.6);
        const w = size * r.range(0.6, 0.9);
        svg.add(path(`M${n(item.x - w)} ${n(base - h)}V${n(base)}a${n(w)} ${n(w * 0.22)} 0 0 0 ${n(2 * w)} 0V${n(base - h)}Z`, fill));
        svg.add(ellipse(item.x, base - h, w, w * 0.22, top));
        break;
      }
      case "box": {
        const w = size * r.range(1.2, 1.8);
        const h = size * r.range(0.8, 1.6);
        const d = w * 0.25;
        const dir = lightFromLeft ? 1 : -1;
        svg.add(rect(item.x - w / 2, base - h, w, h, shade(item.color)));
        svg.add(path(`M${n(item.x - w / 2)} ${n(base - h)}l${n(d * dir)} ${n(-d * 0.6)}h${n(w)}l${n(-d * dir)} ${n(d * 0.6)}Z`, top));
        const sideX = dir > 0 ? item.x + w / 2 : item.x - w / 2;
        svg.add(path(`M${n(sideX)} ${n(base - h)}l${n(d * dir)} ${n(-d * 0.6)}v${n(h)}l${n(-d * dir)} ${n(d * 0.6)}Z`, hex(mix(item.color, [0, 0, 0], 0.45))));
        break;
      }
      case "cone": {
        const h = size * r.range(1.8, 2.8);
        const w = size * 0.75;
        svg.add(
          path(`M${n(item.x - w)} ${n(base)}L${n(item.x)} ${n(base - h)}L${n(item.x + w)} ${n(base)}a${n(w)} ${n(w * 0.22)} 0 0 1 ${n(-2 * w)} 0Z`, fill),
        );
        break;
      }
      case "arch":
        svg.add(path(`M${n(item.x - size)} ${n(base)}a${n(size)} ${n(size)} 0 0 1 ${n(2 * size)} 0Z`, fill));
        svg.add(path(`M${n(item.x - size * 0.45)} ${n(base)}a${n(size * 0.45)} ${n(size * 0.45)} 0 0 1 ${n(size * 0.9)} 0Z`, hex(mix(wall, [0, 0, 0], 0.08))));
        break;
      case "vase": {
        const h = size * r.range(1.8, 2.4);
        const w = size * 0.55;
        svg.add(
          path(
            `M${n(item.x - w * 0.5)} ${n(base)}C${n(item.x - w * 1.9)} ${n(base - h * 0.45)} ${n(item.x - w * 0.2)} ${n(base - h * 0.7)} ${n(item.x - w * 0.35)} ${n(base - h)}H${n(item.x + w * 0.35)}C${n(item.x + w * 0.2)} ${n(base - h * 0.7)} ${n(item.x + w * 1.9)} ${n(base - h * 0.45)} ${n(item.x + w * 0.5)} ${n(base)}Z`,
            fill,
          ),
        );
        if (r.chance(0.6)) {
          // A few stems.
          let stems = "";
          for (let s = 0; s < 3; s++)
            stems += `M${n(item.x)} ${n(base - h)}q${n(r.range(-40, 40))} ${n(-h * 0.3)} ${n(r.range(-70, 70))} ${n(-h * r.range(0.35, 0.6))}`;
          svg.add(path(stems, "none", ` stroke="${hex(mix(item.color, [0, 0, 0], 0.5))}" stroke-width="4" stroke-linecap="round"`));
        }
        break;
      }
    }
  }
};

const poster: Scene = (svg, r, p) => {
  const paper = r.chance(0.55);
  const bg = paper ? hsl(p.hue + r.range(-15, 40), 30, r.range(88, 93)) : hsl(p.hue + r.range(-15, 15), p.sat * 0.5 + 10, r.range(12, 20));
  svg.add(rect(0, 0, W, H, hex(bg)));
  const colors = [
    hsl(p.hue, p.sat + 10, r.range(40, 52)),
    hsl(p.accent, 75, r.range(55, 65)),
    hsl(p.hue + 30, p.sat * 0.6 + 10, r.range(22, 32)),
    hsl(p.hue - 30, p.sat * 0.7 + 10, r.range(66, 76)),
    paper ? hsl(p.hue, 20, 20) : hsl(p.hue, 20, 90),
  ];
  const rows = r.int(2, 3);
  const cellH = (H - 60) / rows;
  const cols = r.int(3, 5);
  const cellW = (W - 60) / cols;
  const grid = `M30 30h${W - 60}v${H - 60}h${-(W - 60)}Z`;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = 30 + col * cellW;
      const y = 30 + row * cellH;
      const c1 = hex(r.pick(colors));
      const c2 = hex(r.pick(colors));
      if (r.chance(0.35)) svg.add(rect(x, y, cellW, cellH, c2));
      const s = Math.min(cellW, cellH);
      const cx = x + cellW / 2;
      const cy = y + cellH / 2;
      switch (r.int(0, 6)) {
        case 0:
          svg.add(circle(cx, cy, s * r.range(0.3, 0.46), c1));
          break;
        case 1: {
          // A quarter circle from one corner.
          const corner = r.int(0, 3);
          const ox = corner % 2 === 0 ? x : x + cellW;
          const oy = corner < 2 ? y : y + cellH;
          const rr = s * 0.95;
          const sx = ox === x ? 1 : -1;
          const sy = oy === y ? 1 : -1;
          svg.add(path(`M${n(ox)} ${n(oy)}h${n(sx * rr)}A${n(rr)} ${n(rr)} 0 0 ${sx * sy > 0 ? 1 : 0} ${n(ox)} ${n(oy + sy * rr)}Z`, c1));
          break;
        }
        case 2: {
          const up = r.chance(0.5);
          const rr = Math.min(cellW / 2, cellH) * 0.9;
          svg.add(
            path(
              up ? `M${n(cx - rr)} ${n(y + cellH)}a${n(rr)} ${n(rr)} 0 0 1 ${n(2 * rr)} 0Z` : `M${n(cx - rr)} ${n(y)}a${n(rr)} ${n(rr)} 0 0 0 ${n(2 * rr)} 0Z`,
              c1,
            ),
          );
          break;
        }
        case 3:
          svg.add(
            path(
              r.chance(0.5)
                ? `M${n(x)} ${n(y + cellH)}L${n(cx)} ${n(y + 8)}L${n(x + cellW)} ${n(y + cellH)}Z`
                : `M${n(x)} ${n(y)}L${n(x + cellW)} ${n(y)}L${n(x)} ${n(y + cellH)}Z`,
              c1,
            ),
          );
          break;
        case 4: {
          let bars = "";
          const k = r.int(3, 6);
          const vertical = r.chance(0.5);
          for (let b = 0; b < k; b += 2)
            bars += vertical
              ? `M${n(x + (b * cellW) / k)} ${n(y)}h${n(cellW / k)}v${n(cellH)}h${n(-cellW / k)}Z`
              : `M${n(x)} ${n(y + (b * cellH) / k)}h${n(cellW)}v${n(cellH / k)}h${n(-cellW)}Z`;
          svg.add(path(bars, c1));
          break;
        }
        case 5:
          svg.add(circle(cx, cy, s * 0.36, "none", ` stroke="${c1}" stroke-width="${n(s * 0.12)}"`));
          break;
        default:
          break;
      }
    }
  }
  // One large shape over the grid, to give the composition a focus.
  const big = hex(r.pick(colors));
  if (r.chance(0.5)) svg.add(circle(r.range(380, 820), r.range(200, 430), r.range(110, 190), big, opacity(0.92)));
  else svg.add(path(`M${n(r.range(300, 500))} ${n(H)}L${n(r.range(500, 700))} ${n(r.range(90, 200))}L${n(r.range(700, 900))} ${n(H)}Z`, big, opacity(0.9)));
  svg.add(path(grid, "none", ` stroke="${hex(colors[4]!)}" stroke-width="3"${opacity(0.5)}`));
};

const orbit: Scene = (svg, r, p) => {
  const a = hsl(p.hue + r.range(-20, 20), p.sat + 10, r.range(16, 30));
  const b = hsl(p.accent, 65, r.range(50, 64));
  const c = hsl(p.hue + r.pick([-1, 1]) * r.range(20, 45), p.sat, r.range(30, 45));
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(r.range(0, 0.4), 0, r.range(0.6, 1), 1, [
        [0, a],
        [r.range(0.45, 0.65), c],
        [1, b],
      ]),
    ),
  );
  // Soft colour fields.
  for (let k = 0; k < 3; k++) {
    const color = r.pick([b, c, hsl(p.accent + 40, 70, 70), hsl(p.hue - 40, 60, 55)]);
    svg.add(
      circle(
        r.range(100, 1100),
        r.range(50, 580),
        r.range(220, 420),
        svg.radial([
          [0, color, 0.7],
          [1, color, 0],
        ]),
      ),
    );
  }
  // A large crisp disc, partly out of frame or centred.
  const dx = r.range(420, 780);
  const dy = r.range(160, 470);
  const dr = r.range(120, 230);
  svg.add(
    circle(
      dx,
      dy,
      dr,
      svg.linear(0, 0, 1, 1, [
        [0, mix(b, [255, 255, 255], 0.4)],
        [1, mix(a, b, 0.3)],
      ]),
    ),
  );
  // Orbits.
  const tilt = r.range(-30, 30);
  for (let k = 0; k < r.int(1, 3); k++) {
    svg.add(
      ellipse(
        dx,
        dy,
        dr * r.range(1.4, 2.3),
        dr * r.range(0.3, 0.6),
        "none",
        ` stroke="#ffffff" stroke-width="${n(r.range(2, 5))}" transform="rotate(${n(tilt)} ${n(dx)} ${n(dy)})"${opacity(0.55)}`,
      ),
    );
  }
  for (let k = 0; k < r.int(2, 4); k++)
    svg.add(circle(dx + r.range(-dr * 2.2, dr * 2.2), dy + r.range(-dr * 0.8, dr * 0.8), r.range(8, 26), hex(mix(b, [255, 255, 255], 0.5))));
  stars(svg, r, r.int(20, 60), H, mix(b, [255, 255, 255], 0.7));
};

const nightSky: Scene = (svg, r, p) => {
  // Deep night, or the last light of dusk or the first of dawn along the horizon.
  const sky = skyOf({ ...p, mood: p.mood === "day" ? "night" : p.mood }, r);
  if (p.mood !== "night" && p.mood !== "day") {
    sky.top = mix(sky.top, [0, 0, 0], 0.55);
    sky.mid = mix(sky.mid, [0, 0, 0], 0.45);
    sky.ground = mix(sky.ground, [0, 0, 0], 0.5);
  }
  const horizon = r.range(470, 560);
  skyBackdrop(svg, sky, horizon);
  // A band of the galaxy.
  const band = hsl(p.accent, 60, 60);
  svg.add(
    ellipse(
      600,
      r.range(150, 330),
      900,
      r.range(60, 120),
      svg.radial([
        [0, band, 0.5],
        [1, band, 0],
      ]),
      ` transform="rotate(${n(r.range(-30, 30))} 600 300)"`,
    ),
  );
  stars(svg, r, 220, horizon);
  // A planet with rings, or a large moon.
  const px = r.range(330, 870);
  const py = r.range(140, 300);
  const pr = r.range(50, 110);
  const planet = hsl(p.hue + r.range(-40, 40), 55, r.range(55, 68));
  const tilt = r.range(-25, 25);
  const rings = r.chance(0.6);
  if (rings)
    svg.add(
      ellipse(
        px,
        py,
        pr * 2,
        pr * 0.42,
        "none",
        ` stroke="${hex(mix(planet, [255, 255, 255], 0.4))}" stroke-width="${n(pr * 0.16)}" transform="rotate(${n(tilt)} ${n(px)} ${n(py)})"${opacity(0.6)}`,
      ),
    );
  svg.add(
    circle(
      px,
      py,
      pr,
      svg.radial(
        [
          [0, mix(planet, [255, 255, 255], 0.35)],
          [0.6, planet],
          [1, mix(planet, [0, 0, 0], 0.7)],
        ],
        0.3,
        0.3,
      ),
    ),
  );
  if (rings)
    svg.add(
      path(
        `M${n(px - pr * 2)} ${n(py)}a${n(pr * 2)} ${n(pr * 0.42)} 0 0 0 ${n(pr * 4)} 0`,
        "none",
        ` stroke="${hex(mix(planet, [255, 255, 255], 0.5))}" stroke-width="${n(pr * 0.16)}" transform="rotate(${n(tilt)} ${n(px)} ${n(py)})"${opacity(0.75)}`,
      ),
    );
  // The land, with an observatory, a radio dish or a lone tree.
  const ridge = waveRidge(r, horizon, r.range(15, 45), 40);
  svg.add(path(smoothArea(ridge), hex(sky.ground)));
  const ox = r.range(200, 1000);
  const k = Math.round((ox + 40) / 40);
  const oy = ridge[Math.min(ridge.length - 1, k)]![1] + 4;
  const s = r.range(0.8, 1.3);
  const g = hex(sky.ground);
  switch (r.int(0, 2)) {
    case 0:
      svg.add(
        path(
          `M${n(ox - 40 * s)} ${n(oy)}V${n(oy - 40 * s)}H${n(ox + 40 * s)}V${n(oy)}Z M${n(ox - 44 * s)} ${n(oy - 38 * s)}a${n(44 * s)} ${n(44 * s)} 0 0 1 ${n(88 * s)} 0Z`,
          g,
        ),
      );
      svg.add(rect(ox - 4 * s, oy - 82 * s, 10 * s, 30 * s, hex(hsl(p.accent, 80, 70)), opacity(0.7)));
      break;
    case 1:
      // A radio dish on its mount, tipped towards the sky.
      svg.add(path(`M${n(ox - 14 * s)} ${n(oy)}L${n(ox)} ${n(oy - 46 * s)}L${n(ox + 14 * s)} ${n(oy)}Z`, g));
      svg.add(ellipse(ox, oy - 58 * s, 46 * s, 16 * s, g, ` transform="rotate(-32 ${n(ox)} ${n(oy - 58 * s)})"`));
      svg.add(path(`M${n(ox)} ${n(oy - 58 * s)}l${n(22 * s)} ${n(-34 * s)}`, "none", ` stroke="${g}" stroke-width="${n(4 * s)}"`));
      break;
    default:
      svg.add(path(`M${n(ox - 3)} ${n(oy)}V${n(oy - 60 * s)}h6V${n(oy)}Z`, g));
      svg.add(circle(ox, oy - 80 * s, 34 * s, g));
      svg.add(circle(ox - 26 * s, oy - 62 * s, 24 * s, g));
      svg.add(circle(ox + 26 * s, oy - 62 * s, 24 * s, g));
  }
};

const stage: Scene = (svg, r, p) => {
  const dark = hsl(p.hue + r.range(-40, 40), p.sat * 0.6 + 10, p.mood === "night" ? r.range(5, 9) : r.range(10, 18));
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.vertical([
        [0, dark],
        [1, mix(dark, hsl(p.hue, p.sat, 25), 0.6)],
      ]),
    ),
  );
  const floorY = r.range(400, 470);
  if (p.mood === "day" || p.mood === "dawn") {
    // A lit backdrop: a big glowing disc or a wash of colour behind the stage.
    const glow = hsl(p.mood === "day" ? p.accent : p.hue + 30, 80, r.range(58, 70));
    if (r.chance(0.5))
      svg.add(
        circle(
          r.range(450, 750),
          r.range(170, 260),
          r.range(130, 200),
          svg.radial([
            [0, mix(glow, [255, 255, 255], 0.4)],
            [0.7, glow],
            [1, glow, 0],
          ]),
        ),
      );
    else
      svg.add(
        rect(
          0,
          0,
          W,
          floorY + 10,
          svg.vertical([
            [0, glow, 0.15],
            [1, glow, 0.7],
          ]),
        ),
      );
  }
  // Spotlight beams: a pair in the dark, a crowd of them at dusk.
  const beams = p.mood === "night" ? 2 : p.mood === "dusk" ? r.int(4, 6) : r.int(2, 4);
  for (let k = 0; k < beams; k++) {
    const from = r.range(100, 1100);
    const to = 600 + (k - (beams - 1) / 2) * r.range(90, 200) + r.range(-40, 40);
    const spread = r.range(70, 140);
    const color = r.chance(0.5) ? hsl(p.accent + r.range(-20, 20), 85, 75) : hsl(p.hue + r.range(-30, 30), 80, 72);
    svg.add(
      path(
        `M${n(from - 10)} -10 L${n(from + 10)} -10 L${n(to + spread)} ${n(floorY + 20)} L${n(to - spread)} ${n(floorY + 20)} Z`,
        svg.vertical([
          [0, color, 0.65],
          [1, color, 0.08],
        ]),
      ),
    );
    svg.add(ellipse(to, floorY + 24, spread * 1.1, 18, hex(color), opacity(0.45)));
  }
  // The stage floor.
  svg.add(
    rect(
      0,
      floorY + 10,
      W,
      H - floorY,
      svg.vertical([
        [0, hsl(p.hue, p.sat * 0.4, 18), 0.85],
        [1, dark, 1],
      ]),
    ),
  );
  // Curtains.
  const curtain = r.chance(0.5) ? hsl(p.hue + r.range(-15, 15), p.sat + 10, r.range(26, 40)) : hsl(p.accent, 60, r.range(28, 42));
  const folds = svg.linear(0, 0, 1, 0, [
    [0, mix(curtain, [0, 0, 0], 0.5)],
    [0.5, curtain],
    [1, mix(curtain, [0, 0, 0], 0.5)],
  ]);
  const cw = r.range(90, 200);
  for (let x = 0; x < cw; x += 40) {
    svg.add(rect(x, 0, 42, H, folds));
    svg.add(rect(W - x - 42, 0, 42, H, folds));
  }
  svg.add(rect(0, 0, W, r.range(34, 60), folds, opacity(0.95)));
  // The audience, in silhouette.
  let heads = "";
  for (let row = 0; row < 2; row++) {
    for (let x = r.range(-20, 20); x < W + 30; x += r.range(44, 62)) {
      const y = H - 20 + row * 30 - r.range(0, 12);
      const hr = r.range(16, 22);
      heads += `M${n(x - hr)} ${n(y - hr * 1.6)}a${n(hr)} ${n(hr)} 0 1 0 ${n(2 * hr)} 0a${n(hr)} ${n(hr)} 0 1 0 ${n(-2 * hr)} 0Z M${n(x - hr * 2)} ${n(H + 10)}Q${n(x - hr * 2)} ${n(y - hr * 0.4)} ${n(x)} ${n(y - hr * 0.4)}Q${n(x + hr * 2)} ${n(y - hr * 0.4)} ${n(x + hr * 2)} ${n(H + 10)}Z`;
    }
  }
  svg.add(path(heads, hex(mix(dark, [0, 0, 0], 0.5))));
  if (r.chance(0.5)) {
    // A microphone stand in the light.
    const mx = r.range(520, 680);
    const c = hex(mix(dark, [0, 0, 0], 0.3));
    svg.add(
      path(
        `M${n(mx - 2)} ${n(floorY + 24)}V${n(floorY - 150)}h4V${n(floorY + 24)}Z M${n(mx - 30)} ${n(floorY + 26)}L${n(mx)} ${n(floorY + 10)}L${n(mx + 30)} ${n(floorY + 26)}Z`,
        c,
      ),
    );
    svg.add(ellipse(mx, floorY - 160, 9, 14, c));
  }
};

const cinema: Scene = (svg, r, p) => {
  const dark = hsl(p.hue + r.range(-30, 30), p.sat * 0.5 + 10, p.mood === "night" ? r.range(4, 8) : r.range(9, 15));
  svg.add(rect(0, 0, W, H, hex(dark)));
  // The screen, lit with a wash of colour, and the room's walls catching its light.
  const sw = r.range(620, 820);
  const sh = sw * r.range(0.36, 0.45);
  const sx = 600 - sw / 2 + r.range(-60, 60);
  const sy = r.range(40, 90);
  // What is showing sets the screen's light: bright day, pale dawn, a warm dusk, a blue night.
  const light = { day: [62, 76], dawn: [72, 84], dusk: [48, 58], night: [28, 38] }[p.mood];
  const a = hsl(p.mood === "night" ? p.hue + 180 : p.hue + r.range(-20, 20), p.sat + 10, r.range(light[0]! - 8, light[1]! - 8));
  const b = hsl(p.mood === "dusk" ? p.accent + 20 : p.accent, 75, r.range(light[0]!, light[1]!));
  svg.add(
    ellipse(
      sx + sw / 2,
      sy + sh / 2,
      sw * 0.9,
      sh * 1.3,
      svg.radial([
        [0, mix(a, b, 0.5), 0.35],
        [1, dark, 0],
      ]),
    ),
  );
  svg.add(
    rect(
      sx,
      sy,
      sw,
      sh,
      svg.linear(r.range(0, 1), 0, r.range(0, 1), 1, [
        [0, a],
        [1, b],
      ]),
      ' rx="6"',
    ),
  );
  // On the screen: a horizon, a disc, or a figure in silhouette.
  const shadow = hex(mix(a, [0, 0, 0], 0.55));
  switch (r.int(0, 2)) {
    case 0:
      svg.add(
        path(
          smoothArea(
            waveRidge(r, sy + sh * 0.75, 18, 40)
              .filter(([x]) => x >= sx && x <= sx + sw)
              .map(([x, y]) => [x, y] as [number, number]),
            sy + sh,
          ),
          shadow,
        ),
      );
      break;
    case 1:
      svg.add(circle(sx + sw * r.range(0.3, 0.7), sy + sh * 0.5, sh * 0.28, hex(mix(b, [255, 255, 255], 0.5))));
      break;
    default: {
      const fx = sx + sw * r.range(0.3, 0.7);
      const fy = sy + sh;
      svg.add(
        path(
          `M${n(fx - 50)} ${n(fy)}Q${n(fx - 46)} ${n(fy - 70)} ${n(fx)} ${n(fy - 76)}Q${n(fx + 46)} ${n(fy - 70)} ${n(fx + 50)} ${n(fy)}Z M${n(fx - 22)} ${n(fy - 100)}a22 24 0 1 0 44 0a22 24 0 1 0 -44 0Z`,
          shadow,
        ),
      );
    }
  }
  // The projector's beam from the back of the room.
  const px = r.range(420, 780);
  svg.add(
    path(
      `M${n(px - 6)} ${n(H * 0.62)} L${n(sx)} ${n(sy)} L${n(sx + sw)} ${n(sy)} L${n(px + 6)} ${n(H * 0.62)} Z`,
      svg.linear(0, 1, 0, 0, [
        [0, b, 0.35],
        [1, b, 0.04],
      ]),
    ),
  );
  // Rows of seats in perspective, some taken.
  const seat = hex(mix(dark, [0, 0, 0], 0.4));
  const edge = hex(mix(dark, a, 0.25));
  for (let row = 0; row < 4; row++) {
    const y = H * 0.58 + row * (48 + row * 14);
    const w = 46 + row * 14;
    let seats = "";
    let rims = "";
    for (let x = -w / 2 + r.range(-20, 0); x < W; x += w + 6) {
      seats += `M${n(x)} ${n(y + w)}V${n(y + 10)}q0 -10 10 -10h${n(w - 20)}q10 0 10 10V${n(y + w)}Z`;
      rims += `M${n(x + 4)} ${n(y + 2)}h${n(w - 8)}v3h${n(-(w - 8))}Z`;
      if (r.chance(0.35))
        seats += `M${n(x + w / 2 - w * 0.2)} ${n(y - w * 0.12)}a${n(w * 0.2)} ${n(w * 0.24)} 0 1 0 ${n(w * 0.4)} 0a${n(w * 0.2)} ${n(w * 0.24)} 0 1 0 ${n(-w * 0.4)} 0Z`;
    }
    svg.add(path(seats, seat));
    svg.add(path(rims, edge, opacity(0.7)));
  }
};

const track: Scene = (svg, r, p) => {
  const field = hsl(p.hue + r.range(80, 130), 40, r.range(30, 40));
  const surface = hsl(p.hue + r.range(-8, 8), p.sat * 0.8 + 10, r.range(44, 54));
  const outside = hsl(p.hue + r.range(-30, 30), p.sat * 0.3 + 5, r.range(14, 24));
  svg.add(rect(0, 0, W, H, hex(outside)));
  const angle = r.range(-25, 25);
  const scale = r.range(1.1, 1.8);
  const cx = r.range(450, 750);
  const cy = r.range(200, 430);
  // A stadium-shaped oval; the view sits on part of it.
  const lanes = 8;
  const innerW = 520;
  const innerH = 240;
  const laneW = 14;
  let g = `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)}) scale(${n(scale)})">`;
  const oval = (w: number, h: number) =>
    `M${n(-w / 2 + h / 2)} ${n(-h / 2)}H${n(w / 2 - h / 2)}A${n(h / 2)} ${n(h / 2)} 0 0 1 ${n(w / 2 - h / 2)} ${n(h / 2)}H${n(-w / 2 + h / 2)}A${n(h / 2)} ${n(h / 2)} 0 0 1 ${n(-w / 2 + h / 2)} ${n(-h / 2)}Z`;
  g += path(oval(innerW + lanes * laneW * 2 + 20, innerH + lanes * laneW * 2 + 20), hex(surface));
  let lines = "";
  for (let k = 0; k <= lanes; k++) lines += oval(innerW + k * laneW * 2, innerH + k * laneW * 2);
  g += path(lines, "none", ` stroke="#ffffff" stroke-width="1.6"${opacity(0.8)}`);
  g += path(oval(innerW - 4, innerH - 4), hex(field));
  // Mown stripes across the field.
  let stripes = "";
  for (let x = -innerW / 2; x < innerW / 2; x += 60) stripes += `M${n(x)} ${n(-innerH / 2)}h30v${n(innerH)}h-30Z`;
  g += `<clipPath id="f"><path d="${oval(innerW - 4, innerH - 4)}"/></clipPath><g clip-path="url(#f)">${path(stripes, hex(mix(field, [255, 255, 255], 0.1)))}</g>`;
  // Finish line and a few runners seen from above.
  g += rect(innerW / 2 - innerH / 2 - 60, innerH / 2, 6, lanes * laneW, "#ffffff");
  let runners = "";
  const runnerColor = hsl(p.accent, 80, 62);
  for (let k = 0; k < r.int(3, 6); k++) {
    const lane = r.int(0, lanes - 1);
    const x = r.range(-innerW / 2 + innerH / 2, innerW / 2 - innerH / 2);
    const y = innerH / 2 + laneW * (lane + 0.5);
    runners += `M${n(x - 5)} ${n(y)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0Z`;
  }
  g += path(runners, hex(runnerColor));
  g += "</g>";
  svg.add(g);
  // Floodlight glow over one side.
  const gx = r.chance(0.5) ? r.range(0, 300) : r.range(900, 1200);
  svg.add(
    circle(
      gx,
      r.range(-50, 80),
      r.range(300, 500),
      svg.radial([
        [0, hsl(p.accent + 20, 70, 85), 0.45],
        [1, hsl(p.accent, 70, 85), 0],
      ]),
    ),
  );
  grade(svg, r, p);
};

const pool: Scene = (svg, r, p) => {
  // Pool water stays blue-green whatever the category; the lane ropes carry its colour.
  const water = hsl(r.range(172, 212), r.range(50, 70), r.range(42, 56));
  const deck = hsl(p.hue + r.range(-10, 30), 25, r.range(80, 88));
  svg.add(rect(0, 0, W, H, hex(deck)));
  const angle = r.range(-25, 25);
  const lanes = r.int(7, 10);
  const laneW = r.range(80, 100);
  const length = 1500;
  const width = lanes * laneW;
  let g = `<g transform="translate(600 315) rotate(${n(angle)}) translate(${n(-length / 2 + r.range(-200, 200))} ${n(-width / 2)})">`;
  g += rect(-14, -14, length + 28, width + 28, hex(mix(deck, [0, 0, 0], 0.12)));
  g += rect(
    0,
    0,
    length,
    width,
    svg.linear(0, 0, 1, 1, [
      [0, mix(water, [255, 255, 255], 0.2)],
      [1, mix(water, [0, 0, 0], 0.25)],
    ]),
  );
  // Lane markings on the floor, then the floating lane ropes in the category's colours.
  let floor = "";
  for (let k = 0; k < lanes; k++) floor += `M80 ${n(k * laneW + laneW / 2 - 4)}h${n(length - 160)}v8h${n(-(length - 160))}Z`;
  g += path(floor, hex(mix(water, [0, 0, 0], 0.35)), opacity(0.5));
  const ropeA = hsl(p.hue, p.sat + 10, 55);
  const ropeB = hsl(p.hue + 40, 20, 95);
  let a = "";
  let b = "";
  for (let k = 1; k < lanes; k++) {
    for (let x = 0; x < length; x += 22) {
      const dash = `M${n(x)} ${n(k * laneW - 4)}h18v8h-18Z`;
      if (Math.floor(x / 22) % 4 < 2) a += dash;
      else b += dash;
    }
  }
  g += path(a, hex(ropeA)) + path(b, hex(ropeB));
  // Swimmers and their wakes.
  let wakes = "";
  let heads = "";
  for (let k = 0; k < r.int(2, 5); k++) {
    const lane = r.int(0, lanes - 1);
    const x = r.range(200, length - 300);
    const y = lane * laneW + laneW / 2;
    wakes += `M${n(x)} ${n(y)}l${n(-r.range(90, 180))} ${n(-laneW * 0.22)}v${n(laneW * 0.44)}Z`;
    heads += `M${n(x - 9)} ${n(y)}a9 9 0 1 0 18 0a9 9 0 1 0 -18 0Z`;
  }
  g += path(wakes, "#ffffff", opacity(0.4)) + path(heads, hex(hsl(p.hue + r.range(-20, 20), 80, 50)));
  g += "</g>";
  svg.add(g);
  // Sunlight rippling across the water.
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(r.range(0, 1), 0, r.range(0, 1), 1, [
        [0, [255, 255, 255], 0.18],
        [1, [0, 0, 0], 0.12],
      ]),
    ),
  );
  grade(svg, r, p);
};

const court: Scene = (svg, r, p) => {
  const surface = hsl(p.hue + r.range(-12, 12), p.sat * 0.8 + 10, r.range(40, 52));
  // Grass or concrete around it, darker or paler than the court so its edge reads.
  const around = r.chance(0.5) ? hsl(p.hue + r.range(100, 160), 35, r.range(18, 26)) : hsl(p.hue + r.range(-20, 20), 12, r.range(74, 84));
  svg.add(rect(0, 0, W, H, hex(around)));
  const angle = r.range(-30, 30);
  const scale = r.range(0.6, 0.95);
  // A tennis court seen from above (in court units: 24 × 11).
  const u = 44;
  let g = `<g transform="translate(${n(r.range(480, 720))} ${n(r.range(240, 390))}) rotate(${n(angle)}) scale(${n(scale)})">`;
  g += rect(-15 * u, -8 * u, 30 * u, 16 * u, hex(surface));
  const line = (x1: number, y1: number, x2: number, y2: number) => `M${n(x1 * u)} ${n(y1 * u)}L${n(x2 * u)} ${n(y2 * u)}`;
  let lines = "";
  lines += `M${n(-12 * u)} ${n(-5.5 * u)}h${n(24 * u)}v${n(11 * u)}h${n(-24 * u)}Z`;
  lines += line(-12, -4.1, 12, -4.1) + line(-12, 4.1, 12, 4.1);
  lines += line(-6.4, -4.1, -6.4, 4.1) + line(6.4, -4.1, 6.4, 4.1) + line(-6.4, 0, 6.4, 0);
  g += path(lines, "none", ` stroke="#ffffff" stroke-width="6"${opacity(0.9)}`);
  // The net and its shadow.
  g += rect(-4, -6.2 * u, 8, 12.4 * u, hex(mix(surface, [0, 0, 0], 0.6)));
  g += rect(4, -6.2 * u, 22, 12.4 * u, "#000000", opacity(0.15));
  const bx = r.range(-10, 10) * u;
  const by = r.range(-4, 4) * u;
  g += ellipse(bx + 14, by + 10, 14, 9, "#000000", opacity(0.25));
  g += circle(bx, by, 12, hex(hsl(70, 85, 60)));
  g += "</g>";
  svg.add(g);
  // The stand's long shadow across one side.
  const x0 = r.range(0, 500);
  svg.add(
    path(
      `M${n(x0)} -10 L${n(x0 + r.range(200, 500))} -10 L${n(x0 + r.range(500, 800))} ${n(H + 10)} L${n(x0 + r.range(0, 200))} ${n(H + 10)} Z`,
      "#000000",
      opacity(0.14),
    ),
  );
  grade(svg, r, p);
};

const SCENES = { landscape, forest, dunes, seascape, skyline, aerial, stillLife, poster, orbit, nightSky, stage, cinema, track, pool, court } as const;
export type SceneName = keyof typeof SCENES;
const SCENE_NAMES = Object.keys(SCENES) as SceneName[];
const DARK_AT_NIGHT: ReadonlySet<SceneName> = new Set(["landscape", "forest", "seascape", "dunes", "aerial"]);

/** The scenes each category draws on, eight each, so a scene comes back at most four times (once per time of day). */
const CATEGORY_SCENES: Record<NewsCategory, SceneName[]> = {
  General: ["landscape", "skyline", "seascape", "stillLife", "poster", "forest", "aerial", "orbit"],
  Entertainment: ["stage", "poster", "orbit", "cinema", "skyline", "stillLife", "seascape", "nightSky"],
  Technology: ["skyline", "aerial", "orbit", "poster", "stillLife", "nightSky", "landscape", "seascape"],
  Science: ["nightSky", "landscape", "orbit", "stillLife", "forest", "poster", "seascape", "dunes"],
  Health: ["landscape", "forest", "seascape", "stillLife", "poster", "dunes", "orbit", "aerial"],
  Business: ["skyline", "aerial", "poster", "stillLife", "dunes", "orbit", "seascape", "landscape"],
  Sports: ["track", "pool", "court", "landscape", "seascape", "poster", "orbit", "dunes"],
  World: ["landscape", "seascape", "dunes", "aerial", "skyline", "forest", "nightSky", "poster"],
};

export interface SeedScene {
  scene: SceneName;
  mood: Mood;
  hue: number;
}

/**
 * The scene for the `index`-th article of a category: the category's scenes in a shuffled order
 * (reshuffled each round, never the same scene twice in a row), a time of day that turns with each
 * round, and a hue and accent drawn around the category's colour.
 */
function seedScenePlan(category: NewsCategory, index: number): SeedScene & { accent: number; seed: number } {
  const scenes = CATEGORY_SCENES[category];
  const order: SceneName[] = [];
  const shuffle = new Rand(hash(`${category}:order`));
  while (order.length <= index) {
    let round = shuffle.shuffle(scenes);
    while (round[0] === order[order.length - 1]) round = shuffle.shuffle(scenes);
    order.push(...round);
  }
  // The k-th appearance of a scene gets the k-th time of day after the scene's own starting point, so
  // a scene that comes back comes back in different light.
  const scene = order[index]!;
  const appearance = order.slice(0, index).filter((s) => s === scene).length;
  const seed = hash(`${category}:${index}`);
  const r = new Rand(seed);
  const family = FAMILY[category];
  return {
    scene,
    mood: MOODS[(appearance + hash(`${category}:${scene}`)) % MOODS.length]!,
    hue: family.hue + r.range(-28, 28),
    accent: family.hue + r.pick(family.accents) + r.range(-15, 15),
    seed,
  };
}

export type SeedPlan = SeedScene & { accent: number; seed: number };

/**
 * The pictures of a category's feed, in feed order (newest first), each showing its story's subject
 * where its title names one (seed/news/subjects.ts): of the subject's scenes, the first that is not the
 * scene of the card before it and still has a time of day unused in the feed; otherwise the
 * category's own rotation (seedScenePlan). So cards next to each other never share a scene and no
 * scene comes back in the same light.
 */
export function planSeedFeed(category: NewsCategory, titles: readonly string[], scenesFor: (title: string) => readonly SceneName[]): SeedPlan[] {
  const used = new Set<string>();
  const plans: SeedPlan[] = [];
  for (const [index, title] of titles.entries()) {
    const rotation = seedScenePlan(category, index);
    const previous = plans[index - 1]?.scene;
    // Open land and water go nearly black at night and look alike: one of them at night per feed.
    const open = (scene: SceneName, mood: Mood) =>
      !used.has(`${scene}/${mood}`) && !(mood === "night" && DARK_AT_NIGHT.has(scene) && [...DARK_AT_NIGHT].some((s) => used.has(`${s}/night`)));
    const free = (scene: SceneName) => scene !== previous && MOODS.some((mood) => open(scene, mood));
    // A long feed can use up its category's scenes in every light: then any scene still free.
    const scene = scenesFor(title).find(free) ?? (free(rotation.scene) ? rotation.scene : (CATEGORY_SCENES[category].find(free) ?? SCENE_NAMES.find(free)!));
    // The rotation's light (which spreads the times of day over the feed) when it is free, else the next one open.
    const start = MOODS.indexOf(rotation.mood);
    const mood = [0, 1, 2, 3].map((k) => MOODS[(start + k) % MOODS.length]!).find((m) => open(scene, m))!;
    used.add(`${scene}/${mood}`);
    plans.push({ ...rotation, scene, mood });
  }
  return plans;
}

function drawScene(category: NewsCategory, plan: SeedPlan, size: { width: number; height: number }): string {
  const svg = new Svg();
  SCENES[plan.scene](svg, new Rand(plan.seed ^ 0x9e3779b9), { hue: plan.hue, accent: plan.accent, sat: FAMILY[category].sat, mood: plan.mood });
  return svg.toString(size);
}

/** The SVG of a seed article's picture, from its plan (planSeedFeed), sized for the renderer. */
export function seedSceneSvg(category: NewsCategory, plan: SeedPlan, size: { width: number; height: number }): string {
  return drawScene(category, plan, size);
}

/**
 * The category's own picture for the site's category tiles: a scene that stands for the category,
 * in its colour family; `seed` picks one of its variants.
 */
export const CATEGORY_COVERS: Record<NewsCategory, { scene: SceneName; mood: Mood; seed: number }> = {
  General: { scene: "landscape", mood: "dawn", seed: 2 },
  Entertainment: { scene: "stage", mood: "dusk", seed: 2 },
  Technology: { scene: "skyline", mood: "night", seed: 4 },
  Science: { scene: "nightSky", mood: "dusk", seed: 2 },
  Health: { scene: "forest", mood: "day", seed: 3 },
  Business: { scene: "aerial", mood: "day", seed: 3 },
  Sports: { scene: "track", mood: "day", seed: 2 },
  World: { scene: "seascape", mood: "dusk", seed: 2 },
};

export function categoryCoverSvg(category: NewsCategory, size: { width: number; height: number }, cover = CATEGORY_COVERS[category]): string {
  const family = FAMILY[category];
  const seed = hash(`cover:${category}:${cover.seed}`);
  const r = new Rand(seed);
  return drawScene(category, { scene: cover.scene, mood: cover.mood, hue: family.hue + r.range(-10, 10), accent: family.hue + family.accents[0]!, seed }, size);
}
