import { describe, expect, it } from "vitest";
import { isPrivateQueryKey, pnyxKeys } from "./query-keys";

describe("isPrivateQueryKey", () => {
  it("names auth results, a member's own data and admin data private", () => {
    for (const key of [
      pnyxKeys.auth(),
      pnyxKeys.verifyEmail("token"),
      pnyxKeys.member.all(),
      pnyxKeys.member.notifications("ann"),
      pnyxKeys.member.levelAt("ann", 120),
      pnyxKeys.admin.reviewQueue(),
      pnyxKeys.admin.publishers(),
    ])
      expect(isPrivateQueryKey(key)).toBe(true);
  });

  it("leaves public data public, a viewer named in its key included", () => {
    for (const key of [
      pnyxKeys.all,
      pnyxKeys.health(),
      pnyxKeys.news.article("a1"),
      pnyxKeys.opinions.list("a1", "top"),
      pnyxKeys.users.profile("ann"),
      pnyxKeys.leaderboard("week", null),
      pnyxKeys.communities.postFor("p1", "ann"),
    ])
      expect(isPrivateQueryKey(key)).toBe(false);
  });

  it("matches whole key parts, not a part that only begins alike", () => {
    expect(isPrivateQueryKey(["pnyx", "authors"])).toBe(false);
    expect(isPrivateQueryKey(["pnyx", "members"])).toBe(false);
    expect(isPrivateQueryKey(["other", "auth"])).toBe(false);
  });
});
