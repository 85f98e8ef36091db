import type { ProfilePicture } from "@pnyx/contract";
import type { Models } from "../../models";
import { CACHE_KEYS, CACHE_TAGS } from "../../platform/cache-tags";
import type { ResponseCache } from "../../platform/response-cache";
import { DELETED_AUTHOR } from "./model";

/** How long a member's picture is reused without asking the database; a change drops it at once (see `changed`). */
const PICTURE_TTL_MS = 10 * 60_000;

/**
 * Members' profile pictures by username, for every list that shows authors (opinions, feeds,
 * search). Each is read once per PICTURE_TTL_MS, the missing ones of a list in one query; whoever
 * changes a picture (or removes the member) calls `changed`, which reaches every instance through
 * the cache relay.
 */
export function createPictureBook(models: Pick<Models, "User">, cache: ResponseCache) {
  return {
    async of(usernames: Iterable<string>): Promise<Map<string, ProfilePicture>> {
      const map = new Map<string, ProfilePicture>();
      const missing: string[] = [];
      for (const name of new Set(usernames)) {
        if (name === DELETED_AUTHOR) continue;
        const known = cache.get(CACHE_KEYS.picture(name));
        if (known === undefined) missing.push(name);
        else map.set(name, JSON.parse(known) as ProfilePicture);
      }
      if (missing.length === 0) return map;
      const startedAt = cache.now();
      const users = await models.User.find({ username: { $in: missing } }, { username: 1, profilePicture: 1 }).lean();
      const found = new Map(users.map((u) => [u.username, u]));
      // A name with no account (removed since) is kept as "no picture" too, so it is not asked for again.
      for (const name of missing) {
        const u = found.get(name);
        const picture: ProfilePicture = u?.profilePicture ? { url: u.profilePicture.url, mimetype: u.profilePicture.mimetype } : null;
        map.set(name, picture);
        cache.set(CACHE_KEYS.picture(name), [CACHE_TAGS.picture(name)], JSON.stringify(picture), PICTURE_TTL_MS, startedAt);
      }
      return map;
    },
    changed(username: string): void {
      cache.invalidate(CACHE_TAGS.picture(username));
    },
  };
}
export type PictureBook = ReturnType<typeof createPictureBook>;
