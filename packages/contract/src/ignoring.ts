import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { UsernameRef } from "./identity";

// Members ignore members (issue 47): whose opinions, replies and chat messages fold for them. Its own
// module, as report-details.ts, so the script-tag embed (which ignores from a thread) does not carry
// the rest of moderation's schemas. The limit is MODERATION_LIMITS.ignoredMax (moderation.ts).

/** Members: the members they ignore (their opinions, replies and chat messages are folded for them everywhere). */
export const ignoredMembersEndpoint = defineEndpoint({
  embed: true,
  method: "GET",
  path: "/api/moderation/ignored",
  auth: "member",
  response: z.object({ usernames: z.array(z.string()) }),
});

/** Members: ignores a member (not themselves; 404 for a name no member has; at most MODERATION_LIMITS.ignoredMax). */
export const ignoreMemberEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/moderation/ignore",
  auth: "member",
  request: z.object({ username: UsernameRef }),
  response: z.object({ usernames: z.array(z.string()) }),
});

/** Members: stops ignoring a member. */
export const unignoreMemberEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/moderation/unignore",
  auth: "member",
  request: z.object({ username: UsernameRef }),
  response: z.object({ usernames: z.array(z.string()) }),
});
