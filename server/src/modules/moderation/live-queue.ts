// The queue, live (issue 47): administrators watch it over the one realtime connection
// (`moderation:watch` with their token in the event: a connection's handshake carries a member's),
// and hear each item that came in, changed or was decided (`moderation:item`), with the pending count.
// The watch keeps its token, and every push asks again whether it is a current admin session (one
// read per distinct token, reused for CHECK_REUSE_MS, so a bulk decision's pushes share it): a watcher
// whose token expired or was revoked, or whose administrator was removed, hears nothing more and
// leaves the room, on whichever instance it is connected (fetchSockets spans them).
import { moderationItemEvent, unwatchModerationEvent, watchModerationEvent, type QueueItem } from "@pnyx/contract";
import type { SocketModule } from "../../platform/realtime";
import { SocketRefusal } from "../../platform/socket-gate";
import type { ServiceDeps } from "../../services";
import type { QueueItemDoc } from "./queue-model";
import { pendingCount, presentItems } from "./queue-view";

/** The room of the connections watching the queue. */
export const MODERATION_ROOM = "moderation:queue";
/** How long one check of a watcher's token answers for the pushes after it. */
export const CHECK_REUSE_MS = 1_000;

/** What a watching connection keeps: the token its watch showed. */
type WatchData = { moderationToken?: string };

export interface LiveQueue {
  /** Tells the watching administrators of this item as it is now (nothing when nobody watches). */
  push(item: QueueItemDoc | null): Promise<void>;
  /** The watch, added to every connection. */
  module: SocketModule;
}

export function createLiveQueue(deps: Pick<ServiceDeps, "models" | "live" | "auth" | "now">): LiveQueue {
  const checks = new Map<string, { at: number; admin: Promise<boolean> }>();
  /** Whether the token is still a current admin session (asked at most once per CHECK_REUSE_MS). */
  function stillAdmin(token: string): Promise<boolean> {
    const at = Date.now();
    for (const [key, check] of checks) if (at - check.at >= CHECK_REUSE_MS) checks.delete(key);
    const kept = checks.get(token);
    if (kept) return kept.admin;
    const admin = deps.auth.adminOfToken(token).then(
      (caller) => caller !== null,
      () => false,
    );
    checks.set(token, { at, admin });
    return admin;
  }

  return {
    async push(item) {
      if (!item || !deps.live.mayReach(MODERATION_ROOM)) return;
      try {
        const [presented, pending, watchers] = await Promise.all([
          presentItems(deps.models, [item], deps.now()),
          pendingCount(deps.models),
          deps.live.sockets.in(MODERATION_ROOM).fetchSockets(),
        ]);
        const payload = { item: presented[0] as QueueItem, pending };
        await Promise.all(
          watchers.map(async (watcher) => {
            const token = (watcher.data as WatchData).moderationToken;
            if (token && (await stillAdmin(token))) return void watcher.emit(moderationItemEvent.name, payload);
            watcher.leave(MODERATION_ROOM);
          }),
        );
      } catch (error) {
        // A push is a courtesy: the queue's page is the record, read again on reload.
        console.error(`moderation: a queue push failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    module: {
      connected(socket, handle) {
        handle(watchModerationEvent, async ({ token }) => {
          if (!(await deps.auth.adminOfToken(token))) throw new SocketRefusal("unauthorized", "Only administrators can watch the moderation queue");
          (socket.data as WatchData).moderationToken = token;
          await socket.join(MODERATION_ROOM);
          return {};
        });
        handle(unwatchModerationEvent, async () => {
          delete (socket.data as WatchData).moderationToken;
          await socket.leave(MODERATION_ROOM);
          return {};
        });
      },
    },
  };
}
