import { describe, expect, it } from "vitest";
import { Opinion } from "../opinions";
import { Session } from "../session";
import { FIXTURE_IDS, aPopularOpinion, aSession, aVoteState, anArticleSummary, anId, anOpinion } from "./index";

describe("contract fixtures", () => {
  it("are valid answers, with the caller's changes applied", () => {
    expect(Session.parse(aSession())).toEqual(aSession());
    expect(aSession({ points: 5, username: "grace" })).toMatchObject({ points: 5, username: "grace", token: "member-token" });
    expect(Opinion.parse(anOpinion({ text: "Hi" })).text).toBe("Hi");
    expect(aPopularOpinion().post._id).toBe(FIXTURE_IDS.article);
  });

  it("fail at once when a change breaks the contract", () => {
    expect(() => aSession({ points: -1 })).toThrow(/aSession: breaks the contract at points/);
    expect(() => aVoteState({ vote: 2 as never })).toThrow(/aVoteState: breaks the contract at vote/);
    expect(() => anArticleSummary({ category: "Gossip" as never })).toThrow(/category/);
  });

  it("refuse ids that are not canonical", () => {
    expect(() => anOpinion({ _id: "c1" })).toThrow(/_id must be a canonical id/);
    expect(() => anOpinion({ postId: FIXTURE_IDS.article.toUpperCase() })).toThrow(/postId/);
    expect(anOpinion({ parentId: FIXTURE_IDS.opinion }).parentId).toBe(FIXTURE_IDS.opinion);
  });

  it("anId makes distinct canonical ids", () => {
    const ids = new Set(Array.from({ length: 50 }, () => anId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(anId("65f0")).toMatch(/^65f0[0-9a-f]{20}$/);
    expect(() => anId("XY")).toThrow();
  });
});
