// A chat room's lines in the order they were made: a poll shows where it was asked, not pinned
// above the talk. One order for @pnyx/react's ChatRoom and the embed's ChatLog.
import type { ChatMessage, Poll } from "@pnyx/contract";

export type ChatLine = { kind: "message"; message: ChatMessage; at: number } | { kind: "poll"; poll: Poll; at: number };

/** Messages and polls, oldest first; lines of the same moment keep their order (messages before polls). */
export function chatTimeline(messages: readonly ChatMessage[], polls: readonly Poll[]): ChatLine[] {
  const lines: ChatLine[] = [
    ...messages.map((message) => ({ kind: "message" as const, message, at: Date.parse(message.timestamp) })),
    ...polls.map((poll) => ({ kind: "poll" as const, poll, at: Date.parse(poll.createdAt) })),
  ];
  // Array.prototype.sort is stable.
  return lines.sort((a, b) => a.at - b.at);
}

/** The line's key: a message's id or a poll's. */
export const chatLineKey = (line: ChatLine): string => (line.kind === "message" ? line.message.id : line.poll._id);
