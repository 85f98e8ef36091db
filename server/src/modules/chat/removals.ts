// Messages leaving a room's live view (issue 47): moderation removed them (a rejected queue item, a
// sanction that removes the member's writing) or hid them pending review. Viewers hear
// `messages-removed` in the room (on every instance, through the adapter) and drop them; a hidden
// message's sender still sees it (awaiting review), so their own connections are not told. A
// hidden message a moderator approves comes back the same way (`messages-restored`, to everyone: the
// sender's copy loses its `awaitingReview`).
import { chatServerEvents, type ChatMessage } from "@pnyx/contract";
import type { LiveHub } from "../../platform/realtime";
import { memberInRoom, roomOf } from "./presence";

/** Tells a room's viewers these messages are gone (`hiddenFrom`: all but this sender's connections). */
export function announceRemoved(live: Pick<LiveHub, "sockets">, topicId: string, messageIds: string[], hiddenFrom: string | null = null): void {
  if (messageIds.length === 0) return;
  const room = live.sockets.to(roomOf(topicId));
  (hiddenFrom ? room.except(memberInRoom(topicId, hiddenFrom)) : room).emit(chatServerEvents.messagesRemoved.name, { topicId, messageIds });
}

/** Tells each room of these removed messages which of its messages went. */
export function announceRemovedMessages(live: Pick<LiveHub, "sockets">, removed: ReadonlyArray<{ _id: { toString(): string }; topicId: string }>): void {
  const byRoom = new Map<string, string[]>();
  for (const doc of removed) byRoom.set(doc.topicId, [...(byRoom.get(doc.topicId) ?? []), doc._id.toString()]);
  for (const [topicId, ids] of byRoom) announceRemoved(live, topicId, ids);
}

/** Tells a room's viewers (its sender included) these messages show again, as they now read. */
export function announceRestored(live: Pick<LiveHub, "sockets">, topicId: string, messages: ChatMessage[]): void {
  if (messages.length === 0) return;
  live.sockets.to(roomOf(topicId)).emit(chatServerEvents.messagesRestored.name, { topicId, messages });
}
