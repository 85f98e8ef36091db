import { z } from "zod";
import { ProfilePicture } from "./session";

export const CommunityParent = z.enum(["main", "special"]);
export type CommunityParent = z.infer<typeof CommunityParent>;

export interface FixedCommunity {
  /** A stable 24-hex id, usable as a MongoDB ObjectId. */
  readonly id: string;
  readonly name: string;
  readonly parent: CommunityParent;
}

/**
 * The fifteen communities the product ships with. Their ids never change: links such as
 * /community/{id} in menus, e-mails and embeds depend on them.
 */
export const FIXED_COMMUNITIES = [
  { id: "66a000000000000000000001", name: "World News", parent: "main" },
  { id: "66a000000000000000000002", name: "Politics", parent: "main" },
  { id: "66a000000000000000000003", name: "Business", parent: "main" },
  { id: "66a000000000000000000004", name: "Technology", parent: "main" },
  { id: "66a000000000000000000005", name: "Science", parent: "main" },
  { id: "66a000000000000000000006", name: "Health", parent: "main" },
  { id: "66a000000000000000000007", name: "Environment", parent: "main" },
  { id: "66a000000000000000000008", name: "Sports", parent: "main" },
  { id: "66a000000000000000000009", name: "Entertainment", parent: "main" },
  { id: "66a00000000000000000000a", name: "Expert Opinions", parent: "special" },
  { id: "66a00000000000000000000b", name: "Educational Resources", parent: "special" },
  { id: "66a00000000000000000000c", name: "Book & Article Reviews", parent: "special" },
  { id: "66a00000000000000000000d", name: "Poetry/Storytelling", parent: "special" },
  { id: "66a00000000000000000000e", name: "Motivational", parent: "special" },
  { id: "66a00000000000000000000f", name: "Interviews", parent: "special" },
] as const satisfies readonly FixedCommunity[];

export const COMMUNITY_GROUP_TITLES: Record<CommunityParent, string> = {
  main: "Main Topics",
  special: "Special Interest",
};

export function communitiesOf(parent: CommunityParent): readonly FixedCommunity[] {
  return FIXED_COMMUNITIES.filter((c) => c.parent === parent);
}

/** A verified community post as search lists it. */
export const CommunityPostSummary = z.object({
  _id: z.string(),
  communityId: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  createdAt: z.iso.datetime(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  totalComments: z.number().int(),
  profilePicture: ProfilePicture,
});
export type CommunityPostSummary = z.infer<typeof CommunityPostSummary>;
