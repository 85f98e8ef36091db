import { COMMUNITY_GROUP_TITLES, NEWS_CATEGORIES, communitiesOf, type CommunityParent } from "@pnyx/contract";

export const categoryHref = (category: string) => `/category/${encodeURIComponent(category)}`;
export const communityHref = (id: string) => `/community/${id}`;

export const categoryItems = NEWS_CATEGORIES.map((name) => ({ name, href: categoryHref(name) }));

export const communityGroups = (["main", "special"] as const satisfies readonly CommunityParent[]).map((parent) => ({
  parent,
  title: COMMUNITY_GROUP_TITLES[parent],
  items: communitiesOf(parent).map((c) => ({ id: c.id, name: c.name, href: communityHref(c.id) })),
}));
