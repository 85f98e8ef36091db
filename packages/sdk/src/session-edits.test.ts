import { aSession, aVoteState, FIXTURE_IDS } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { createMemorySessionStore } from "./session";
import { createSessionEdits, voteIn } from "./session-edits";

const POST = FIXTURE_IDS.article;
const COMMENT = FIXTURE_IDS.opinion;

function edits(user = aSession()) {
  const store = createMemorySessionStore({ user });
  return { store, session: createSessionEdits(store) };
}

describe("createSessionEdits", () => {
  it("patches only the session whose token is given", () => {
    const { store, session } = edits();
    session.patchIfSameToken({ points: 1 }, "someone-else");
    expect(store.get().user?.points).toBe(740);
    session.setCategories(["World"], "member-token");
    session.setFollowing(["grace"], "member-token");
    expect(store.get().user).toMatchObject({ selectedCategories: ["World"], following: ["grace"] });
    session.setUser(null);
    session.setFollowing(["alan"], "member-token");
    expect(store.get().user).toBeNull();
  });

  it("markVote marks at once; its undo restores the vote before, unless the session changed hands", () => {
    const { store, session } = edits(aSession({ likedPosts: [POST], dislikedPosts: [FIXTURE_IDS.otherArticle] }));
    const undo = session.markVote("article", POST, -1);
    expect(store.get().user).toMatchObject({ likedPosts: [], dislikedPosts: [FIXTURE_IDS.otherArticle, POST] });
    undo();
    expect(store.get().user).toMatchObject({ likedPosts: [POST], dislikedPosts: [FIXTURE_IDS.otherArticle] });

    const later = session.markVote("comment", COMMENT, 1);
    store.set({ user: aSession({ token: "next-token" }), admin: null });
    later();
    expect(voteIn(store.get().user, "comment", COMMENT)).toBe(0);
  });

  it("settleVote takes lists and points from the answer, for the same session only", () => {
    const { store, session } = edits();
    session.settleVote("comment", COMMENT, aVoteState({ targetId: COMMENT, vote: -1, points: 10 }), "stale-token");
    expect(store.get().user).toMatchObject({ dislikedComments: [], points: 740 });
    session.settleVote("comment", COMMENT, aVoteState({ targetId: COMMENT, vote: -1, points: 10 }), "member-token");
    expect(store.get().user).toMatchObject({ likedComments: [], dislikedComments: [COMMENT], points: 10 });
  });

  it("markFollowing marks at once and its undo puts the list back as it was", () => {
    const { store, session } = edits(aSession({ following: ["grace", "alan"] }));
    const undo = session.markFollowing("grace", false);
    expect(store.get().user?.following).toEqual(["alan"]);
    undo();
    expect(store.get().user?.following).toEqual(["grace", "alan"]);
    const visitor = createMemorySessionStore();
    createSessionEdits(visitor).markFollowing("grace", true)();
    expect(visitor.get().user).toBeNull();
  });

  it("earnPoints moves the points by what an answer says was earned, never below zero, for the session that made the call", () => {
    const { store, session } = edits(aSession({ points: 10 }));
    session.earnPoints("member-token", 20);
    expect(store.get().user?.points).toBe(30);
    session.earnPoints("member-token", 0);
    expect(store.get().user?.points).toBe(30);
    session.earnPoints("member-token", -20);
    session.earnPoints("member-token", -20);
    expect(store.get().user?.points).toBe(0);
    session.earnPoints("another-token", 20);
    expect(store.get().user?.points).toBe(0);
  });

  it("takeProfile keeps the stored token when the answer's is empty, and stores only the same member", () => {
    const { store, session } = edits();
    expect(session.takeProfile(aSession({ token: "", description: "New" }))).toMatchObject({ token: "member-token", description: "New" });
    expect(store.get().user?.description).toBe("New");
    session.takeProfile(aSession({ username: "bob", description: "Not mine" }));
    expect(store.get().user).toMatchObject({ username: "ada", description: "New" });
  });

  it("forgetRefused and endIfSameToken clear a slice only for the token that was refused", () => {
    const store = createMemorySessionStore({ user: aSession(), admin: { message: "ok", username: "root", token: "admin-token" } });
    const session = createSessionEdits(store);
    session.forgetRefused("admin", "old-admin-token");
    session.endIfSameToken("old-member-token");
    expect(store.get()).toMatchObject({ user: { token: "member-token" }, admin: { token: "admin-token" } });
    session.forgetRefused("admin", "admin-token");
    session.endIfSameToken("member-token");
    expect(store.get()).toEqual({ user: null, admin: null });
  });
});
