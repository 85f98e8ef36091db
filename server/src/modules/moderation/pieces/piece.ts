// What the queue needs of each kind of writing it moderates (issue 47): to read it, to hide and show
// it (moving the counts that leave hidden writing out), and to remove it through its own removal path
// (so counts and points stay exact). One file per kind; the table is pieces.ts.
import type { ModerationTargetType, QueueItem } from "@pnyx/contract";
import type { AdminCaller } from "../../../platform/auth";
import type { IntentKey } from "../../../platform/intents";

/** A piece of writing as the queue judges it. */
export interface Piece {
  targetType: ModerationTargetType;
  targetId: string;
  author: string;
  text: string;
  hidden: boolean;
  /**
   * Held for review before it ever showed (holds/: a new member's first writings, a word of the
   * site's list): it counts nowhere, and a decision publishes or drops it through the holds, exactly once.
   */
  held: boolean;
  /** Whether members other than its author can read it, and so report it (a post awaiting review cannot). */
  readable: boolean;
  context: QueueItem["context"];
  /** What hiding or showing it moves, for the intent around the flip (none: nothing counts it). */
  countKeys: IntentKey[];
}

export interface PieceKind {
  /** The pieces that are still there, by id. */
  load(ids: readonly string[]): Promise<Map<string, Piece>>;
  /**
   * Hides (or shows) it if it is not already, moving what counts it: whether this call changed it.
   * Runs inside the caller's intent on `countKeys`.
   */
  flip(piece: Piece, hide: boolean): Promise<boolean>;
  /** Tells kept answers and live viewers that it was hidden or shown (after the intent). */
  announce(piece: Piece, hidden: boolean): Promise<void>;
  /** Removes it through its removal path, counts and points following: whether this call removed it. */
  remove(admin: AdminCaller, piece: Piece): Promise<boolean>;
}
