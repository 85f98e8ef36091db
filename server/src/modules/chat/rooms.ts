import { FIXED_COMMUNITIES, MESSAGES } from "@pnyx/contract";
import { SocketRefusal } from "../../platform/socket-gate";

/** The rooms are the fifteen communities; their ids never change (contract). */
const ROOMS = new Set<string>(FIXED_COMMUNITIES.map((c) => c.id));

/** Refuses a topic that is not one of the rooms. */
export function requireRoom(topicId: string): void {
  if (!ROOMS.has(topicId)) throw new SocketRefusal("room_not_found", MESSAGES.chatRoomNotFound);
}
