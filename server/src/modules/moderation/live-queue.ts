// The queue, live (issue 47): administrators watch it over the one realtime connection
// (`moderation:watch` with their token in the event: a connection's handshake carries a member's),
// and hear each item that came in, changed or was decided (`moderation:item`), with the pending count.
import { moderationItemEvent, unwatchModerationEvent, watchModerationEvent, type QueueItem } from "@pnyx/contract";
import type { SocketModule } from "../../platform/realtime";
import { SocketRefusal } from "../../platform/socket-gate";
import type { ServiceDeps } from "../../services";
import type { QueueItemDoc } from "./queue-model";
import { pendingCount, presentItems } from "./queue-view";

/** The room of the connections watching the queue. */
export const MODERATION_ROOM = "moderation:queue";

export interface LiveQueue {
  /** Tells the watching administrators of this item as it is now (nothing when nobody watches). */
  push(item: QueueItemDoc | null): Promise<void>;
  /** The watch, added to every connection. */
  module: SocketModule;
}

export function createLiveQueue(deps: Pick<ServiceDeps, "models" | "live" | "auth" | "now">): LiveQueue {
  return {
    async push(item) {
      if (!item || !deps.live.mayReach(MODERATION_ROOM)) return;
      try {
        const [presented, pending] = await Promise.all([presentItems(deps.models, [item], deps.now()), pendingCount(deps.models)]);
        deps.live.sockets.to(MODERATION_ROOM).emit(moderationItemEvent.name, { item: presented[0] as QueueItem, pending });
      } catch (error) {
        // A push is a courtesy: the queue's page is the record, read again on reload.
        console.error(`moderation: a queue push failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    module: {
      connected(socket, handle) {
        handle(watchModerationEvent, async ({ token }) => {
          if (!(await deps.auth.adminOfToken(token))) throw new SocketRefusal("unauthorized", "Only administrators can watch the moderation queue");
          await socket.join(MODERATION_ROOM);
          return {};
        });
        handle(unwatchModerationEvent, async () => {
          await socket.leave(MODERATION_ROOM);
          return {};
        });
      },
    },
  };
}
