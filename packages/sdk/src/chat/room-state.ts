// What a chat room holds, and the pure rules that merge what the server sends into it:
// messages by id (no duplicates across rejoins and echoes; those moderation removed dropped), polls by
// revision (the newest result wins).
import { ObjectIdString, type ChatError, type ChatMessage, type Poll } from "@pnyx/contract";

export type ChatRoomStatus = "connecting" | "connected" | "disconnected" | "not-found" | "unauthorized";

export interface ChatRoomSnapshot {
  status: ChatRoomStatus;
  /** Oldest first; system lines (joins, leaves) included. */
  messages: readonly ChatMessage[];
  /** Newest first. */
  polls: readonly Poll[];
  /** The member's choices per poll id. */
  myVotes: Readonly<Record<string, readonly number[]>>;
  /** Members in the room now. */
  count: number;
  /** Whether older messages can be paged in (`loadOlder`). */
  hasOlder: boolean;
  /** Whether an older page is being loaded. */
  loadingOlder: boolean;
  /** Why the last join was refused (with the not-found and unauthorized states), else null. */
  error: ChatError | null;
}

export const INITIAL_ROOM_SNAPSHOT: ChatRoomSnapshot = {
  status: "connecting",
  messages: [],
  polls: [],
  myVotes: {},
  count: 0,
  hasOlder: false,
  loadingOlder: false,
  error: null,
};

/** Those of `incoming` that `list` does not hold (each once). */
export function unheldMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const held = new Set(list.map((m) => m.id));
  return incoming.filter((m) => !held.has(m.id) && held.add(m.id));
}

/** `incoming` after `list`, leaving out those already held. */
export function appendMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const fresh = unheldMessages(list, incoming);
  return fresh.length ? [...list, ...fresh] : list;
}

/** An older page before `list`, leaving out those already held. */
export function prependMessages(list: readonly ChatMessage[], older: readonly ChatMessage[]): readonly ChatMessage[] {
  const held = new Set(list.map((m) => m.id));
  const fresh = older.filter((m) => !held.has(m.id) && held.add(m.id));
  return fresh.length ? [...fresh, ...list] : list;
}

/** `list` without the messages `ids` name (moderation removed or hid them); `list` itself when it holds none of them. */
export function withoutMessages(list: readonly ChatMessage[], ids: readonly string[]): readonly ChatMessage[] {
  const gone = new Set(ids);
  return list.some((m) => gone.has(m.id)) ? list.filter((m) => !gone.has(m.id)) : list;
}

/** Adds or updates a poll; of two versions the one with the higher revision stays. Newest first. */
export function mergePoll(polls: readonly Poll[], poll: Poll): readonly Poll[] {
  const held = polls.find((p) => p._id === poll._id);
  if (held && held.revision >= poll.revision) return polls;
  const rest = polls.filter((p) => p._id !== poll._id);
  return [...rest, poll].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const mergePolls = (polls: readonly Poll[], incoming: readonly Poll[]): readonly Poll[] => incoming.reduce(mergePoll, polls);

const isStored = (m: ChatMessage) => m.type === "user" && ObjectIdString.safeParse(m.id).success;

/** The last stored (non-system) message: where a rejoin catches up from. */
export const lastStoredId = (messages: readonly ChatMessage[]): string | undefined => messages.findLast(isStored)?.id;

/** The first stored message: where an older page ends. */
export const firstStoredId = (messages: readonly ChatMessage[]): string | undefined => messages.find(isStored)?.id;
