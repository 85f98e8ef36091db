import { FIXED_COMMUNITIES, MESSAGES, type ChatError, type ChatErrorCode } from "@pnyx/contract";

/** Why the chat refused an event: sent back in its acknowledgement (or as `chat-error`), never a crash. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
  }
  toJSON(): ChatError {
    return { code: this.code, message: this.message };
  }
}

/** The rooms are the fifteen communities; their ids never change (contract). */
const ROOMS = new Set<string>(FIXED_COMMUNITIES.map((c) => c.id));

export function requireRoom(topicId: string): void {
  if (!ROOMS.has(topicId)) throw new ChatRefusal("room_not_found", MESSAGES.chatRoomNotFound);
}
