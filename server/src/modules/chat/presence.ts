import { chatServerEvents, type ChatStats } from "@pnyx/contract";
import type { Namespace } from "socket.io";
import type { Models } from "../../models";
import { memberOf } from "../../platform/socket-gate";

/** Where the statistics watchers of every instance are. */
export const STATS_ROOM = "chat:stats";
/** The connections in the chat (watching its statistics or in a room): who counts as Active Users. */
export const PRESENT_ROOM = "chat:present";
const ROOM_PREFIX = "chat:room:";
export const roomOf = (topicId: string) => `${ROOM_PREFIX}${topicId}`;
/** The chat room a socket.io room name stands for, or null for any other room. */
export const roomTopic = (room: string): string | null => (/^chat:room:[0-9a-f]{24}$/.test(room) ? room.slice(ROOM_PREFIX.length) : null);
/** One member's connections in one room, on every instance: the first in says "joined", the last out "left". */
export const memberInRoom = (topicId: string, userId: string) => `chat:room:${topicId}:member:${userId}`;

/** Changes within this long are counted and pushed once (a crowd joining costs one count, not one each). */
const COALESCE_MS = 100;
/** Joined Today starts again at midnight with nobody acting; the statistics are refreshed this often anyway. */
const REFRESH_MS = 60_000;

const dayKey = (at: Date) => at.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/**
 * Who is in the chat (members' connections in PRESENT_ROOM), counted from the live sockets of every instance (socket.io's `fetchSockets`
 * asks them all through the adapter), so a crashed instance's members drop out with it; who joined
 * today is stored (one document per member and day).
 */
export function createPresence(chat: Namespace, models: Pick<Models, "ChatJoin">, now: () => Date) {
  const distinctMembers = async (room: string) => {
    const sockets = await chat.in(room).fetchSockets();
    return new Set(sockets.map((s) => memberOf(s)?.userId).filter(Boolean)).size;
  };

  /** The last count: new watchers within COALESCE_MS of it share it (a crowd of them costs one count); pushes count afresh. */
  let latest: { at: number; stats: Promise<ChatStats> } | null = null;
  function stats(fresh = false): Promise<ChatStats> {
    const at = Date.now();
    if (!fresh && latest && at - latest.at < COALESCE_MS) return latest.stats;
    const counted = Promise.all([distinctMembers(PRESENT_ROOM), models.ChatJoin.countDocuments({ day: dayKey(now()) })]).then(([activeUsers, joinedUsers]) => ({
      activeUsers,
      joinedUsers,
    }));
    latest = { at, stats: counted };
    counted.catch(() => {
      if (latest?.stats === counted) latest = null;
    });
    return counted;
  }

  let statsTimer: ReturnType<typeof setTimeout> | null = null;
  const roomTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const refresh = setInterval(() => statsChanged(), REFRESH_MS);

  function statsChanged(): void {
    statsTimer ??= setTimeout(() => {
      statsTimer = null;
      stats(true).then(
        (s) => chat.to(STATS_ROOM).emit(chatServerEvents.statsUpdate.name, s),
        () => {},
      );
    }, COALESCE_MS);
  }

  return {
    stats: () => stats(),
    statsChanged,
    roomCount: (topicId: string) => distinctMembers(roomOf(topicId)),
    /** Pushes the room's member count to the room, once for the changes of a moment. */
    roomChanged(topicId: string): void {
      if (roomTimers.has(topicId)) return;
      roomTimers.set(
        topicId,
        setTimeout(() => {
          roomTimers.delete(topicId);
          distinctMembers(roomOf(topicId)).then(
            (count) => chat.to(roomOf(topicId)).emit(chatServerEvents.roomUsersCount.name, { topicId, count }),
            () => {},
          );
        }, COALESCE_MS),
      );
    },
    /** How many connections the member has in the room, on every instance. */
    connectionsIn: async (topicId: string, userId: string) => (await chat.in(memberInRoom(topicId, userId)).fetchSockets()).length,
    /** Records that the member joined a room today; answers whether that is news (their first today). */
    async joinedToday(userId: string): Promise<boolean> {
      const at = now();
      const day = dayKey(at);
      const result = await models.ChatJoin.updateOne(
        { _id: `${day}:${userId}` },
        { $setOnInsert: { day, expiresAt: new Date(at.getTime() + 2 * DAY_MS) } },
        { upsert: true },
      ).catch((error: { code?: number }) => {
        // Two first joins at once: the other one stored it.
        if (error?.code === 11000) return { upsertedCount: 0 };
        throw error;
      });
      return result.upsertedCount > 0;
    },
    close(): void {
      clearInterval(refresh);
      if (statsTimer) clearTimeout(statsTimer);
      for (const timer of roomTimers.values()) clearTimeout(timer);
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
