import { MemberStanding, ModerationSettings, Sanction } from "../moderation";
import { fixture } from "./build";
import { FIXTURE_TIME } from "./fixtures";
import { FIXTURE_IDS } from "./ids";

// Sanctions, standings and hold settings (issue 47), for tests of what shows and sends them.

/** A day's suspension of `grace`, site-wide, for spam, still in force. */
export const aSanction = fixture(
  "aSanction",
  Sanction,
  {
    _id: "66b000000000000000000047",
    username: "grace",
    kind: "suspend",
    communityId: null,
    until: "2026-11-23T09:00:00.000Z",
    reasonId: "spam",
    reason: "Spam",
    note: null,
    by: "root",
    at: FIXTURE_TIME,
    liftedAt: null,
  },
  ["_id", "communityId"],
);

/** `grace` as a moderator judges her: no record yet, no sanction in force. */
export const aMemberStanding = fixture("aMemberStanding", MemberStanding, {
  username: "grace",
  points: 120,
  memberSince: FIXTURE_TIME,
  removed: 0,
  approved: 0,
  reportsUpheld: 0,
  reportsRejected: 0,
  sanction: null,
});

/** A site that holds new members' first two writings (none in one community) and blocks one word. */
export const someHoldSettings = fixture("someHoldSettings", ModerationSettings, {
  holdFirst: 2,
  words: [
    { word: "spam", action: "block" },
    { word: "casino", action: "hold" },
  ],
  communities: [{ communityId: FIXTURE_IDS.community, holdFirst: 0 }],
});
