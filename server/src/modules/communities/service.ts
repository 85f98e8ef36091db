import { COMMUNITY_TOP_POSTS, FIXED_COMMUNITIES, PAGE_SIZES, type Community, type MembershipState } from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";

import type { ServiceDeps } from "../../services";
import { changed as freshnessChanged } from "../freshness/changes";
import { COMMUNITY_INTENT } from "./community-intent";
import { POST_VISIBLE, type CommunityDoc, type CommunityPostDoc } from "./model";
import { summarize } from "./posts";

const FIXED_ORDER = new Map<string, number>(FIXED_COMMUNITIES.map((c, i) => [c.id, i]));
const noSuchCommunity = () => notFound("No such community");

/** The fifteen communities, their pages and membership (a set per member; counts follow it exactly). */
export function createCommunitiesService(deps: Pick<ServiceDeps, "models" | "rateLimiter" | "cache" | "pictures" | "intents" | "moderation">) {
  const { Community, CommunityPost, User } = deps.models;

  /** Each community with its top post (verified, most upvoted, newest among equals), in the fixed order. */
  async function listAll(): Promise<Community[]> {
    const docs = await Community.find({ _id: { $in: FIXED_COMMUNITIES.map((c) => new Types.ObjectId(c.id)) } }).lean();
    docs.sort((a, b) => FIXED_ORDER.get(a._id.toString())! - FIXED_ORDER.get(b._id.toString())!);
    const tops = await Promise.all(docs.map((doc) => topPosts(doc._id.toString(), 1).then((posts) => posts[0] ?? null)));
    return docs.map((doc, i) => present(doc, tops[i] ?? null));
  }

  function topPosts(communityId: string, limit: number): Promise<CommunityPostDoc[]> {
    return CommunityPost.find({ communityId, status: "verified", ...POST_VISIBLE })
      .sort({ upvotes: -1, createdAt: -1 })
      .limit(limit)
      .lean();
  }

  /** Tells the cached community answers (within the usual bound) that counts changed. */
  function changed(communityId: string) {
    freshnessChanged(deps.cache, { kind: "membership", communityIds: [communityId] });
  }

  /**
   * Adds or removes the community in the member's set, then moves the count only if the set changed:
   * each change is one conditional update, so concurrent joins and leaves move the count exactly once
   * per real change and it never goes below zero.
   */
  async function setMembership(caller: MemberCaller, communityId: string, member: boolean): Promise<MembershipState> {
    // Joining is taking part: refused to a member sanctioned site-wide or from this community (leaving never is).
    if (member) await deps.moderation.assertMayWrite(caller.userId, { communityId });
    await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
    if (!FIXED_ORDER.has(communityId)) throw noSuchCommunity();
    const user = new Types.ObjectId(caller.userId);
    // The count moves after the member's set: a crash between them is repaired (platform/intents.ts).
    return deps.intents.around([COMMUNITY_INTENT.key(communityId)], () => move(user, communityId, member));
  }

  async function move(user: Types.ObjectId, communityId: string, member: boolean): Promise<MembershipState> {
    const result = member
      ? await User.updateOne({ _id: user, joinedCommunities: { $ne: communityId } }, { $addToSet: { joinedCommunities: communityId } })
      : await User.updateOne({ _id: user, joinedCommunities: communityId }, { $pull: { joinedCommunities: communityId } });
    const [community, account] = await Promise.all([
      result.modifiedCount === 1
        ? Community.findOneAndUpdate(
            { _id: communityId },
            { $inc: { subscriberCount: member ? 1 : -1 } },
            { returnDocument: "after", projection: { subscriberCount: 1 } },
          ).lean()
        : Community.findById(communityId, { subscriberCount: 1 }).lean(),
      User.findById(user, { joinedCommunities: 1 }).lean(),
    ]);
    if (!community) throw noSuchCommunity();
    if (result.modifiedCount === 1) changed(communityId);
    return { communityId, joinedCommunities: [...(account?.joinedCommunities ?? [])], subscriberCount: Math.max(0, community.subscriberCount) };
  }

  return {
    all: async () => ({ communities: await listAll() }),

    /** The most subscribed first (the fixed order among equals), as many as home shows at most. */
    async home() {
      const all = await listAll();
      const ranked = [...all].sort((a, b) => b.subscriberCount - a.subscriberCount || FIXED_ORDER.get(a._id)! - FIXED_ORDER.get(b._id)!);
      return { communities: ranked.slice(0, PAGE_SIZES.homeCommunitiesMidWidth) };
    },

    async individual(id: string) {
      if (!FIXED_ORDER.has(id)) throw noSuchCommunity();
      const [doc, top] = await Promise.all([Community.findById(id).lean(), topPosts(id, COMMUNITY_TOP_POSTS)]);
      if (!doc) throw noSuchCommunity();
      return { community: present(doc, top[0] ?? null), topPosts: await summarize(deps.pictures, top), postCount: Math.max(0, doc.postCount) };
    },

    join: (caller: MemberCaller, communityId: string) => setMembership(caller, communityId, true),
    leave: (caller: MemberCaller, communityId: string) => setMembership(caller, communityId, false),
  };
}
export type CommunitiesService = ReturnType<typeof createCommunitiesService>;

function present(doc: CommunityDoc, top: CommunityPostDoc | null): Community {
  return {
    _id: doc._id.toString(),
    name: doc.name,
    description: doc.description,
    image: doc.image,
    parent: doc.parent,
    subCategories: doc.subCategories.map((s) => ({ _id: s._id.toString(), name: s.name, image: s.image })),
    subscriberCount: Math.max(0, doc.subscriberCount),
    postCount: Math.max(0, doc.postCount),
    topPostTitle: top?.title ?? null,
    topPostId: top ? top._id.toString() : null,
  };
}
