// The chat's statistics (Active Users, Joined Today) as last heard, and the link's state beside them.
import { WatchAnswer, chatClientEvents, chatServerEvents, type ChatStats } from "@pnyx/contract";
import { ask } from "../realtime/ask";
import { createServerWatch, subscription, type Subscription } from "../realtime/server-watch";
import type { LinkStatus, SocketLink } from "../realtime/socket-link";

export type ChatStatsStatus = "connecting" | "connected" | "disconnected";

export interface ChatStatsSnapshot extends ChatStats {
  /** "disconnected" while the link is down (the product says 'Real-time updates unavailable'). */
  status: ChatStatsStatus;
}

export const INITIAL_CHAT_STATS: ChatStatsSnapshot = { status: "connecting", activeUsers: 0, joinedUsers: 0 };

const statusOf = (link: LinkStatus): ChatStatsStatus => (link === "connected" ? "connected" : link === "reconnecting" ? "disconnected" : "connecting");

export interface ChatStatsWatch {
  /** Hears the statistics and the link's state (`join-chatroom`, then `user-stats-update`) until the returned function is called. */
  watchStats(listener: (snapshot: ChatStatsSnapshot) => void): Subscription;
  /** The statistics as last heard (a stable object until they change). */
  getStats(): ChatStatsSnapshot;
}

export function createChatStats(link: SocketLink): ChatStatsWatch {
  let stats = INITIAL_CHAT_STATS;
  const listeners = new Set<(snapshot: ChatStatsSnapshot) => void>();
  const set = (patch: Partial<ChatStatsSnapshot>) => {
    if (Object.entries(patch).every(([key, value]) => stats[key as keyof ChatStatsSnapshot] === value)) return;
    stats = { ...stats, ...patch };
    for (const listener of [...listeners]) listener(stats);
  };
  link.subscribe((status) => set({ status: statusOf(status) }));
  link.on(chatServerEvents.statsUpdate, ({ activeUsers, joinedUsers }) => set({ activeUsers, joinedUsers }));
  // The server keeps pushing to a connection once it asked; there is nothing to tell it on the last unwatch.
  const watch = createServerWatch(
    link,
    () => ask(link, chatClientEvents.joinChatroom, null, WatchAnswer),
    () => {},
  );

  return {
    watchStats(listener) {
      listeners.add(listener);
      const watcher = watch.add();
      set({ status: statusOf(link.getStatus()) });
      return subscription(
        link,
        () => {
          listeners.delete(listener);
          watcher.release();
        },
        watcher.ready,
      );
    },
    getStats: () => stats,
  };
}
