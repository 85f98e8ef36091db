// The live-discussion link on the home page; administrators set it.
import { liveLinkEndpoint, updateLiveLinkEndpoint, type Ack, type LiveLink, type UpdateLiveLinkRequest } from "@pnyx/contract";
import type { Transport } from "../transport";

export interface LiveLinkApi {
  /** GET /api/zoomlink: title, description, zoomUrl ("" when none) and isActive. */
  get(): Promise<LiveLink>;
  /** Administrators: 'Zoom link updated successfully!'. Only http(s) links; an active link needs one. */
  update(input: UpdateLiveLinkRequest): Promise<Ack>;
}

export function createLiveLinkApi(transport: Transport): LiveLinkApi {
  return {
    get: () => transport.call(liveLinkEndpoint),
    update: (input) => transport.call(updateLiveLinkEndpoint, input),
  };
}
