import { describe, expect, it } from "vitest";
import { COMMUNITY_GROUP_TITLES, FIXED_COMMUNITIES, communitiesOf } from "./communities";

describe("fixed communities", () => {
  it("lists the nine main topics and six special-interest groups in menu order", () => {
    expect(communitiesOf("main").map((c) => c.name)).toEqual([
      "World News",
      "Politics",
      "Business",
      "Technology",
      "Science",
      "Health",
      "Environment",
      "Sports",
      "Entertainment",
    ]);
    expect(communitiesOf("special").map((c) => c.name)).toEqual([
      "Expert Opinions",
      "Educational Resources",
      "Book & Article Reviews",
      "Poetry/Storytelling",
      "Motivational",
      "Interviews",
    ]);
    expect(COMMUNITY_GROUP_TITLES).toEqual({ main: "Main Topics", special: "Special Interest" });
  });

  it("gives each a unique id that is a valid ObjectId string", () => {
    const ids = FIXED_COMMUNITIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(15);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });
});
