import type { ProfilePicture } from "@pnyx/contract";
import type { Models } from "../../models";

/** Profile pictures of several members in one query, by username. */
export async function picturesOf(models: Pick<Models, "User">, usernames: Iterable<string>): Promise<Map<string, ProfilePicture>> {
  const names = [...new Set(usernames)].filter((n) => n !== "[deleted]");
  const map = new Map<string, ProfilePicture>();
  if (names.length === 0) return map;
  const users = await models.User.find({ username: { $in: names } }, { username: 1, profilePicture: 1 }).lean();
  for (const u of users) map.set(u.username, u.profilePicture ? { url: u.profilePicture.url, mimetype: u.profilePicture.mimetype } : null);
  return map;
}
