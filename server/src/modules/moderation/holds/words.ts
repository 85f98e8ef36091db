// The site's word list as a matcher (issue 47): whole words, in any case, taken literally. No entry
// ever becomes a regular expression: a text is cut into words by one fixed pattern and each word
// looked up in a Set; an entry that is not a single word (a phrase, or one with punctuation, such as
// `a.*b` or `(`) is found by plain substring search, standing on its own (no letter or digit right
// before or after it). So every entry matches only itself.
import type { ModerationSettings } from "@pnyx/contract";

export type WordAction = ModerationSettings["words"][number]["action"];

/** Letters (with their marks) and digits: what words are made of. A fixed pattern, never built from input. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const ONE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** The same text whatever its case, width or spacing (NFKC, lower case, runs of white space as one space). */
export const normalized = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();

export interface WordMatcher {
  /** The weightiest action the texts call for (`block` over `hold`), or null when no entry is in them. */
  match(texts: readonly string[]): WordAction | null;
}

export function compileWords(words: ModerationSettings["words"]): WordMatcher {
  const single = new Map<string, WordAction>();
  const phrases = new Map<string, WordAction>();
  for (const { word, action } of words) {
    const entry = normalized(word);
    if (entry === "") continue;
    const table = ONE_WORD.test(entry) ? single : phrases;
    // An entry listed twice: `block` wins.
    if (table.get(entry) !== "block") table.set(entry, action);
  }

  /** Whether `entry` stands in `text` on its own: the characters around it, if any, are not letters or digits. */
  function stands(text: string, entry: string): boolean {
    for (let at = text.indexOf(entry); at !== -1; at = text.indexOf(entry, at + 1)) {
      const before = at === 0 ? "" : text[at - 1]!;
      const after = text[at + entry.length] ?? "";
      if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return true;
    }
    return false;
  }

  return {
    match(texts) {
      let found: WordAction | null = null;
      for (const raw of texts) {
        const text = normalized(raw);
        if (single.size > 0) {
          for (const [word] of text.matchAll(WORD)) {
            const action = single.get(word);
            if (action === "block") return "block";
            if (action) found = "hold";
          }
        }
        for (const [entry, action] of phrases) {
          if (!stands(text, entry)) continue;
          if (action === "block") return "block";
          found = "hold";
        }
      }
      return found;
    },
  };
}
