import type { MemberCaller } from "../../platform/auth";
import { RATE_RULES } from "../../platform/rate-limit";
import { UPLOADS_PATH, uploadUrl } from "../../platform/uploads";
import type { ServiceDeps } from "../../services";

/** How long an upload may wait for something to reference it (a profile, an opinion, a message). */
export const UPLOAD_GRACE_MS = 24 * 3_600_000;
/** How often every instance sweeps; sweeps are idempotent, so instances need not take turns. */
export const UPLOAD_SWEEP_EVERY_MS = 3_600_000;
const SWEEP_BATCH = 200;

/**
 * Members' uploads (chat attachments, opinion and post images): counted as writes, checked by their
 * bytes. A picture's responsive copies are made straight after, in the background, so they are
 * ready by the time the opinion or post that shows it is sent.
 */
export function createUploadsService(deps: Pick<ServiceDeps, "rateLimiter" | "uploads" | "models" | "now" | "background">) {
  return {
    async upload(caller: MemberCaller, file: Blob) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const stored = await deps.uploads.store(file, "attachment", caller.userId);
      if (stored.mimetype === "image/webp") {
        const name = stored.url.slice(`${UPLOADS_PATH}/`.length);
        deps.background.run(`copies of ${name}`, () => deps.uploads.makeVariants(name));
      }
      return stored;
    },

    /**
     * Removes uploads older than the grace period that nothing references any more (a replaced
     * profile picture, an image whose opinion was never posted), file first, then record. Safe to
     * run on several instances at once: removing twice is harmless. Returns how many it removed.
     */
    async sweep(): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - UPLOAD_GRACE_MS);
      let after = "";
      let removed = 0;
      for (;;) {
        const batch = await deps.models.Upload.find({ createdAt: { $lt: cutoff }, _id: { $gt: after } }, { _id: 1 })
          .sort({ _id: 1 })
          .limit(SWEEP_BATCH)
          .lean();
        if (batch.length === 0) return removed;
        after = batch[batch.length - 1]!._id;
        const inUse = await deps.uploads.references.inUse(batch.map((r) => uploadUrl(r._id)));
        for (const record of batch) {
          if (inUse.has(uploadUrl(record._id))) continue;
          await deps.uploads.remove(record._id);
          removed++;
        }
      }
    },
  };
}
