import type { SceneName } from "../art/scenes";

/**
 * What a seed story is about, read from words in its title, and the scenes that can show it: a
 * wildfire gets a forest, a harbour regatta the sea, a bus station a skyline. The first subject that
 * matches wins, so the more telling words come first ("space thriller" is space before it is film).
 * Every subject offers more than one scene where it can, so stories on one subject next to each
 * other in a feed still look different.
 */
const SUBJECTS: ReadonlyArray<{ words: RegExp; scenes: readonly SceneName[] }> = [
  { words: /\b(wildfires?|forests?|woods?|woodland|trees?|hedgerows?|orchards?)\b/i, scenes: ["forest", "landscape"] },
  { words: /\b(meteors?|stars?|telescopes?|comets?|eclipses?|auroras?|observatory|astronom\w*)\b/i, scenes: ["nightSky", "orbit"] },
  { words: /\b(space|orbits?|satellites?|rockets?|planets?|moons?|asteroids?|astronauts?|launch)\b/i, scenes: ["orbit", "nightSky"] },
  { words: /\b(swim\w*|pools?|diving|divers?|rowing|lido)\b/i, scenes: ["pool", "seascape"] },
  { words: /\b(runners?|marathons?|run|races?|racing|athletics|sprint\w*|relay|cycling|cyclists?)\b/i, scenes: ["track", "landscape"] },
  { words: /\b(basketball|tennis|netball|volleyball|courts?|football|cup|league|match|derby|semi-finals?|finals?|goals?)\b/i, scenes: ["court", "track"] },
  {
    words:
      /\b(harbou?rs?|coast\w*|seas?|ocean|ferry|ferries|port|ships?|boats?|fishing|fishermen|nets?|lighthouses?|islands?|beach\w*|tides?|regatta|sail\w*|whales?)\b/i,
    scenes: ["seascape", "aerial"],
  },
  { words: /\b(rivers?|floods?|flooding|lakes?|canals?|rain\w*|storms?|wind)\b/i, scenes: ["landscape", "seascape"] },
  { words: /\b(heat|drought|deserts?|dust|sand|dry)\b/i, scenes: ["dunes", "landscape"] },
  { words: /\b(snow|mountains?|hills?|valleys?|fog|landslips?|villages?|glaciers?)\b/i, scenes: ["landscape", "aerial"] },
  { words: /\b(films?|cinemas?|documentar\w*|thrillers?|movies?|comedy|drama|series|episodes?|screen\w*)\b/i, scenes: ["cinema", "poster"] },
  {
    words:
      /\b(theatres?|theaters?|musicals?|opera|plays?|stage\w*|choirs?|symphon\w*|philharmonic|concerts?|tours?|albums?|bands?|orchestras?|circus|songs?|singers?)\b/i,
    scenes: ["stage", "poster"],
  },
  {
    words:
      /\b(books?|bookshops?|novels?|memoirs?|librar\w*|murals?|museums?|exhibitions?|portraits?|recipes?|bak\w*|pumpkins?|vegetables?|food|cooking|coffee|letters?|time capsule|games?)\b/i,
    scenes: ["stillLife", "poster"],
  },
  { words: /\b(farms?|farming|farmers?|crops?|harvests?|grain|wheat|fields?)\b/i, scenes: ["aerial", "landscape"] },
  {
    words:
      /\b(bus\w*|trams?|trains?|rail\w*|stations?|commuters?|roads?|ring road|bridges?|traffic|parking|car|cars|streets?|market|shops?|offices?|banks?|housing|rents?|fares?|pay|wages?|jobs?|factory|factories|port)\b/i,
    scenes: ["skyline", "aerial"],
  },
  { words: /\b(elections?|votes?|council|parliament|ministers?|laws?|tax\w*|budgets?|polic\w*|referendum)\b/i, scenes: ["poster", "skyline"] },
];

/** The scenes that can show a story with this title, most fitting first; empty when nothing matches. */
export function scenesForTitle(title: string): readonly SceneName[] {
  return SUBJECTS.find((subject) => subject.words.test(title))?.scenes ?? [];
}
