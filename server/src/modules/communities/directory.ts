import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { FIXED_SUB_CATEGORIES } from "./fixed";

/** The communities' sub-categories as the code defines them: looked up here, never by a query built from input. */
const byKey = new Map<string, { communityId: string; name: string }>();
const byCommunity = new Map<string, readonly string[]>();
for (const { id } of FIXED_COMMUNITIES) {
  const names = FIXED_SUB_CATEGORIES[id];
  byCommunity.set(id, names);
  for (const name of names) byKey.set(subCategoryKey(name), { communityId: id, name });
}

/** How a sub-category is matched: case apart, and hyphens (as in /subcategory/{name}) as spaces. */
function subCategoryKey(name: string): string {
  return name.trim().toLowerCase().replace(/-/g, " ").replace(/\s+/g, " ");
}

/** The sub-category a name from a URL or a form stands for, with its community; null when none. */
export function findSubCategory(name: string): { communityId: string; name: string } | null {
  return byKey.get(subCategoryKey(name)) ?? null;
}

/** A fixed community's sub-category names, or null when there is no such community. */
export function subCategoriesOf(communityId: string): readonly string[] | null {
  return byCommunity.get(communityId) ?? null;
}
