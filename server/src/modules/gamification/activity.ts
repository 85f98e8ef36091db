import { ACTIVITY_EXCERPT_LENGTH, type ActivityItem, type ActivityType } from "@pnyx/contract";
import { Types } from "mongoose";
import type { Models } from "../../models";
import { LISTED } from "../news/model";
import { DELETED_AUTHOR } from "../users/model";
import { VISIBLE } from "../opinions/model";

type ActivityModels = Pick<Models, "Comment" | "CommunityPost" | "Vote" | "Article">;

/** One activity before its title is known. */
type Untitled = Omit<ActivityItem, "title" | "at"> & { at: Date; postKind: "article" | "communityPost" };

const commentType = (postKind: string, parentId: unknown): ActivityType =>
  postKind === "communityPost" ? (parentId ? "communityReply" : "communityComment") : parentId ? "reply" : "comment";

/**
 * Recent activity, newest first: opinions and replies, community posts, and likes of articles and
 * community posts, merged from their own collections. Each source reads at most `number` records
 * from an index in time order (`whose` narrows it to one member), so a page costs the same however
 * much activity there is; titles are read for the page only.
 */
export async function recentActivity(
  models: ActivityModels,
  whose: { member: string } | "everyone",
  page: { number: number; before?: Date | undefined },
): Promise<ActivityItem[]> {
  const { number } = page;
  const before = page.before ? { $lt: page.before } : { $exists: true };
  const member = whose === "everyone" ? {} : { author: whose.member };
  // The home feed shows what everyone may see: verified posts; a member sees their own pending ones too.
  const postStatus = whose === "everyone" ? { status: "verified" } : { status: { $ne: "discarded" } };
  const likes = (targetType: "article" | "communityPost") =>
    models.Vote.collection
      .find({ ...(whose === "everyone" ? {} : { user: whose.member }), targetType, value: 1, updatedAt: before })
      .sort({ updatedAt: -1 })
      .limit(number)
      .project({ user: 1, targetId: 1, updatedAt: 1 })
      .toArray();
  const [comments, posts, articleLikes, postLikes] = await Promise.all([
    // Opinions held for review or hidden awaiting a decision show in no activity (their author has them in their threads and notices).
    models.Comment.collection
      .find({ ...member, createdAt: before, ...VISIBLE })
      .sort({ createdAt: -1 })
      .limit(number)
      .project({ author: 1, postId: 1, postKind: 1, parentId: 1, text: 1, createdAt: 1 })
      .toArray(),
    models.CommunityPost.collection
      .find({ ...member, ...postStatus, createdAt: before, hidden: { $ne: true } })
      .sort({ createdAt: -1 })
      .limit(number)
      .project({ author: 1, title: 1, createdAt: 1 })
      .toArray(),
    likes("article"),
    likes("communityPost"),
  ]);
  const items: Untitled[] = [
    ...comments.map((c) => ({
      id: `c:${c._id}`,
      type: commentType(String(c.postKind), c.parentId),
      author: String(c.author),
      postId: String(c.postId),
      threadId: c.parentId ? String(c.parentId) : null,
      postKind: c.postKind === "communityPost" ? ("communityPost" as const) : ("article" as const),
      excerpt: excerptOf(String(c.text ?? "")),
      at: c.createdAt as Date,
    })),
    ...posts.map((p) => ({
      id: `p:${p._id}`,
      type: "post" as const,
      author: String(p.author),
      postId: String(p._id),
      threadId: null,
      postKind: "communityPost" as const,
      excerpt: null,
      at: p.createdAt as Date,
    })),
    ...[...articleLikes.map((v) => ({ v, kind: "article" as const })), ...postLikes.map((v) => ({ v, kind: "communityPost" as const }))].map(({ v, kind }) => ({
      id: `l:${v._id}`,
      type: kind === "article" ? ("like" as const) : ("communityLike" as const),
      author: String(v.user),
      postId: String(v.targetId),
      threadId: null,
      postKind: kind,
      excerpt: null,
      at: v.updatedAt as Date,
    })),
  ];
  const newest = items
    .filter((item) => item.author !== DELETED_AUTHOR)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, number);
  const titles = await titlesOf(models, newest, whose === "everyone");
  return newest.flatMap(({ postKind, at, ...item }) => {
    const title = titles.get(`${postKind}:${item.postId}`);
    // Something on a post that is gone (or, in the home feed, not public: a post awaiting review, an
    // unlisted thread) is not shown.
    return title === undefined ? [] : [{ ...item, title, at: at.toISOString() }];
  });
}

/** The titles of the page's articles and posts, by kind and id. */
async function titlesOf(models: ActivityModels, items: Untitled[], publicOnly: boolean): Promise<Map<string, string>> {
  const ids = (kind: Untitled["postKind"]) =>
    [...new Set(items.filter((i) => i.postKind === kind).map((i) => i.postId))].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
  const [articleIds, postIds] = [ids("article"), ids("communityPost")];
  const [articles, posts] = await Promise.all([
    articleIds.length
      ? models.Article.collection.find({ _id: { $in: articleIds }, ...(publicOnly ? LISTED : {}) }, { projection: { title: 1 } }).toArray()
      : [],
    postIds.length
      ? models.CommunityPost.collection.find({ _id: { $in: postIds }, ...(publicOnly ? { status: "verified" } : {}) }, { projection: { title: 1 } }).toArray()
      : [],
  ]);
  return new Map([
    ...articles.map((a) => [`article:${a._id}`, String(a.title)] as const),
    ...posts.map((p) => [`communityPost:${p._id}`, String(p.title)] as const),
  ]);
}

/** An opinion's first words, on one line, cut where a word ends when it is long. */
function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= ACTIVITY_EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, ACTIVITY_EXCERPT_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > ACTIVITY_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
