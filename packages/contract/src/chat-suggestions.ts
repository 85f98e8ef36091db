// Conversation starters the chat composer suggests (product §9: up to LIMITS.chatSuggestions of them,
// the room's topic starters first, then the generic ones). Keyed by the fixed community ids.
import { FIXED_COMMUNITIES } from "./communities";

type FixedCommunityId = (typeof FIXED_COMMUNITIES)[number]["id"];

/** The ten suggestions every room offers. */
export const CHAT_GENERIC_SUGGESTIONS = [
  "Hello everyone!",
  "What do you think about this?",
  "Can you share a source for that?",
  "I agree with that point.",
  "I see it differently, and here is why.",
  "Has anyone read the latest article on this?",
  "What would change your mind?",
  "Thanks for sharing!",
  "Could you explain that a bit more?",
  "Let's keep the discussion respectful.",
] as const;

/** Each room's own starters, by community id. */
export const CHAT_TOPIC_STARTERS: Readonly<Record<FixedCommunityId, readonly string[]>> = {
  "66a000000000000000000001": ["What is the biggest world story this week?", "Which region deserves more coverage?", "How do you follow international news?"],
  "66a000000000000000000002": [
    "Which policy debate matters most right now?",
    "How can we disagree on politics and stay civil?",
    "What do you expect from the next election?",
  ],
  "66a000000000000000000003": ["Which company made the boldest move lately?", "Is the economy heading up or down?", "What business book changed how you work?"],
  "66a000000000000000000004": [
    "Which new technology are you most excited about?",
    "Is AI helping or hurting your work?",
    "What gadget could you not live without?",
  ],
  "66a000000000000000000005": [
    "What scientific discovery surprised you recently?",
    "Which open question in science fascinates you?",
    "How do you check whether a study is sound?",
  ],
  "66a000000000000000000006": ["What healthy habit stuck with you?", "How do you judge health advice online?", "What should public health focus on next?"],
  "66a000000000000000000007": [
    "What climate solution gives you hope?",
    "What do you do to live more sustainably?",
    "Which environmental story deserves attention?",
  ],
  "66a000000000000000000008": [
    "Who is the best athlete right now?",
    "Which match are you watching this weekend?",
    "What is the greatest comeback you have seen?",
  ],
  "66a000000000000000000009": [
    "What are you watching or listening to lately?",
    "Which film deserves more attention?",
    "Who is the most underrated artist today?",
  ],
  "66a00000000000000000000a": [
    "Which expert view changed your mind?",
    "When should we trust experts, and when not?",
    "What question would you ask an expert here?",
  ],
  "66a00000000000000000000b": [
    "What is the best free course you have taken?",
    "How do you learn something new quickly?",
    "Which resource would you recommend to a beginner?",
  ],
  "66a00000000000000000000c": ["What are you reading right now?", "Which article made you think this week?", "What book would you recommend to everyone?"],
  "66a00000000000000000000d": ["Share a line of poetry you love.", "What story has stayed with you for years?", "Who is your favourite storyteller?"],
  "66a00000000000000000000e": ["What keeps you motivated on hard days?", "Share a small win from this week.", "What advice would you give your younger self?"],
  "66a00000000000000000000f": [
    "Who would you most like to interview?",
    "Which interview taught you something new?",
    "What question do interviewers never ask?",
  ],
};

/** A room's starters followed by the generic ones (a room that is not a fixed community has only the latter). */
export function chatSuggestionsFor(topicId: string): readonly string[] {
  const starters = CHAT_TOPIC_STARTERS[topicId.toLowerCase() as FixedCommunityId] ?? [];
  return [...starters, ...CHAT_GENERIC_SUGGESTIONS];
}
