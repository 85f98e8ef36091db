// Members report a community post or a chat message with a reason (issue 47). Its own file, as
// moderation-ignoring.ts, so an embed (which reports from its chat rooms) builds it on the core alone
// without the rest of client.moderation; `reportingOf` lives here, not in core.ts, so only a bundle
// that reports carries it. Calls carry the member's token (an embed's too).
import { reportContentEndpoint, type Ack, type EndpointRequest } from "@pnyx/contract";
import type { PnyxCore } from "../core";
import type { Transport } from "../transport";

export type ReportContentInput = EndpointRequest<typeof reportContentEndpoint>;

export interface ReportingApi {
  /**
   * Members: reports a community post or a chat message (or an opinion) with a reason (`illegal`
   * needs `legalGround`); once per member per piece, again answers the same: POST /api/moderation/report.
   * Opinions are also reported with `client.opinions.report`, which takes the same reason. An embed's
   * token reports chat messages only (403 `embed_scope` for the rest).
   */
  report(input: ReportContentInput): Promise<Ack>;
}

export const createReportingApi = (transport: Transport): ReportingApi => ({
  report: (input) => transport.call(reportContentEndpoint, input),
});

/** Reports with a reason (`client.moderation.report`) on a core, for an embed whose chat rooms report messages. */
export const reportingOf = (core: PnyxCore): ReportingApi => createReportingApi(core.transport);
