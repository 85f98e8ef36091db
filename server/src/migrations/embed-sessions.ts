import type { Models } from "../models";
import type { Migration } from "../platform/migrations";

/**
 * Before embed tokens, a publisher's sign-in made an ordinary 30-day member session, kept in the
 * publisher's page: any script there could use it for everything a member can do (notifications,
 * the profile, the account). The members made by publishers' sign-ins only ever had such sessions,
 * so all of theirs end here (a token version bump, which every token check reads): their readers sign
 * in again silently, with embed tokens. Native members' old embed sessions are ended by the embed
 * itself (it logs the stored token out when it finds one) or expire within 30 days.
 */
export const embedSessionsMigration = (models: Pick<Models, "SsoLink" | "User">): Migration => ({
  name: "2026-12-embed-tokens",
  async run() {
    const links = await models.SsoLink.find({}, { userId: 1 }).lean();
    const ids = [...new Set(links.map((link) => link.userId))];
    const ended = ids.length ? await models.User.updateMany({ _id: { $in: ids } }, { $inc: { tokenVersion: 1 } }) : { modifiedCount: 0 };
    return `${ended.modifiedCount} publisher-made members' sessions ended`;
  },
});
