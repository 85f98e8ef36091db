import { NewsCategory, type Session } from "@pnyx/contract";
import type { Models } from "../../models";
import type { UserDoc } from "./model";

/** The session a member's browser keeps: profile fields plus the id lists derived from their votes. */
export async function buildSession(models: Pick<Models, "Vote">, user: UserDoc, token: string): Promise<Session> {
  const votes = await models.Vote.find({ user: user.username, value: { $ne: 0 } }, { targetType: 1, targetId: 1, value: 1 }).lean();
  const ids = (type: string, value: 1 | -1) => votes.filter((v) => v.targetType === type && v.value === value).map((v) => v.targetId);
  return {
    token,
    username: user.username,
    email: user.email,
    selectedCategories: user.selectedCategories.filter((c) => NewsCategory.safeParse(c).success) as Session["selectedCategories"],
    joinedCommunities: [...user.joinedCommunities],
    profilePicture: user.profilePicture ? { url: user.profilePicture.url, mimetype: user.profilePicture.mimetype } : null,
    description: user.description ?? "",
    likedPosts: [...ids("article", 1), ...ids("communityPost", 1)],
    dislikedPosts: [...ids("article", -1), ...ids("communityPost", -1)],
    likedComments: ids("comment", 1),
    dislikedComments: ids("comment", -1),
    points: Math.max(0, user.points),
    followers: [...user.followers],
    following: [...user.following],
    ignoring: [...(user.ignoring ?? [])],
  };
}
