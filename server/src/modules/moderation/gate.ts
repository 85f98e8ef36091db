// What every member's write passes on its way in (issue 47), in the services' dependencies so that
// opinions, votes, communities and chat ask it without depending on moderation: whether the member
// is sanctioned here. Made once per process (runtime.ts) over a cache that a sanction drops on every
// instance.
import { ERROR_CODES } from "@pnyx/contract";
import type { Models } from "../../models";
import { HttpError } from "../../platform/errors";
import type { ResponseCache } from "../../platform/response-cache";
import { createSanctionGuard, type WritePlace } from "./sanctions/guard";

export type { WritePlace } from "./sanctions/guard";

export interface ModerationGate {
  /** Why the member may not write here (suspended or banned: the contract's text, filled in), or null. */
  refusal(userId: string, place?: WritePlace): Promise<string | null>;
  /** Refuses a sanctioned member's write: 403 `sanctioned`, with the text of `refusal`. */
  assertMayWrite(userId: string, place?: WritePlace): Promise<void>;
  /** A sanction or a lift changed what this member may do: every instance reads it again. */
  forget(userId: string): void;
}

export interface ModerationGateOptions {
  models: Pick<Models, "Sanction">;
  /** Relayed to every instance (runtime.ts): what it keeps is dropped everywhere by `forget`. */
  cache: ResponseCache;
  now: () => Date;
}

export function createModerationGate(options: ModerationGateOptions): ModerationGate {
  const guard = createSanctionGuard(options);
  return {
    refusal: guard.refusal,
    async assertMayWrite(userId, place) {
      const refusal = await guard.refusal(userId, place);
      if (refusal !== null) throw new HttpError(403, ERROR_CODES.sanctioned, refusal);
    },
    forget: guard.forget,
  };
}
