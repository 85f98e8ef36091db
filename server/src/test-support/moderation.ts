// What the moderation tests share: members, an administrator, writing to report, and calls.
import {
  FIXED_COMMUNITIES,
  addReplyEndpoint,
  addTopCommentEndpoint,
  adminLoginEndpoint,
  createCommunityPostEndpoint,
  decideEndpoint,
  moderationQueueEndpoint,
  reportCommentEndpoint,
  reportContentEndpoint,
  verifyPostEndpoint,
  type QueueItem,
  type ReportDetails,
} from "@pnyx/contract";
import { createMember, type TestContext } from "./context";

export const COMMUNITY = FIXED_COMMUNITIES[13].id;

export async function json<T = any>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A moderation test's cast: members by name, their ids, and the administrator's token. */
export interface Cast {
  ctx: TestContext;
  tokens: Record<string, string>;
  ids: Record<string, string>;
  admin: string;
}

export async function castOf(ctx: TestContext, names: readonly string[]): Promise<Cast> {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const name of names) {
    tokens[name] = await createMember(ctx, name);
    ids[name] = (await ctx.runtime.deps.models.User.findOne({ username: name }).lean())!._id.toString();
  }
  const admin = (await json<{ token: string }>(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  return { ctx, tokens, ids, admin };
}

export const ADMIN_ENV = { ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" };

export async function newArticle(cast: Cast, title = "Harbour strike", publisherId: string | null = null): Promise<string> {
  const { Article } = cast.ctx.runtime.deps.models;
  return (await Article.create({ category: "World", title, content: "C", source: "S", publishedAt: new Date(), publisherId }))._id.toString();
}

export async function opinion(cast: Cast, name: string, postId: string, text: string, parentId?: string): Promise<string> {
  const endpoint = parentId ? addReplyEndpoint : addTopCommentEndpoint;
  const body = { postId, text, author: name, ...(parentId ? { parentId } : {}) };
  return (await json<{ _id: string }>(await cast.ctx.call(endpoint, { body, token: cast.tokens[name] })))._id;
}

/** A verified community post. */
export async function post(cast: Cast, name: string, title: string): Promise<string> {
  const created = await json<{ _id: string }>(
    await cast.ctx.call(createCommunityPostEndpoint, {
      body: { title, description: "D", communityId: COMMUNITY, selectedSubcategory: "" },
      token: cast.tokens[name],
    }),
  );
  await json(await cast.ctx.call(verifyPostEndpoint, { body: { id: created._id }, token: cast.admin }));
  return created._id;
}

/** A chat message in the community's room, stored as the chat stores one. */
export async function chatMessage(cast: Cast, name: string, message: string): Promise<string> {
  const doc = await cast.ctx.runtime.deps.models.ChatMessage.create({
    topicId: COMMUNITY,
    username: name,
    userId: cast.ids[name],
    message,
    attachment: null,
    createdAt: new Date(),
  });
  return doc._id.toString();
}

export const reportOpinion = (cast: Cast, name: string, commentId: string, details: ReportDetails = {}) =>
  cast.ctx.call(reportCommentEndpoint, { body: { commentId, ...details }, token: cast.tokens[name] });

export const reportContent = (
  cast: Cast,
  name: string,
  targetType: "communityPost" | "chatMessage" | "comment",
  targetId: string,
  details: ReportDetails = {},
) => cast.ctx.call(reportContentEndpoint, { body: { targetType, targetId, ...details }, token: cast.tokens[name] });

export async function queue(cast: Cast, query: Record<string, unknown> = {}) {
  return json<{ items: QueueItem[]; page: number; hasMore: boolean; pending: number }>(
    await cast.ctx.call(moderationQueueEndpoint, { body: query, token: cast.admin }),
  );
}

/** The queue item of a piece (any status). */
export async function itemOf(cast: Cast, targetId: string, status: QueueItem["status"] = "pending"): Promise<QueueItem | undefined> {
  for (let page = 1; ; page++) {
    const found = await queue(cast, { status, page });
    const item = found.items.find((i) => i.targetId === targetId);
    if (item || !found.hasMore) return item;
  }
}

export const decide = (cast: Cast, itemIds: string[], decision: "approve" | "reject", reasonId?: string, note?: string) =>
  cast.ctx.call(decideEndpoint, { body: { itemIds, decision, ...(reasonId ? { reasonId } : {}), ...(note ? { note } : {}) }, token: cast.admin });

export const pointsOf = async (cast: Cast, name: string) => (await cast.ctx.runtime.deps.models.User.findOne({ username: name }).lean())!.points;
