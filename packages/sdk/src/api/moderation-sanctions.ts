// Administrators act on people and set what is held before it shows (issue 47). Calls carry the admin token.
import {
  liftSanctionEndpoint,
  memberStandingEndpoint,
  moderationSettingsEndpoint,
  sanctionEndpoint,
  setModerationSettingsEndpoint,
  type EndpointRequest,
  type EndpointResponse,
  type ModerationSettings,
  type Sanction,
} from "@pnyx/contract";
import type { Transport } from "../transport";

export type SanctionInput = EndpointRequest<typeof sanctionEndpoint>;
export type LiftSanctionInput = EndpointRequest<typeof liftSanctionEndpoint>;
export type MemberStandingInput = EndpointRequest<typeof memberStandingEndpoint>;
export type MemberStandingResponse = EndpointResponse<typeof memberStandingEndpoint>;
export type HoldSettingsInput = EndpointRequest<typeof setModerationSettingsEndpoint>;

export interface SanctionsApi {
  /**
   * Suspends a member for `hours` or bans them (`kind`), site-wide or from one community
   * (`communityId`), for one of the site's reasons (`reasonId`) and an optional note; with
   * `removeWriting` their opinions, posts and chat messages go too (counts and points follow; the
   * answer's `removal` says whether that is still under way). The member is told why and until when,
   * and their writes answer 403 `sanctioned`: POST /api/admin/moderation/sanctions.
   */
  sanction(input: SanctionInput): Promise<Sanction>;
  /** Ends a sanction before its time (one lifted already is answered as it is): POST /api/admin/moderation/sanctions/lift. */
  liftSanction(input: LiftSanctionInput): Promise<Sanction>;
  /** A member's standing (points, age, the sanction in force) and their sanctions, newest first: GET /api/admin/moderation/member. */
  memberStanding(input: MemberStandingInput): Promise<MemberStandingResponse>;
  /** What the site holds before it shows (a new member's first writings, site-wide and per community) and its word list: GET /api/admin/moderation/settings. */
  holdSettings(): Promise<ModerationSettings>;
  /**
   * Replaces the hold settings and word list (whole words, any case; `block` refuses with 422
   * `blocked_word`, `hold` holds for review); answered as stored (each word once): PUT /api/admin/moderation/settings.
   */
  setHoldSettings(input: HoldSettingsInput): Promise<ModerationSettings>;
}

export function createSanctionsApi(transport: Transport): SanctionsApi {
  return {
    sanction: (input) => transport.call(sanctionEndpoint, input),
    liftSanction: (input) => transport.call(liftSanctionEndpoint, input),
    memberStanding: (input) => transport.call(memberStandingEndpoint, input),
    holdSettings: () => transport.call(moderationSettingsEndpoint),
    setHoldSettings: (input) => transport.call(setModerationSettingsEndpoint, input),
  };
}
