import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack } from "./fields";
import { ObjectIdString } from "./identity";
import { ReportDetails } from "./report-details";

// Members report a community post or a chat message (issue 47). Its own module, as ignoring.ts and
// report-details.ts, so the script-tag embed (which reports from its chat rooms) does not carry the
// rest of moderation's schemas.

/** What can be reported, held and decided on. */
export const ModerationTargetType = z.enum(["comment", "communityPost", "chatMessage"]);
export type ModerationTargetType = z.infer<typeof ModerationTargetType>;

/**
 * Members: reports a community post or a chat message (opinions keep POST /api/comment/report, which
 * takes the same details and rules). Not one's own writing (422), not what others cannot read (404:
 * a post awaiting review, a held opinion), not where the member is suspended or banned (403
 * `sanctioned`). An embed token may report chat messages only (403 `embed_scope` for the rest): embeds
 * show no community post, and report opinions by POST /api/comment/report.
 */
export const reportContentEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/moderation/report",
  auth: "member",
  request: z.intersection(z.object({ targetType: ModerationTargetType, targetId: ObjectIdString }), ReportDetails),
  response: Ack,
});
