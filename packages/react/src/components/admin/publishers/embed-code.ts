// What a publisher pastes into its pages, made from its register entry and Pnyx's public address:
// the script and elements, and the single sign-on settings (the publisher id is the tokens' `aud`).

/** An article address on the publisher's own site, for the example elements. */
const exampleArticle = (origins: readonly string[]) => `${origins[0] ?? "https://paper.example"}/2026/11/an-article`;

/** The script tag and one thread and one count, ready to paste into a page. */
export function embedSnippet(pnyxOrigin: string, origins: readonly string[]): string {
  const article = exampleArticle(origins);
  return [
    `<script src="${pnyxOrigin}/embed.js" async></script>`,
    "",
    `<pnyx-opinions article-url="${article}" article-title="The article's title"></pnyx-opinions>`,
    `<pnyx-count article-url="${article}"></pnyx-count>`,
  ].join("\n");
}

/** The `pnyxConfig` a script file of the publisher's sets before embed.js loads: single sign-on with its accounts. */
export function ssoConfig(publisherId: string): string {
  return [
    "// A script file of your site, loaded before embed.js (a strict CSP allows no inline script).",
    "window.pnyxConfig = {",
    "  sso: {",
    `    publisher: "${publisherId}",`,
    "    // A fresh token your server signs for the reader logged in now (aud: the publisher id), or null.",
    '    getToken: () => fetch("/pnyx-token").then((r) => (r.status === 200 ? r.text() : null)),',
    '    // What "Log in" in the embed does: open your login.',
    '    onLoginRequest: () => location.assign("/login?next=" + encodeURIComponent(location.pathname)),',
    "  },",
    "};",
  ].join("\n");
}
