/** The start of a text for a reminder (audit summaries, notifications): at most `max` characters, "…" when cut. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
