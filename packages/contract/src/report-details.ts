import { z } from "./zod";

// What a reporter says about what they report (issue 47): its own module, so a client that only
// reports (the script-tag embed) does not carry the rest of moderation's schemas.

/** A reporter's own words (`other`, or the detail of any reason). */
export const REPORT_TEXT_MAX = 500;
/** The law or rule an `illegal` report names. */
export const LEGAL_GROUND_MAX = 200;

/** Why a reporter reports. `illegal` asks for the legal ground; `other` for a few words. */
export const ReportReason = z.enum(["spam", "abuse", "offTopic", "illegal", "other"]);
export type ReportReason = z.infer<typeof ReportReason>;

const ReportText = z.string().trim().max(REPORT_TEXT_MAX, `At most ${REPORT_TEXT_MAX} characters`);

/** A report's reason and detail; `illegal` needs its legal ground, `other` its words. */
export const ReportDetails = z
  .object({
    /** Absent: `other`. */
    reason: ReportReason.optional(),
    /** For `illegal`: the law or rule the content breaks, in the reporter's words. */
    legalGround: z.string().trim().max(LEGAL_GROUND_MAX).optional(),
    text: ReportText.optional(),
  })
  .refine((r) => r.reason !== "illegal" || Boolean(r.legalGround), { message: "Please name the law or rule it breaks", path: ["legalGround"] });
export type ReportDetails = z.input<typeof ReportDetails>;
