import type { FIXED_COMMUNITIES } from "@pnyx/contract";

/** A fixed community's id, as the contract lists them. */
export type FixedCommunityId = (typeof FIXED_COMMUNITIES)[number]["id"];

/**
 * The sub-categories of each fixed community. Names are unique across communities and have no
 * hyphens, because /subcategory/{name} turns spaces into hyphens.
 */
export const FIXED_SUB_CATEGORIES: Record<FixedCommunityId, readonly string[]> = {
  "66a000000000000000000001": ["Africa", "Americas", "Asia", "Europe", "Middle East", "Oceania"],
  "66a000000000000000000002": ["Elections", "Public Policy", "Diplomacy", "Local Government", "Civil Rights"],
  "66a000000000000000000003": ["Markets", "Startups", "Personal Finance", "Economy", "Careers"],
  "66a000000000000000000004": ["Artificial Intelligence", "Software", "Gadgets", "Cybersecurity", "Space Tech"],
  "66a000000000000000000005": ["Physics", "Biology", "Astronomy", "Chemistry", "Earth Science"],
  "66a000000000000000000006": ["Fitness", "Nutrition", "Mental Health", "Medicine", "Public Health"],
  "66a000000000000000000007": ["Climate", "Wildlife", "Energy", "Oceans", "Sustainable Living"],
  "66a000000000000000000008": ["Football", "Basketball", "Cricket", "Tennis", "Athletics", "Swimming"],
  "66a000000000000000000009": ["Movies", "Music", "Television", "Gaming", "Celebrity"],
  "66a00000000000000000000a": ["Economics Analysis", "Legal Analysis", "Medical Analysis", "Security Analysis"],
  "66a00000000000000000000b": ["Study Tips", "Online Courses", "Explainers", "Languages"],
  "66a00000000000000000000c": ["Fiction", "Nonfiction", "Long Reads", "Poetry Collections"],
  "66a00000000000000000000d": ["Poems", "Short Stories", "Serials"],
  "66a00000000000000000000e": [],
  "66a00000000000000000000f": [],
};
