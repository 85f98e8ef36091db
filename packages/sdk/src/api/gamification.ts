// What a member has earned: points and levels (badges and achievements join here).
import { levelEndpoint, type EndpointRequest, type LevelInfo } from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type LevelInput = EndpointRequest<typeof levelEndpoint>;

export interface GamificationApi {
  /** The caller's level; POST /api/user/level. */
  level(input?: LevelInput): Promise<LevelInfo>;
}

export function createGamificationApi(transport: Transport, session: SessionEdits): GamificationApi {
  return {
    level: (input = {}) => transport.call(levelEndpoint, { ...input, username: input.username ?? session.user()?.username }),
  };
}
