import { format, formatDistanceToNow } from "date-fns";

/** Joins class names, skipping empty ones. */
export const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(" ");

/** Cuts text to `max` characters (counted as the reader sees them), adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : text;
}

/** Three or more consecutive blank lines become one (product §5: article text). */
export function collapseBlankLines(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/\n(?:[ \t]*\n){3,}/g, "\n\n");
}

/**
 * "about 1 hour ago", in date-fns' wording. Shown in `<time suppressHydrationWarning>`: a page the
 * server rendered a moment ago may read "1 minute ago" in the browser, and that text alone may differ
 * (as dates may, in another time zone) without the page being rendered anew.
 */
export function relativeTime(iso: string, addSuffix = true): string {
  return formatDistanceToNow(new Date(iso), { addSuffix });
}

/** "22 November 2026": comment and article dates in long English form. */
export function longDate(iso: string): string {
  return format(new Date(iso), "d MMMM yyyy");
}

/** "22 Nov 2026, 10:00": when something was recorded, to the minute (admin tables). */
export function shortDateTime(iso: string): string {
  return format(new Date(iso), "d MMM yyyy, HH:mm");
}

/**
 * An article's `totalComments`: its opinions and their replies together. Said as such wherever it
 * is shown (cards, search, the article), so the number matches what the article page lists.
 */
export function opinionsAndReplies(count: number): string {
  return count === 1 ? "1 opinion or reply" : `${count} opinions and replies`;
}

export const likes = (count: number) => `${count} ${count === 1 ? "like" : "likes"}`;
