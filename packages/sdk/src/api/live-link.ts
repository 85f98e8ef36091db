// The live-discussion link on the home page; administrators set it.
import { liveLinkEndpoint, updateLiveLinkEndpoint, type Ack, type LiveLink, type UpdateLiveLinkRequest } from "@pnyx/contract";
import type { Transport } from "../transport";

export interface LiveLinkApi {
  /** The live-discussion link (title, description, zoomUrl, "" when none, and isActive): GET /api/zoomlink. */
  get(): Promise<LiveLink>;
  /** Administrators: sets the link (http(s) only; an active link needs one): POST /api/zoomlink/update. */
  update(input: UpdateLiveLinkRequest): Promise<Ack>;
}

export function createLiveLinkApi(transport: Transport): LiveLinkApi {
  return {
    get: () => transport.call(liveLinkEndpoint),
    update: (input) => transport.call(updateLiveLinkEndpoint, input),
  };
}
