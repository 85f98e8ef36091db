import { z } from "./zod";
import { QueueItem } from "./moderation";
import { defineEvent } from "./realtime";

// The moderation queue, live (issue 47): administrators watching it hear each new or changed item
// without reloading. A connection's handshake carries a member's token (or none); an administrator's
// token rides in the watch itself, and the watch is refused (`unauthorized`) for any other token.

export const WatchModerationPayload = z.object({ token: z.string().min(10).max(4096) });
/** Client → server: hear the queue (acknowledged with WatchAnswer); on every reconnect, watch again. */
export const watchModerationEvent = defineEvent("moderation:watch", WatchModerationPayload);
/** Client → server: stop hearing the queue. */
export const unwatchModerationEvent = defineEvent("moderation:unwatch", z.object({}).nullish());

export const ModerationItemPayload = z.object({
  item: QueueItem,
  /** Items pending after this change. */
  pending: z.number().int().nonnegative(),
});
export type ModerationItemPayload = z.infer<typeof ModerationItemPayload>;
/** Server → watching administrators: an item came in, was reported again, was appealed or was decided. */
export const moderationItemEvent = defineEvent("moderation:item", ModerationItemPayload);
