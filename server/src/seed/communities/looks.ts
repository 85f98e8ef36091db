import { FIXED_COMMUNITIES, type NewsCategory } from "@pnyx/contract";
import { FIXED_SUB_CATEGORIES, type FixedCommunityId } from "../../modules/communities/fixed";
import type { Mood, SceneName } from "../art/scenes";

/** How a community's pictures are drawn: a colour family of the news scenes and a scene per picture. */
export interface CommunityLook {
  family: NewsCategory;
  cover: { scene: SceneName; mood: Mood };
  /** Scenes its sub-categories' tiles cycle through (each in its own light and variant). */
  tiles: SceneName[];
}

export interface CommunitySeed {
  id: string;
  description: string;
  subCategories: readonly string[];
  look: CommunityLook;
}

/** What the fifteen fixed communities are about, and how they look. */
const SEEDS: Record<FixedCommunityId, { description: string; look: CommunityLook }> = {
  "66a000000000000000000001": {
    description: "Stories from every continent, and what they mean for the rest of us.",
    look: { family: "World", cover: { scene: "seascape", mood: "dawn" }, tiles: ["landscape", "aerial", "dunes", "skyline", "seascape", "forest"] },
  },
  "66a000000000000000000002": {
    description: "Elections, policy and power: argue the issues, not the people.",
    look: { family: "General", cover: { scene: "poster", mood: "day" }, tiles: ["aerial", "skyline", "poster", "landscape", "stillLife"] },
  },
  "66a000000000000000000003": {
    description: "Markets, money and the companies that shape how we work and spend.",
    look: { family: "Business", cover: { scene: "skyline", mood: "dusk" }, tiles: ["skyline", "aerial", "stillLife", "dunes", "poster"] },
  },
  "66a000000000000000000004": {
    description: "Software, gadgets, AI and the people building what comes next.",
    look: { family: "Technology", cover: { scene: "orbit", mood: "night" }, tiles: ["skyline", "orbit", "nightSky", "poster", "aerial"] },
  },
  "66a000000000000000000005": {
    description: "Discoveries, experiments and the questions science has yet to answer.",
    look: { family: "Science", cover: { scene: "nightSky", mood: "night" }, tiles: ["orbit", "forest", "nightSky", "stillLife", "dunes"] },
  },
  "66a000000000000000000006": {
    description: "Medicine, fitness and wellbeing, with evidence over hype.",
    look: { family: "Health", cover: { scene: "forest", mood: "day" }, tiles: ["landscape", "stillLife", "forest", "seascape", "aerial"] },
  },
  "66a000000000000000000007": {
    description: "Climate, nature and the choices that keep the planet liveable.",
    look: { family: "Health", cover: { scene: "landscape", mood: "dawn" }, tiles: ["dunes", "forest", "aerial", "seascape", "landscape"] },
  },
  "66a000000000000000000008": {
    description: "Results, rivalries and the stories behind the scores.",
    look: { family: "Sports", cover: { scene: "track", mood: "dusk" }, tiles: ["court", "court", "landscape", "court", "track", "pool"] },
  },
  "66a000000000000000000009": {
    description: "Film, music, television and games: what to watch, hear and play.",
    look: { family: "Entertainment", cover: { scene: "stage", mood: "night" }, tiles: ["cinema", "stage", "poster", "orbit", "stage"] },
  },
  "66a00000000000000000000a": {
    description: "Practitioners and scholars weigh in on the news of their field.",
    look: { family: "General", cover: { scene: "stillLife", mood: "dusk" }, tiles: ["stillLife", "poster", "skyline", "orbit"] },
  },
  "66a00000000000000000000b": {
    description: "Courses, explainers and study tips shared by learners and teachers.",
    look: { family: "Science", cover: { scene: "stillLife", mood: "day" }, tiles: ["stillLife", "landscape", "orbit", "poster"] },
  },
  "66a00000000000000000000c": {
    description: "Reviews of books and long reads, and the arguments they started.",
    look: { family: "Business", cover: { scene: "stillLife", mood: "night" }, tiles: ["stillLife", "landscape", "poster", "nightSky"] },
  },
  "66a00000000000000000000d": {
    description: "Poems, short stories and serials from members, read and discussed.",
    look: { family: "Entertainment", cover: { scene: "nightSky", mood: "dusk" }, tiles: ["nightSky", "seascape", "landscape"] },
  },
  "66a00000000000000000000e": {
    description: "Stories of grit and small wins to start the day with.",
    look: { family: "Sports", cover: { scene: "landscape", mood: "dawn" }, tiles: [] },
  },
  "66a00000000000000000000f": {
    description: "Conversations with the people in the news and the people behind it.",
    look: { family: "World", cover: { scene: "stage", mood: "day" }, tiles: [] },
  },
};

/** The fixed communities in the contract's order, with their sub-categories (modules/communities/fixed.ts). */
export const COMMUNITY_SEEDS: CommunitySeed[] = FIXED_COMMUNITIES.map((c) => ({ id: c.id, subCategories: FIXED_SUB_CATEGORIES[c.id], ...SEEDS[c.id] }));
