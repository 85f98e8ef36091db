import { COMMUNITY_GROUP_TITLES, NEWS_CATEGORIES, communitiesOf, type CommunityParent } from "@pnyx/contract";

export const categoryHref = (category: string) => `/category/${encodeURIComponent(category)}`;
export const communityHref = (id: string) => `/community/${id}`;

/** The category's picture (a drawn scene, no text; `bun run art:categories` writes them into public/). */
export const categoryImage = (category: string) => `${import.meta.env.BASE_URL}images/categories/${category.toLowerCase()}.svg`;

export const categoryItems = NEWS_CATEGORIES.map((name) => ({ name, href: categoryHref(name), image: categoryImage(name) }));

export const communityGroups = (["main", "special"] as const satisfies readonly CommunityParent[]).map((parent) => ({
  parent,
  title: COMMUNITY_GROUP_TITLES[parent],
  items: communitiesOf(parent).map((c) => ({ id: c.id, name: c.name, href: communityHref(c.id) })),
}));
