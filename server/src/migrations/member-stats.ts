import { ACHIEVEMENTS } from "@pnyx/contract";
import type { Models } from "../models";
import type { Migration } from "../platform/migrations";
import { rawCollection } from "../platform/raw-collection";
import { MEASURES, memberFacts } from "../modules/gamification/achievements";
import { createLeaders } from "../modules/gamification/leaders";
import { dayOf } from "../modules/gamification/periods";
import { dayKey, recountStats } from "../modules/gamification/stats";

/**
 * Achievement figures start from the records written before they were kept: each member's figures
 * recounted, their opinions and verified posts by day, and the badges their records already earn
 * (unlocked, not yet displayed, so the member sees them the next time they visit).
 */
export const memberStatsMigration = (models: Models): Migration => ({
  name: "2026-11-23-member-stats",
  async run() {
    const now = new Date();
    const leaders = createLeaders(models, () => now);
    const days = new Map<string, { username: string; day: Date; opinions: number; posts: number }>();
    const addDay = (username: string, at: Date, field: "opinions" | "posts") => {
      const day = dayOf(at);
      const entry = days.get(dayKey(username, day)) ?? { username, day, opinions: 0, posts: 0 };
      entry[field]++;
      days.set(dayKey(username, day), entry);
    };
    for await (const c of rawCollection(models.Comment).find({ parentId: null }, { projection: { author: 1, createdAt: 1 } }))
      addDay(c.author, c.createdAt, "opinions");
    for await (const p of rawCollection(models.CommunityPost).find({ status: "verified" }, { projection: { author: 1, createdAt: 1, verifiedAt: 1 } }))
      addDay(p.author, p.verifiedAt ?? p.createdAt, "posts");
    for (const [key, { username, day, opinions, posts }] of days) {
      await rawCollection(models.ContributionDay).updateOne({ _id: key }, { $set: { username, day, opinions, posts } }, { upsert: true });
    }

    let members = 0;
    let badges = 0;
    for await (const user of models.User.collection.find({ verified: true }, { projection: { username: 1 } })) {
      const username = String(user.username);
      const { _id, ...figures } = await recountStats(models, username);
      await rawCollection(models.MemberStats).updateOne({ _id }, { $set: figures }, { upsert: true });
      const facts = memberFacts(models, username, now, leaders);
      for (const name of ACHIEVEMENTS) {
        if (!(await MEASURES[name](facts, username)).met) continue;
        const result = await models.Badge.collection.updateOne(
          { username, name },
          { $setOnInsert: { username, name, unlockedAt: now, displayed: false, rewardedAt: null } },
          { upsert: true },
        );
        badges += result.upsertedCount;
      }
      members++;
    }
    return `${members} members, ${days.size} days, ${badges} badges`;
  },
});
