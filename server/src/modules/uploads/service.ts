import type { MemberCaller } from "../../platform/auth";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";

/** Members' uploads (chat attachments, opinion images): counted as writes, checked by their bytes. */
export function createUploadsService(deps: Pick<ServiceDeps, "rateLimiter" | "uploads">) {
  return {
    async upload(caller: MemberCaller, file: Blob) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      return deps.uploads.store(file, "attachment");
    },
  };
}
