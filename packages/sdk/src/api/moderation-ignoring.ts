// Members ignore members (issue 47): whose opinions, replies and chat messages are folded for them.
// Calls carry the member's token (an embed's too); each answer is stored in the session's `ignoring`.
import { ignoredMembersEndpoint, ignoreMemberEndpoint, unignoreMemberEndpoint, type EndpointRequest, type EndpointResponse } from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type IgnoreInput = EndpointRequest<typeof ignoreMemberEndpoint>;
export type IgnoredMembers = EndpointResponse<typeof ignoredMembersEndpoint>;

export interface IgnoringApi {
  /** The members the caller ignores, in the order they were ignored: GET /api/moderation/ignored. */
  ignored(): Promise<IgnoredMembers>;
  /** Ignores a member (not oneself: 422; a name no member has: 404; 1,000 at most: 409): POST /api/moderation/ignore. */
  ignore(input: IgnoreInput): Promise<IgnoredMembers>;
  /** Stops ignoring a member: POST /api/moderation/unignore. */
  unignore(input: IgnoreInput): Promise<IgnoredMembers>;
}

export function createIgnoringApi(transport: Transport, session: Pick<SessionEdits, "token" | "setIgnoring">): IgnoringApi {
  /** Makes the call, then stores its list in the session it was made for. */
  const settled = async (call: () => Promise<IgnoredMembers>) => {
    const token = session.token();
    const answer = await call();
    session.setIgnoring(answer.usernames, token);
    return answer;
  };
  return {
    ignored: () => settled(() => transport.call(ignoredMembersEndpoint)),
    ignore: (input) => settled(() => transport.call(ignoreMemberEndpoint, input)),
    unignore: (input) => settled(() => transport.call(unignoreMemberEndpoint, input)),
  };
}
