// Feed items carry HTML (or plain text) from anyone: it is parsed by htmlparser2, a tolerant
// streaming parser that reads malformed markup the way browsers do in linear time, and decodes
// every named and numeric character reference (through `entities`); nothing here parses HTML itself.
import { decodeHTML, escapeText } from "entities";
import { Parser } from "htmlparser2";

// Elements whose content is never reader-facing text.
const DROPPED = new Set(["script", "style", "noscript", "template", "iframe", "object", "svg", "math", "head", "select", "button"]);
// Elements that stand as paragraphs of their own, where source whitespace says nothing.
const BLOCKS = new Set(
  "p div section article aside header footer main nav blockquote pre h1 h2 h3 h4 h5 h6 ul ol dl dt dd table thead tbody tfoot tr figure figcaption hr address details summary".split(
    " ",
  ),
);

/** What an element's start or end tag leaves in the text. */
function breakAt(name: string, opening: boolean): string {
  if (name === "br") return opening ? "\n" : "";
  if (name === "li") return opening ? "\n• " : "";
  if (name === "td" || name === "th") return " ";
  return BLOCKS.has(name) ? "\n\n" : "";
}

// Markup is told by its tags; text without any keeps its own line breaks.
const looksLikeHtml = (text: string) => /<\/?[a-zA-Z][^>]*>|<!--/.test(text);

/** Plain-text paragraphs separated by blank lines: no tags, entities decoded, whitespace tidied. */
export function htmlToText(input: string): string {
  if (!input) return "";
  const text = input.replace(/\r\n?/g, "\n");
  return tidy(looksLikeHtml(text) ? markupText(text) : decodeHTML(text));
}

/**
 * How deep markup may nest before the rest is left unread. Chromium builds no deeper tree either; the
 * parser's cost per tag grows with the depth, so without a bound deep nesting would take quadratic time.
 */
export const MAX_NESTING = 512;

/** The text an HTML fragment shows, with breaks where its tags make them. */
function markupText(html: string): string {
  const parts: string[] = [];
  let depth = 0;
  // How deep inside dropped elements the parser is (they nest: an <svg> inside a <noscript>).
  let dropped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (++depth > MAX_NESTING) parser.pause();
        if (DROPPED.has(name)) dropped++;
        else if (dropped === 0) parts.push(breakAt(name, true));
      },
      onclosetag(name) {
        depth--;
        if (DROPPED.has(name)) dropped = Math.max(0, dropped - 1);
        else if (dropped === 0) parts.push(breakAt(name, false));
      },
      ontext(text) {
        // Source whitespace is insignificant in HTML; only tags make breaks.
        if (dropped === 0) parts.push(text.replace(/\s+/g, " "));
      },
    },
    { decodeEntities: true, recognizeCDATA: true },
  );
  parser.write(html);
  // Paused at the bound, it reads no further: what was shown up to there is the text.
  if (depth <= MAX_NESTING) parser.end();
  return parts.join("");
}

/** Control characters out, runs of spaces as one, lines trimmed, paragraphs apart by one blank line. */
function tidy(text: string): string {
  const spaced = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").replace(/[ \t\u00A0\u2000-\u200A\u3000]+/g, " ");
  const paragraphs = spaced
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean);
  return paragraphs.join("\n\n");
}

/** The `src` of the fragment's first image, references decoded; null without one. */
export function firstImageSource(html: string): string | null {
  let source: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (source === null && name === "img" && attributes.src !== undefined) source = attributes.src;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return source;
}

/** Literal text as markup that reads back as the same text (Atom's type="text"). */
export const textAsHtml = (text: string): string => escapeText(text);
