// The intent table: every kind of thing a write may touch, declared by the module that owns it with
// its recount (platform/intents.ts). A writer names what it touches by these kinds' keys; the
// reconciler repairs what a crash cut short by their recounts. A new kind goes here with its module.
import type { Models } from "./models";
import { POLL_INTENT } from "./modules/chat/poll-counts";
import { COMMUNITY_INTENT } from "./modules/communities/community-intent";
import { MEMBER_INTENT } from "./modules/gamification/member-intent";
import { QUEUE_INTENT } from "./modules/moderation/queue-intent";
import { REWARD_INTENT } from "./modules/gamification/reward-intent";
import { OPINIONS_INTENT, REPLIES_INTENT } from "./modules/opinions/counts";
import { VOTES_INTENT } from "./modules/votes/counts";
import { intentTable } from "./platform/intents";

export const intentKinds = intentTable<Models>(
  [
    ...Object.values(VOTES_INTENT),
    ...Object.values(OPINIONS_INTENT),
    REPLIES_INTENT,
    COMMUNITY_INTENT,
    MEMBER_INTENT,
    POLL_INTENT,
    REWARD_INTENT,
    QUEUE_INTENT,
  ],
  // A target's key before issue 46 covered its votes and its opinions together.
  { article: ["articleVotes", "articleOpinions"], communityPost: ["communityPostVotes", "communityPostOpinions"], comment: ["commentVotes", "replies"] },
);
