// Which suggestions the composer offers for what is typed (product §9): up to LIMITS.chatSuggestions,
// each containing the typed text, or one of its words longer than 2 characters.
import { LIMITS } from "@pnyx/contract";

export function matchChatSuggestions(typed: string, candidates: readonly string[], limit: number = LIMITS.chatSuggestions): string[] {
  const text = typed.trim().toLowerCase();
  if (!text) return candidates.slice(0, limit);
  const words = text.split(/\s+/).filter((word) => word.length > 2);
  return candidates
    .filter((candidate) => {
      const lower = candidate.toLowerCase();
      return lower !== text && (lower.includes(text) || words.some((word) => lower.includes(word)));
    })
    .slice(0, limit);
}
