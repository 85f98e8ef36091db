// GET /embed/demo: the three embeds on one page of the site itself, as a publisher would place them
// (a thread included server-rendered, counts, a chat room), with the snippet to copy.
import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { Elysia } from "elysia";
import { escapeHtml } from "../../../platform/site/render";
import { siteHeaders } from "../../../platform/security-headers";
import { DEMO_PATH } from "../api/demo-path";
import { threadSnapshotHtml, type SnapshotDeps } from "./thread-snapshot";

export async function demoPageHtml(deps: SnapshotDeps): Promise<string> {
  const base = deps.publicUrl;
  const article = `${base}${DEMO_PATH}`;
  const room = FIXED_COMMUNITIES[0]!;
  const snippet = [
    `<script src="${base}/embed.js" async></script>`,
    `<pnyx-opinions article-url="https://paper.example/2026/11/vote" article-title="The vote"></pnyx-opinions>`,
    `<pnyx-count article-url="https://paper.example/2026/11/vote"></pnyx-count>`,
    `<pnyx-chat room="${room.id}"></pnyx-chat>`,
  ].join("\n");
  const thread = await threadSnapshotHtml(deps, article, "Pnyx embeds: the demo");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pnyx embeds: demo</title>
<link rel="icon" type="image/svg+xml" href="/logo.svg">
<style>
  body { margin: 0; font: 16px/1.6 system-ui, sans-serif; color: #1d2230; background: #f6f7fb; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px 64px; display: grid; gap: 24px; }
  h1 { font-size: 1.75rem; line-height: 1.2; margin: 0; }
  h2 { font-size: 1.2rem; margin: 0 0 8px; }
  pre { margin: 0; padding: 12px; background: #1d2230; color: #f6f7fb; border-radius: 8px; overflow-x: auto; max-width: 100%; font-size: 0.85rem; }
  section { min-width: 0; }
</style>
<script src="/embed.js" async></script>
</head>
<body>
<main>
  <h1>Pnyx on any page</h1>
  <p>A publisher adds one script and places the elements where they belong.</p>
  <p>Opinions on this page: <pnyx-count article-url="${escapeHtml(article)}"></pnyx-count></p>
  <section aria-labelledby="snippet"><h2 id="snippet">The snippet</h2><pre><code>${escapeHtml(snippet)}</code></pre></section>
  <section aria-label="Opinions">${thread}</section>
  <section aria-labelledby="chat"><h2 id="chat">A chat room</h2><pnyx-chat room="${room.id}"></pnyx-chat></section>
</main>
</body>
</html>`;
}

export const demoPageRoute = (deps: SnapshotDeps) =>
  new Elysia({ name: "pnyx/embed-demo" }).get(DEMO_PATH, async ({ set }) => {
    Object.assign(set.headers, siteHeaders(DEMO_PATH));
    set.headers["content-type"] = "text/html; charset=utf-8";
    set.headers["cache-control"] = "no-cache";
    return demoPageHtml(deps);
  });
