/** Words whose full stop does not end a sentence ("said Dr. Olsson"), and initials ("J. Smith"). */
const NOT_A_SENTENCE_END = /(?:\b(?:Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|No|vs|etc|e\.g|i\.e)|\b[A-Z])\.$/;

/**
 * A long text shortened to at most `max` characters where a reader expects a pause: after the last
 * paragraph or sentence that fits (no ellipsis: 'See more' follows). Only when none ends in the
 * second half is it cut at a word, with an ellipsis, so it never ends on a lone 'The…'.
 */
export function collapseText(text: string, max: number): string {
  if (text.length <= max) return text;
  // One character more, to see whether a sentence ending exactly at `max` is followed by a space.
  const head = text.slice(0, max + 1);
  let end = -1;
  for (const match of head.matchAll(/\n|[.!?…]["'”’)\]]*(?=\s)/g)) {
    const at = match[0] === "\n" ? match.index : match.index + match[0].length;
    if (at > max) break;
    if (match[0] !== "\n" && NOT_A_SENTENCE_END.test(text.slice(0, at))) continue;
    end = at;
  }
  if (end >= max / 2) return text.slice(0, end).trimEnd();
  return `${cutAtWord(text, max)}…`;
}

/** The text up to `max` characters, cut at the last word boundary when there is one. */
function cutAtWord(text: string, max: number): string {
  const head = text.slice(0, max);
  const space = head.search(/\s\S*$/);
  return (space > max * 0.6 ? head.slice(0, space) : head).trimEnd();
}
