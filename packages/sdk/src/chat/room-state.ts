// What a chat room holds, and the pure rules that merge what the server sends into it:
// messages by id (no duplicates across rejoins and echoes; those moderation removed dropped, and those
// it shows again put back in order), polls by revision (the newest result wins).
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

/** Message order: by time, then by id (stored ids and system lines' ids both sort by time). */
const before = (a: ChatMessage, b: ChatMessage): boolean => a.timestamp < b.timestamp || (a.timestamp === b.timestamp && a.id < b.id);

/**
 * `list` with messages moderation shows again (`messages-restored`): one held already is replaced (its
 * sender's copy loses `awaitingReview`); another goes in its place by time, once. One older than the
 * first stored message while older pages remain (`hasOlder`) is left for that page, so paging back
 * skips nothing. `list` itself when nothing changes.
 */
export function restoreMessages(list: readonly ChatMessage[], restored: readonly ChatMessage[], hasOlder: boolean): readonly ChatMessage[] {
  const byId = new Map(restored.map((m) => [m.id, m]));
  let changed = false;
  const next = list.map((m) => {
    const back = byId.get(m.id);
    if (!back) return m;
    byId.delete(m.id);
    // The same copy again (told twice) changes nothing.
    if (JSON.stringify(back) === JSON.stringify(m)) return m;
    changed = true;
    return back;
  });
  const first = next.find(isStored);
  for (const message of byId.values()) {
    if (hasOlder && (!first || before(message, first))) continue;
    const at = next.findIndex((m) => before(message, m));
    next.splice(at < 0 ? next.length : at, 0, message);
    changed = true;
  }
  return changed ? next : list;
}

/** How many removed messages' ids a room remembers (the newest), so pages read before a removal cannot bring them back. */
export const REMOVED_REMEMBERED = 500;

/** `memory` with `ids` added (each once), keeping the newest `max`. */
export function rememberRemoved(memory: readonly string[], ids: readonly string[], max = REMOVED_REMEMBERED): readonly string[] {
  const fresh = ids.filter((id) => !memory.includes(id));
  if (fresh.length === 0) return memory;
  const next = [...memory, ...new Set(fresh)];
  return next.length > max ? next.slice(next.length - max) : next;
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
