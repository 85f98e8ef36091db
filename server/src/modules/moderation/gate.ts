// What every member's write passes on its way in (issue 47), in the services' dependencies so that
// opinions, votes, communities and chat ask it without depending on moderation: whether the member
// is sanctioned here, and whether the writing is refused (a blocked word), held for review (a word to
// hold, a new member's first writings) or shown at once. Made once per process (runtime.ts) over a
// cache that a sanction or a settings change drops on every instance.
import { ERROR_CODES, MODERATION_TEXTS } from "@pnyx/contract";
import type { Types } from "mongoose";
import type { Models } from "../../models";
import { HttpError } from "../../platform/errors";
import type { ResponseCache } from "../../platform/response-cache";
import { createScreen, type HoldCause, type Screening, type ScreenVerdict } from "./holds/screen";
import { createHoldSettings, type HoldSettings } from "./holds/settings";
import { createSanctionGuard, type WritePlace } from "./sanctions/guard";

export type { WritePlace } from "./sanctions/guard";
export type { HoldCause, ScreenVerdict } from "./holds/screen";

/** A piece held for review, as its writer stored it. */
export interface HeldPiece {
  targetType: "comment" | "communityPost";
  targetId: string;
  /** Its author, who is told. */
  userId: string | Types.ObjectId;
  /** What they wrote (the notice quotes its first words). */
  text: string;
  cause: HoldCause;
}

/** The held-notice a piece's author gets (notices.ts `issue` takes it). */
export interface HeldNotice {
  userId: string | Types.ObjectId;
  kind: "held";
  about: { targetType: "comment" | "communityPost"; targetId: string; text: string };
  outcome: "held";
  reason: string;
  appealable: false;
}

export interface ModerationGate {
  /** Why the member may not write here (suspended or banned: the contract's text, filled in), or null. */
  refusal(userId: string, place?: WritePlace): Promise<string | null>;
  /** Refuses a sanctioned member's write: 403 `sanctioned`, with the text of `refusal`. */
  assertMayWrite(userId: string, place?: WritePlace): Promise<void>;
  /** A sanction or a lift changed what this member may do: every instance reads it again. */
  forget(userId: string): void;
  /** Screens writing by the hold settings: refused (`blocked`), held (why), or shown at once (null). */
  screen(screening: Screening): Promise<ScreenVerdict>;
  /** `screen` for an HTTP write: a blocked word is 422 `blocked_word` with the contract's text. */
  screenOrRefuse(screening: Screening): Promise<HoldCause | null>;
  /** A held piece was stored: its author is told (a notice, not appealable) and every `onHeld` listener hears it. */
  held(piece: HeldPiece): Promise<void>;
  /**
   * Hears each held piece under `name` (the queue takes it in: service-table.ts); none by default. A
   * second listener of the same name replaces the first (a second service table over the same gate).
   */
  onHeld(name: string, listener: (target: { type: HeldPiece["targetType"]; id: string }, cause: HoldCause) => void | Promise<void>): void;
  /** The site's hold settings and word list. */
  settings: HoldSettings;
}

export interface ModerationGateOptions {
  models: Pick<Models, "Sanction" | "HoldSettings" | "Comment" | "CommunityPost">;
  /** Relayed to every instance (runtime.ts): what it keeps is dropped everywhere by `forget` and a settings change. */
  cache: ResponseCache;
  now: () => Date;
  /** Stores and mails a notice (notices.ts `issue`). */
  issue: (notice: HeldNotice) => Promise<unknown>;
}

const HELD_REASONS: Record<HoldCause, string> = { heldNewMember: MODERATION_TEXTS.heldNewMember, heldWord: MODERATION_TEXTS.heldWord };

export function createModerationGate(options: ModerationGateOptions): ModerationGate {
  const guard = createSanctionGuard(options);
  const settings = createHoldSettings(options);
  const screen = createScreen({ models: options.models, settings, cache: options.cache });
  const heldListeners = new Map<string, Parameters<ModerationGate["onHeld"]>[1]>();
  return {
    refusal: guard.refusal,
    async assertMayWrite(userId, place) {
      const refusal = await guard.refusal(userId, place);
      if (refusal !== null) throw new HttpError(403, ERROR_CODES.sanctioned, refusal);
    },
    forget: guard.forget,
    screen,
    async screenOrRefuse(screening) {
      const verdict = await screen(screening);
      if (verdict === "blocked") throw new HttpError(422, ERROR_CODES.blockedWord, MODERATION_TEXTS.blockedWord);
      return verdict;
    },
    async held(piece) {
      await Promise.all([
        options.issue({
          userId: piece.userId,
          kind: "held",
          about: { targetType: piece.targetType, targetId: piece.targetId, text: piece.text },
          outcome: "held",
          reason: HELD_REASONS[piece.cause],
          appealable: false,
        }),
        ...[...heldListeners.values()].map((listener) => listener({ type: piece.targetType, id: piece.targetId }, piece.cause)),
      ]);
    },
    onHeld: (name, listener) => void heldListeners.set(name, listener),
    settings,
  };
}
