import { describe, expect, it } from "bun:test";
import { FEED_LIMITS } from "./limits";
import { firstImageSource, htmlToText, MAX_NESTING, textAsHtml } from "./html-text";
import { parseFeed } from "./parse";

/** An RSS document with one item whose description is `html` (as CDATA, so any markup goes in). */
const rssWith = (html: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://t.example</link><description>d</description>
    <item><title>Item</title><link>https://t.example/a</link><description><![CDATA[${html}]]></description></item></channel></rss>`;

describe("htmlToText decodes character references", () => {
  it("decodes numeric references, decimal and hex, and refuses the ones no character has", () => {
    expect(htmlToText("<p>&#8220;Quoted&#8221; &#x2014; &#X1F600; &#65;&#x42;</p>")).toBe("“Quoted” — 😀 AB");
    // Zero, surrogates and numbers past Unicode become the replacement character, as in browsers.
    expect(htmlToText("<p>a&#0;b&#xD800;c&#x110000;d</p>")).toBe("a\uFFFDb\uFFFDc\uFFFDd");
  });

  it("decodes every named reference HTML has, not a chosen few", () => {
    expect(htmlToText("<p>&eacute;t&eacute; &euro;5 &hearts; &Omega; &frac34; &rarr; &NotEqualTilde;</p>")).toBe("été €5 ♥ Ω ¾ → ≂̸");
    // Plain text is decoded too, keeping its own line breaks.
    expect(htmlToText("Caf&eacute; &amp; bar\nsecond line")).toBe("Café & bar\nsecond line");
  });

  it("leaves unknown names as written and decodes only once", () => {
    expect(htmlToText("<p>&bogus; &amp;lt;b&amp;gt; AT&T</p>")).toBe("&bogus; &lt;b&gt; AT&T");
    // As in browsers, the legacy names that need no ';' are read even inside a longer word.
    expect(htmlToText("<p>&copy 2026 &notit;</p>")).toBe("© 2026 ¬it;");
    expect(htmlToText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<script>alert(1)</script>");
  });

  it("reads references in attributes too (a picture's address)", () => {
    expect(firstImageSource('<p>x</p><img alt="a>b" src="https://i.example/p.jpg?w=1&amp;h=2"><img src="https://i.example/second.jpg">')).toBe(
      "https://i.example/p.jpg?w=1&h=2",
    );
    expect(firstImageSource("<!-- <img src='https://i.example/commented.jpg'> --><p>no picture</p>")).toBeNull();
  });

  it("escapes literal text so it reads back as the same text", () => {
    const literal = "1 < 2 & <b>not bold</b> &amp;";
    expect(htmlToText(textAsHtml(literal))).toBe(literal);
  });
});

describe("htmlToText reads markup", () => {
  it("flattens nested inline tags and breaks at nested blocks, lists and cells", () => {
    expect(htmlToText("<div><section><p>One <em><strong>two <a href='#'>three</a></strong></em></p><blockquote><p>Four</p></blockquote></section></div>")).toBe(
      "One two three\n\nFour",
    );
    expect(htmlToText("<ul><li>a<ul><li>a.1</li></ul></li><li>b</li></ul><table><tr><td>x</td><td>y</td></tr></table>")).toBe("• a\n\n• a.1\n\n• b\n\nx y");
  });

  it("drops scripts, styles and other non-text elements, even with markup-looking text inside", () => {
    const html =
      "<p>Kept</p><script>document.write('<p>injected</p>')</script><style>p::after { content: '</p>styled' }</style>" +
      "<noscript><p>no script</p></noscript><svg><text>drawn</text></svg><template><p>later</p></template><p>Also kept</p>";
    expect(htmlToText(html)).toBe("Kept\n\nAlso kept");
    expect(htmlToText("<SCRIPT type='text/javascript'>var x = 1;</SCRIPT><P>Upper-case tags</P>")).toBe("Upper-case tags");
  });

  it("reads malformed markup as browsers do: unclosed, stray and unquoted tags, '<' in text", () => {
    expect(htmlToText("<p>One <b>bold<p>Two</i></div> and <a href=x title='a>b'>link</a>")).toBe("One bold\n\nTwo and link");
    expect(htmlToText("<p>3 < 5 and 5 > 3</p>")).toBe("3 < 5 and 5 > 3");
    // An unclosed script swallows what follows, as it does in a browser: nothing of it is shown.
    expect(htmlToText("<p>Before</p><script>steal(document.cookie)<p>After")).toBe("Before");
    expect(htmlToText("<p>Unterminated <b")).toBe("Unterminated");
    expect(htmlToText("<p>CDATA: <![CDATA[kept as text]]></p>")).toBe("CDATA: kept as text");
  });

  it("keeps huge input bounded: linear time on pathological markup, and stored content within its limit", () => {
    const pathological = [
      // Each unclosed opening tag made the expressions this replaced scan to the end again (10,000 took 4 s).
      "<noscript>x".repeat(50_000),
      `<p>Shown</p>${"<div>".repeat(100_000)}unread${"</div>".repeat(100_000)}`,
      `<p>${"word &amp; ".repeat(100_000)}</p>`,
    ];
    for (const html of pathological) {
      const started = performance.now();
      htmlToText(html);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    // Nesting deeper than a browser builds is left unread; up to there, text is read at any depth.
    expect(htmlToText(pathological[1]!)).toBe("Shown");
    expect(htmlToText(`${"<div>".repeat(MAX_NESTING - 1)}deep`)).toBe("deep");

    const [item] = parseFeed(rssWith(`<p>${"A long sentence that goes on. ".repeat(100_000)}</p>`));
    expect(item!.content.length).toBeLessThanOrEqual(FEED_LIMITS.contentChars);
    expect(item!.content.endsWith("…")).toBe(true);
  });
});
