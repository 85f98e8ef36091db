import { CHAT_GENERIC_SUGGESTIONS, CHAT_TOPIC_STARTERS, chatSuggestionsFor } from "@pnyx/contract";
import { describe, expect, it } from "vitest";
import { matchChatSuggestions } from "./chat-suggestions";

const SCIENCE = "66a000000000000000000005";

describe("matchChatSuggestions", () => {
  it("offers the room's starters first, then the generic ones, five at most", () => {
    const all = chatSuggestionsFor(SCIENCE);
    expect(all).toEqual([...CHAT_TOPIC_STARTERS[SCIENCE], ...CHAT_GENERIC_SUGGESTIONS]);
    expect(CHAT_GENERIC_SUGGESTIONS).toHaveLength(10);
    expect(matchChatSuggestions("", all)).toEqual(all.slice(0, 5));
    expect(chatSuggestionsFor("66f000000000000000000099")).toEqual(CHAT_GENERIC_SUGGESTIONS);
  });

  it("matches by substring, or by a word longer than 2 characters, ignoring case", () => {
    const all = chatSuggestionsFor(SCIENCE);
    expect(matchChatSuggestions("DISCOVERY", all)).toEqual(["What scientific discovery surprised you recently?"]);
    // "is" and "an" are too short to match alone; "study" matches.
    expect(matchChatSuggestions("is an study", all)).toEqual(["How do you check whether a study is sound?"]);
    expect(matchChatSuggestions("zzz qq", all)).toEqual([]);
    // What is typed in full is not suggested again.
    expect(matchChatSuggestions("Thanks for sharing!", all)).not.toContain("Thanks for sharing!");
  });
});
