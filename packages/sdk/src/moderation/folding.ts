// What a reader sees of a piece of writing under issue 47's member tools: every client (the React
// widgets, the script-tag embed, chat on both) asks these two rules, so an ignored member's writing
// folds alike everywhere and a held piece reads the same to its author.
import type { Session } from "@pnyx/contract";

/**
 * Whether writing by `author` (an opinion's or a post's `author`, a chat message's `username`) is
 * folded for the reader: its author is a member the reader ignores (the session's `ignoring`;
 * usernames compare exactly, as the server stores them). A reader's own writing never folds; a
 * visitor ignores nobody.
 */
export function isFoldedFor(author: string, reader: Pick<Session, "username" | "ignoring"> | null | undefined): boolean {
  if (!reader?.ignoring?.length || author === reader.username) return false;
  return reader.ignoring.includes(author);
}

/** Whether `piece` shows to its author only, marked "Awaiting review" (held, or hidden after reports). */
export const isAwaitingReview = (piece: { awaitingReview?: true }): boolean => piece.awaitingReview === true;
