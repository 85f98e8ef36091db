import { FIXED_COMMUNITIES, type NewsCategory } from "@pnyx/contract";
import type { Mood, SceneName } from "../news/seed-images";

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
  /** Unique across communities and without hyphens: /subcategory/{name} turns spaces into hyphens. */
  subCategories: string[];
  look: CommunityLook;
}

type FixedId = (typeof FIXED_COMMUNITIES)[number]["id"];

/** What the fifteen fixed communities are about, and how they look. */
const SEEDS: Record<FixedId, Omit<CommunitySeed, "id">> = {
  "66a000000000000000000001": {
    description: "Stories from every continent, and what they mean for the rest of us.",
    subCategories: ["Africa", "Americas", "Asia", "Europe", "Middle East", "Oceania"],
    look: { family: "World", cover: { scene: "seascape", mood: "dawn" }, tiles: ["landscape", "aerial", "dunes", "skyline", "seascape", "forest"] },
  },
  "66a000000000000000000002": {
    description: "Elections, policy and power: argue the issues, not the people.",
    subCategories: ["Elections", "Public Policy", "Diplomacy", "Local Government", "Civil Rights"],
    look: { family: "General", cover: { scene: "poster", mood: "day" }, tiles: ["aerial", "skyline", "poster", "landscape", "stillLife"] },
  },
  "66a000000000000000000003": {
    description: "Markets, money and the companies that shape how we work and spend.",
    subCategories: ["Markets", "Startups", "Personal Finance", "Economy", "Careers"],
    look: { family: "Business", cover: { scene: "skyline", mood: "dusk" }, tiles: ["skyline", "aerial", "stillLife", "dunes", "poster"] },
  },
  "66a000000000000000000004": {
    description: "Software, gadgets, AI and the people building what comes next.",
    subCategories: ["Artificial Intelligence", "Software", "Gadgets", "Cybersecurity", "Space Tech"],
    look: { family: "Technology", cover: { scene: "orbit", mood: "night" }, tiles: ["skyline", "orbit", "nightSky", "poster", "aerial"] },
  },
  "66a000000000000000000005": {
    description: "Discoveries, experiments and the questions science has yet to answer.",
    subCategories: ["Physics", "Biology", "Astronomy", "Chemistry", "Earth Science"],
    look: { family: "Science", cover: { scene: "nightSky", mood: "night" }, tiles: ["orbit", "forest", "nightSky", "stillLife", "dunes"] },
  },
  "66a000000000000000000006": {
    description: "Medicine, fitness and wellbeing, with evidence over hype.",
    subCategories: ["Fitness", "Nutrition", "Mental Health", "Medicine", "Public Health"],
    look: { family: "Health", cover: { scene: "forest", mood: "day" }, tiles: ["landscape", "stillLife", "forest", "seascape", "aerial"] },
  },
  "66a000000000000000000007": {
    description: "Climate, nature and the choices that keep the planet liveable.",
    subCategories: ["Climate", "Wildlife", "Energy", "Oceans", "Sustainable Living"],
    look: { family: "Health", cover: { scene: "landscape", mood: "dawn" }, tiles: ["dunes", "forest", "aerial", "seascape", "landscape"] },
  },
  "66a000000000000000000008": {
    description: "Results, rivalries and the stories behind the scores.",
    subCategories: ["Football", "Basketball", "Cricket", "Tennis", "Athletics", "Swimming"],
    look: { family: "Sports", cover: { scene: "track", mood: "dusk" }, tiles: ["court", "court", "landscape", "court", "track", "pool"] },
  },
  "66a000000000000000000009": {
    description: "Film, music, television and games: what to watch, hear and play.",
    subCategories: ["Movies", "Music", "Television", "Gaming", "Celebrity"],
    look: { family: "Entertainment", cover: { scene: "stage", mood: "night" }, tiles: ["cinema", "stage", "poster", "orbit", "stage"] },
  },
  "66a00000000000000000000a": {
    description: "Practitioners and scholars weigh in on the news of their field.",
    subCategories: ["Economics Analysis", "Legal Analysis", "Medical Analysis", "Security Analysis"],
    look: { family: "General", cover: { scene: "stillLife", mood: "dusk" }, tiles: ["stillLife", "poster", "skyline", "orbit"] },
  },
  "66a00000000000000000000b": {
    description: "Courses, explainers and study tips shared by learners and teachers.",
    subCategories: ["Study Tips", "Online Courses", "Explainers", "Languages"],
    look: { family: "Science", cover: { scene: "stillLife", mood: "day" }, tiles: ["stillLife", "landscape", "orbit", "poster"] },
  },
  "66a00000000000000000000c": {
    description: "Reviews of books and long reads, and the arguments they started.",
    subCategories: ["Fiction", "Nonfiction", "Long Reads", "Poetry Collections"],
    look: { family: "Business", cover: { scene: "stillLife", mood: "night" }, tiles: ["stillLife", "landscape", "poster", "nightSky"] },
  },
  "66a00000000000000000000d": {
    description: "Poems, short stories and serials from members, read and discussed.",
    subCategories: ["Poems", "Short Stories", "Serials"],
    look: { family: "Entertainment", cover: { scene: "nightSky", mood: "dusk" }, tiles: ["nightSky", "seascape", "landscape"] },
  },
  "66a00000000000000000000e": {
    description: "Stories of grit and small wins to start the day with.",
    subCategories: [],
    look: { family: "Sports", cover: { scene: "landscape", mood: "dawn" }, tiles: [] },
  },
  "66a00000000000000000000f": {
    description: "Conversations with the people in the news and the people behind it.",
    subCategories: [],
    look: { family: "World", cover: { scene: "stage", mood: "day" }, tiles: [] },
  },
};

export const COMMUNITY_SEEDS: CommunitySeed[] = FIXED_COMMUNITIES.map((c) => ({ id: c.id, ...SEEDS[c.id] }));
