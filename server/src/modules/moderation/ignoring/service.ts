import { ERROR_CODES, MODERATION_LIMITS } from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../../platform/auth";
import { HttpError, notFound } from "../../../platform/errors";
import { RATE_RULES } from "../../../platform/rate-limit";
import type { ServiceDeps } from "../../../services";

/** The field that says the list is full: an entry at the last allowed place. */
const FULL = `ignoring.${MODERATION_LIMITS.ignoredMax - 1}`;

/**
 * Members ignore members (issue 47): a list of usernames on the member's account, whose opinions,
 * replies and chat messages their clients fold (the session carries it, as `ignoring`). Adding is one
 * conditional write, so the list holds each name once and never more than the limit, whatever runs at once.
 */
export function createIgnoring(deps: Pick<ServiceDeps, "models" | "rateLimiter">) {
  const { User } = deps.models;

  async function listOf(caller: MemberCaller): Promise<{ usernames: string[] }> {
    const user = await User.findById(caller.userId, { ignoring: 1 }).lean();
    return { usernames: [...(user?.ignoring ?? [])] };
  }

  return {
    list: listOf,

    /** Ignores a member: not oneself (422), not a name no member has (404), at most MODERATION_LIMITS.ignoredMax (409). */
    async ignore(caller: MemberCaller, username: string): Promise<{ usernames: string[] }> {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      if (username === caller.username) throw new HttpError(422, ERROR_CODES.invalidInput, "You cannot ignore yourself");
      if (!(await User.exists({ username }))) throw notFound("No such member");
      const _id = new Types.ObjectId(caller.userId);
      const added = await User.updateOne({ _id, ignoring: { $ne: username }, [FULL]: { $exists: false } }, { $push: { ignoring: username } });
      if (added.modifiedCount === 0 && !(await User.exists({ _id, ignoring: username }))) {
        throw new HttpError(409, ERROR_CODES.conflict, `You ignore ${MODERATION_LIMITS.ignoredMax} members already: stop ignoring one first`);
      }
      return listOf(caller);
    },

    /** Stops ignoring a member (one not ignored changes nothing). */
    async unignore(caller: MemberCaller, username: string): Promise<{ usernames: string[] }> {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      await User.updateOne({ _id: new Types.ObjectId(caller.userId) }, { $pull: { ignoring: username } });
      return listOf(caller);
    },
  };
}
export type Ignoring = ReturnType<typeof createIgnoring>;
