import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// docs/architecture.md stays a page people read (issue 46): no longer than it was when it was cut
// down, and no wall of prose. Diagrams (code blocks) and tables may be as long as they need; every
// other run of non-blank lines (a paragraph, a list) is at most MAX_PARAGRAPH_LINES. Each check is
// also run on a planted page that breaks it.
const DOC = readFileSync(resolve(import.meta.dirname, "../docs/architecture.md"), "utf8");
/** The page's length before issue 46 cut it: it may not grow back past it. */
const MAX_LINES = 575;
const MAX_PARAGRAPH_LINES = 10;

/** Lines as `wc -l` counts them (a final newline ends the last line, it does not start another). */
const linesOf = (text: string) => text.replace(/\n$/, "").split("\n");

/** Runs of non-blank lines outside code blocks and tables: where each starts (1-based) and how long it is. */
function paragraphs(text: string): Array<{ line: number; length: number }> {
  const runs: Array<{ line: number; length: number }> = [];
  let inCode = false;
  let run: { line: number; length: number } | null = null;
  linesOf(text).forEach((raw, index) => {
    const line = raw.trim();
    const fence = line.startsWith("```");
    if (fence) inCode = !inCode;
    if (fence || inCode || line === "" || line.startsWith("|")) {
      run = null;
      return;
    }
    if (!run) runs.push((run = { line: index + 1, length: 0 }));
    run.length++;
  });
  return runs;
}

/** What breaks the page's rules: too many lines, and each paragraph that is too long. */
function problems(text: string): string[] {
  const lines = linesOf(text).length;
  return [
    ...(lines > MAX_LINES ? [`${lines} lines (at most ${MAX_LINES})`] : []),
    ...paragraphs(text)
      .filter((p) => p.length > MAX_PARAGRAPH_LINES)
      .map((p) => `the paragraph at line ${p.line} has ${p.length} lines (at most ${MAX_PARAGRAPH_LINES})`),
  ];
}

const prose = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1} of a paragraph.`).join("\n");

describe("docs/architecture.md", () => {
  it(`is at most ${MAX_LINES} lines, with no paragraph over ${MAX_PARAGRAPH_LINES} lines outside code blocks and tables`, () => {
    expect(paragraphs(DOC).length).toBeGreaterThan(30);
    expect(problems(DOC)).toEqual([]);
  });

  it("fails on a planted page that is too long or has a wall of prose", () => {
    // Short paragraphs (four lines and a blank), one line past the bound.
    const padded = `${Array.from({ length: MAX_LINES + 1 }, (_, i) => (i % 5 === 4 ? "" : "A short line.")).join("\n")}\n`;
    expect(linesOf(padded)).toHaveLength(MAX_LINES + 1);
    expect(problems(padded)).toEqual([`${MAX_LINES + 1} lines (at most ${MAX_LINES})`]);

    const wall = `# Title\n\n${prose(MAX_PARAGRAPH_LINES)}\n\n${prose(MAX_PARAGRAPH_LINES + 1)}\n`;
    expect(problems(wall)).toEqual([`the paragraph at line 14 has ${MAX_PARAGRAPH_LINES + 1} lines (at most ${MAX_PARAGRAPH_LINES})`]);
    // A list is a paragraph too.
    const list = Array.from({ length: MAX_PARAGRAPH_LINES + 1 }, (_, i) => `- item ${i + 1}`).join("\n");
    expect(problems(`Intro.\n\n${list}\n`)).toHaveLength(1);
  });

  it("lets diagrams and tables be as long as they need, and counts the prose around them apart", () => {
    const code = `\`\`\`\n${prose(40)}\n\`\`\``;
    const table = `| a | b |\n| - | - |\n${Array.from({ length: 40 }, (_, i) => `| ${i} | x |`).join("\n")}`;
    expect(problems(`${prose(MAX_PARAGRAPH_LINES)}\n${code}\n${prose(MAX_PARAGRAPH_LINES)}\n${table}\n${prose(MAX_PARAGRAPH_LINES)}\n`)).toEqual([]);
  });
});
