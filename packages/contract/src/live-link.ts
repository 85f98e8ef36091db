import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack } from "./fields";

// The live-discussion link: one video meeting the administrators announce on the home page.

/**
 * http(s) only: anything else (javascript:, data:, ftp:) never reaches a member's click. One web
 * address, whole: no spaces, quotes or angle brackets anywhere (they would end the link in an
 * attribute or a message), and a host.
 */
export const MeetingUrl = z
  .string()
  .trim()
  .max(2000, "The link is too long")
  .refine((url) => url === "" || /^https?:\/\/[^\s/]+/i.test(url), "The link must start with http:// or https://")
  .refine((url) => url === "" || (!/[\s"'<>`\\]/.test(url) && URL.canParse(url) && new URL(url).hostname !== ""), "The link may not contain spaces or quotes");

export const LiveLink = z.object({
  title: z.string(),
  description: z.string(),
  /** Empty when none is set; otherwise http(s) only, in answers too. */
  zoomUrl: MeetingUrl,
  isActive: z.boolean(),
});
export type LiveLink = z.infer<typeof LiveLink>;

export const liveLinkEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/zoomlink",
  response: LiveLink,
});

export const UpdateLiveLinkRequest = z
  .object({
    title: z.string().trim().min(1, "Please enter a title").max(200, "The title can be at most 200 characters"),
    description: z.string().trim().min(1, "Please enter a description").max(2000, "The description can be at most 2000 characters"),
    zoomUrl: MeetingUrl.default(""),
    isActive: z.boolean().default(false),
  })
  .refine((link) => !link.isActive || link.zoomUrl !== "", { message: "Add the meeting link before making it active", path: ["zoomUrl"] });
export type UpdateLiveLinkRequest = z.input<typeof UpdateLiveLinkRequest>;

/** Administrators: replaces the link (recorded in the audit log). */
export const updateLiveLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/zoomlink/update",
  auth: "admin",
  request: UpdateLiveLinkRequest,
  response: Ack,
});
