import { z } from "./zod";

// Titles people read in lists (articles made by publishers' embeds, corrected by administrators). A
// title of nothing but invisible characters shows as a blank card; one holding a right-to-left
// override turns the text after it backwards ("fdp.exe" tricks) wherever the title is shown.

/** Longest article title stored. */
export const MAX_ARTICLE_TITLE_LENGTH = 300;

/**
 * Removed from every stored title: control characters (C0, DEL, C1; line breaks and tabs become a
 * space) and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * reorder the text around them. Marks that do not reorder (U+200E/U+200F) and joiners, which some
 * scripts and emoji need (U+200C/U+200D), stay.
 */
const STRIPPED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const BREAKS = /[\t\n\r]/g;

/**
 * A character that shows: not white space, not a control, format (zero-width spaces and joiners,
 * bidi marks, U+FEFF, tags), private-use, unassigned or lone-surrogate character, not a mark that
 * needs a base, and not one of the blank letters (the Hangul fillers, the blank Braille pattern).
 */
const VISIBLE = /[^\p{White_Space}\p{C}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** The title as stored: controls and reordering characters removed, white space trimmed. */
export const cleanTitle = (title: string): string => title.replace(BREAKS, " ").replace(STRIPPED, "").trim();

/** Whether the text has at least one character that shows. */
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text);

/** An article's title: cleaned (cleanTitle), 1 to 300 characters, at least one of them visible. */
export const ArticleTitle = z
  .string()
  .transform(cleanTitle)
  .pipe(
    z
      .string()
      .min(1, "The article needs a title")
      .max(MAX_ARTICLE_TITLE_LENGTH, "The title is too long")
      .refine(hasVisibleCharacter, "The title needs a visible character"),
  );
