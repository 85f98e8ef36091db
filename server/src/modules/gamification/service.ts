import { ERROR_CODES, levelFor } from "@pnyx/contract";
import type { MemberCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import type { ServiceDeps } from "../../services";
import { shownPoints } from "./points";

/** Points and levels (badges and achievements join here): what a member has earned. */
export function createGamificationService(deps: Pick<ServiceDeps, "models">) {
  return {
    async level(caller: MemberCaller) {
      const user = await deps.models.User.findById(caller.userId, { points: 1 }).lean();
      if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, "Your session has expired. Please log in again.");
      return levelFor(shownPoints(user.points));
    },
  };
}
export type GamificationService = ReturnType<typeof createGamificationService>;
