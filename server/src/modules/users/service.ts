import { ERROR_CODES, MESSAGES, NEWS_CATEGORIES, levelFor, type NewsCategory, type PublicProfile, type Session } from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { HttpError, notFound } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";
import { shownPoints } from "../gamification/points";
import { buildSession } from "./session";
import { VISIBLE } from "../opinions/model";

const memberNotFound = () => notFound("No such member");

export function createUsersService(deps: ServiceDeps) {
  const { models, rateLimiter, uploads } = deps;
  const { User, Comment, CommunityPost, Article } = models;

  return {
    async publicProfile(name: string): Promise<PublicProfile> {
      const user = await User.findOne({ username: name, verified: true }).lean();
      if (!user) throw memberNotFound();
      return {
        username: user.username,
        description: user.description ?? "",
        profilePicture: user.profilePicture ? { url: user.profilePicture.url, mimetype: user.profilePicture.mimetype } : null,
        followers: [...user.followers],
        following: [...user.following],
        points: shownPoints(user.points),
        level: levelFor(shownPoints(user.points)),
        joinedAt: user.createdAt.toISOString(),
      };
    },

    async updateProfile(caller: MemberCaller, token: string, fields: { description?: string | undefined }, image: Blob | null): Promise<Session> {
      await rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const $set: Record<string, unknown> = {};
      if (fields.description !== undefined) $set.description = fields.description.trim();
      if (image) {
        // The picture it replaces is removed by the uploads sweep once nothing references it.
        const stored = await uploads.store(image, "image", caller.userId);
        $set.profilePicture = { url: stored.url, mimetype: stored.mimetype };
      }
      const user = await User.findByIdAndUpdate(caller.userId, { $set }, { returnDocument: "after", lean: true });
      if (!user) throw memberNotFound();
      if (image) deps.pictures.changed(caller.username);
      return buildSession(models, user, token);
    },

    async setCategories(caller: MemberCaller, choices: Partial<Record<NewsCategory, boolean>>) {
      await rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const selected = NEWS_CATEGORIES.filter((c) => choices[c] === true);
      if (selected.length === 0) throw new HttpError(400, ERROR_CODES.invalidInput, MESSAGES.selectOneCategory);
      await User.updateOne({ _id: caller.userId }, { $set: { selectedCategories: selected } });
      return { message: "Categories saved", selectedCategories: selected };
    },

    async follow(caller: MemberCaller, name: string) {
      if (name === caller.username) throw new HttpError(400, ERROR_CODES.invalidInput, "You cannot follow yourself");
      await rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      // Two idempotent set updates: repeating a follow changes nothing. The followed member's side
      // goes first and only while they exist, so a member deleted meanwhile is not followed.
      const theirs = await User.findOneAndUpdate(
        { username: name, verified: true },
        { $addToSet: { followers: caller.username } },
        { returnDocument: "after", lean: true },
      );
      if (!theirs) throw memberNotFound();
      const mine = await User.findByIdAndUpdate(caller.userId, { $addToSet: { following: name } }, { returnDocument: "after", lean: true });
      return { message: `You follow ${name}`, following: mine?.following ?? [], followers: theirs.followers.length };
    },

    async unfollow(caller: MemberCaller, name: string) {
      await rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const mine = await User.findByIdAndUpdate(caller.userId, { $pull: { following: name } }, { returnDocument: "after", lean: true });
      const theirs = await User.findOneAndUpdate({ username: name }, { $pull: { followers: caller.username } }, { returnDocument: "after", lean: true });
      return { message: `You no longer follow ${name}`, following: mine?.following ?? [], followers: theirs?.followers.length ?? 0 };
    },

    async posts(name: string) {
      const posts = await CommunityPost.find({ author: name, status: "verified", hidden: { $ne: true } })
        .sort({ createdAt: -1 })
        .limit(50)
        .lean();
      return {
        posts: posts.map((p) => ({
          _id: p._id.toString(),
          communityId: p.communityId,
          title: p.title,
          createdAt: p.createdAt.toISOString(),
          upvotes: Math.max(0, p.upvotes),
          downvotes: Math.max(0, p.downvotes),
          totalComments: Math.max(0, p.totalComments),
        })),
      };
    },

    /** A member's latest opinions and replies, each with the title of what it is on (one read per kind of post). */
    async comments(name: string) {
      // Those held for review or hidden awaiting a moderator's decision are left out (their author sees them in their threads).
      const comments = await Comment.find({ author: name, ...VISIBLE })
        .sort({ createdAt: -1 })
        .limit(50)
        .lean();
      const idsOf = (kind: string) => [...new Set(comments.filter((c) => c.postKind === kind).map((c) => c.postId))].filter((id) => Types.ObjectId.isValid(id));
      const [articles, posts] = await Promise.all([
        Article.find({ _id: { $in: idsOf("article") } }, { title: 1 }).lean(),
        CommunityPost.find({ _id: { $in: idsOf("communityPost") }, status: "verified" }, { title: 1 }).lean(),
      ]);
      const titles = new Map([...articles, ...posts].map((p) => [p._id.toString(), p.title]));
      return {
        comments: comments.map((c) => ({
          _id: c._id.toString(),
          postId: c.postId,
          postKind: c.postKind,
          postTitle: titles.get(c.postId) ?? null,
          parentId: c.parentId,
          text: c.text,
          createdAt: c.createdAt.toISOString(),
          upvotes: Math.max(0, c.upvotes),
          downvotes: Math.max(0, c.downvotes),
        })),
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
