import { changed } from "../freshness/changes";
import { MESSAGES, type LiveLink, type UpdateLiveLinkRequest } from "@pnyx/contract";
import type { z } from "zod";
import type { AdminCaller } from "../../platform/auth";

import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../moderation/audit";

/** The one link document's id. */
const THE_LINK = "live";
const NO_LINK: LiveLink = { title: "", description: "", zoomUrl: "", isActive: false };

/** The live-discussion link on the home page: read by everyone, replaced by administrators (audited). */
export function createLiveLinkService(deps: Pick<ServiceDeps, "models" | "cache">, audit: AuditLog) {
  const { LiveLink } = deps.models;
  return {
    async get(): Promise<LiveLink> {
      const doc = await LiveLink.findById(THE_LINK).lean();
      return doc ? { title: doc.title, description: doc.description, zoomUrl: doc.zoomUrl, isActive: doc.isActive } : NO_LINK;
    },

    async update(admin: AdminCaller, link: z.output<typeof UpdateLiveLinkRequest>) {
      await LiveLink.updateOne({ _id: THE_LINK }, { $set: link }, { upsert: true });
      const state = link.isActive ? "active" : "inactive";
      await audit.record(admin, "updateLiveLink", { type: "liveLink", id: THE_LINK, summary: `${link.title} (${state}) ${link.zoomUrl}`.trim() });
      changed(deps.cache, { kind: "liveLink" }, { when: "now" });
      return { message: MESSAGES.zoomUpdated };
    },
  };
}
export type LiveLinkService = ReturnType<typeof createLiveLinkService>;
