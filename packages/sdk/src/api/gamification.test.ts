import {
  ACHIEVEMENTS,
  achievementsEndpoint,
  badgesEndpoint,
  homeActivityEndpoint,
  leaderboardEndpoint,
  levelEndpoint,
  peopleWithBadgesEndpoint,
  recentEndpoint,
  sendAchievementMailEndpoint,
  updateBadgesEndpoint,
  type Achievements,
  type ActivityItem,
  type Badge,
} from "@pnyx/contract";
import { aLevelInfo, aSession, anAdminSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { mockEndpoint } from "../testing";

const server = useMockServer();

const mentor: Badge = { name: "Mentor", unlocked: true, displayed: false };
const activity: ActivityItem = {
  id: "comment:6650000000000000000000c1",
  type: "comment",
  author: "ada",
  postId: "6650000000000000000000a1",
  threadId: null,
  excerpt: "Well argued",
  title: "Engines that count",
  at: "2026-11-22T09:00:00.000Z",
};

/** Every achievement, none achieved yet (the map always names all fourteen). */
const noneAchieved = Object.fromEntries(ACHIEVEMENTS.map((name) => [name, { Message: false, Current: 0, Goal: 10 }])) as Achievements;

/** Answers a GET endpoint with `answer`, recording the query each request carried and its authorization. */
function recordQuery(endpoint: typeof homeActivityEndpoint | typeof leaderboardEndpoint, answer: unknown) {
  const seen: { query: Record<string, string>; auth: string | null }[] = [];
  server.use(
    mockEndpoint(endpoint, (_input, { request }) => {
      seen.push({ query: Object.fromEntries(new URL(request.url).searchParams), auth: request.headers.get("authorization") });
      return answer as never;
    }),
  );
  return seen;
}

describe("client.gamification", () => {
  it("level sends the caller's username unless one is given", async () => {
    const seen = record(server, levelEndpoint, aLevelInfo());
    const { client } = clientWith({ user: aSession() });
    await client.gamification.level();
    await client.gamification.level({ username: "ADA" });
    expect(seen.map((r) => r.body)).toEqual([{ username: "ada" }, { username: "ada" }]);
  });

  it("badges, achievements and recent name the caller, with the member token", async () => {
    const badges = record(server, badgesEndpoint, [mentor]);
    const achievements = record(server, achievementsEndpoint, noneAchieved);
    const recent = record(server, recentEndpoint, [activity]);
    const { client } = clientWith({ user: aSession({ token: "token-of-ada" }) });
    await expect(client.gamification.badges()).resolves.toEqual([mentor]);
    await expect(client.gamification.achievements()).resolves.toEqual(noneAchieved);
    await expect(client.gamification.recent({ number: 5, before: activity.at })).resolves.toEqual([activity]);
    expect(badges).toEqual([{ body: { username: "ada" }, auth: "Bearer token-of-ada" }]);
    expect(achievements[0]?.body).toEqual({ username: "ada" });
    expect(recent[0]?.body).toEqual({ username: "ada", number: 5, before: activity.at });
  });

  it("updateBadges saves the list back as the caller and answers the badges", async () => {
    const seen = record(server, updateBadgesEndpoint, [{ ...mentor, displayed: true }]);
    const { client } = clientWith({ user: aSession() });
    await expect(client.gamification.updateBadges({ achievements: [{ name: "Mentor", displayed: true }] })).resolves.toEqual([{ ...mentor, displayed: true }]);
    expect(seen[0]?.body).toEqual({ username: "ada", achievements: [{ name: "Mentor", displayed: true }] });
  });

  it("member calls refuse before sending when no one is logged in", async () => {
    const seen = record(server, badgesEndpoint, [mentor]);
    await expect(clientWith().client.gamification.badges()).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
  });

  it("homeActivity pages back by time as a query, without a token", async () => {
    const seen = recordQuery(homeActivityEndpoint, [activity]);
    const { client } = clientWith({ user: aSession() });
    await expect(client.gamification.homeActivity({ number: 10, before: activity.at })).resolves.toEqual([activity]);
    expect(seen).toEqual([{ query: { number: "10", before: activity.at }, auth: null }]);
  });

  it("refuses an activity page larger than the server serves, before sending", async () => {
    await expect(clientWith().client.gamification.homeActivity({ number: 500 })).rejects.toMatchObject({
      code: "invalid_input",
      message: "At most 50 at a time",
    });
  });

  it("leaderboard sends the member token when there is one, and none for visitors", async () => {
    const board = { period: "all", entries: [{ rank: 1, username: "grace", points: 1240 }], me: null } as const;
    const seen = recordQuery(leaderboardEndpoint, board);
    await expect(clientWith().client.gamification.leaderboard({ period: "all" })).resolves.toEqual(board);
    await clientWith({ user: aSession({ token: "token-of-ada" }) }).client.gamification.leaderboard();
    expect(seen).toEqual([
      { query: { period: "all" }, auth: null },
      { query: { period: "week" }, auth: "Bearer token-of-ada" },
    ]);
  });

  it("peopleWithBadges and sendAchievementMail carry the admin token, never the member's", async () => {
    const admin = anAdminSession();
    const candidates = [{ name: "ada", email: "ada@example.com", badge: { name: "Mentor" } }] as const;
    server.use(
      mockEndpoint(peopleWithBadgesEndpoint, (_input, { request }) => {
        expect(request.headers.get("authorization")).toBe(`Bearer ${admin.token}`);
        return [...candidates];
      }),
    );
    const sent = record(server, sendAchievementMailEndpoint, { message: "Email sent" });
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.gamification.peopleWithBadges()).resolves.toEqual(candidates);
    const mail = { email: "ada@example.com", badge: "Mentor", subject: "Congratulations on your Mentor badge!", body: "Well done." } as const;
    await expect(client.gamification.sendAchievementMail(mail)).resolves.toEqual({ message: "Email sent" });
    expect(sent).toEqual([{ body: mail, auth: `Bearer ${admin.token}` }]);
  });

  it("sendAchievementMail refuses an empty subject before sending", async () => {
    const sent = record(server, sendAchievementMailEndpoint, { message: "Email sent" });
    const { client } = clientWith({ admin: anAdminSession() });
    await expect(client.gamification.sendAchievementMail({ email: "ada@example.com", badge: "Mentor", subject: "  ", body: "Hi" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "Please write a subject",
    });
    expect(sent).toEqual([]);
  });
});
