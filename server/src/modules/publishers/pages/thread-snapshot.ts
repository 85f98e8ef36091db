// GET /embed/thread?url=…: a thread's first page as HTML a publisher includes in its own page on its
// server: the <pnyx-opinions> element with a declarative shadow root holding the rendered opinions
// (what crawlers read, and what a reader sees before any script runs), their DiscussionForumPosting
// structured data, and the data the widget takes over with, so it does not ask for them again.
import { ArticleUrl, MAX_THREAD_TOKEN_LENGTH, type Opinion } from "@pnyx/contract";
import { DEFAULT_OPINIONS_STRINGS, ThreadSnapshot, type ThreadSnapshotData } from "@pnyx/embed/snapshot";
import { Elysia } from "elysia";
import { createElement } from "react";
import type { Models } from "../../../models";
import { escapeHtml, renderHtml, scriptJson } from "../../../platform/site/render";
import type { OpinionsService } from "../../opinions/service";

/** How long publishers' servers and shared caches may reuse a snapshot. */
export const SNAPSHOT_MAX_AGE_SECONDS = 60;

export interface SnapshotDeps {
  models: Pick<Models, "Article">;
  opinions: Pick<OpinionsService, "list">;
  /** The Pnyx site's public origin: the stylesheet, the replies' links. */
  publicUrl: string;
  now: () => Date;
}

/** The DiscussionForumPosting of an article's thread, with its first opinions as Comments. */
function structuredData(article: { title: string; source: string; link: string; publishedAt: Date }, opinions: readonly Opinion[], total: number) {
  return {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    headline: article.title,
    text: article.title,
    url: article.link,
    mainEntityOfPage: article.link,
    datePublished: article.publishedAt.toISOString(),
    author: { "@type": "Organization", name: article.source },
    commentCount: total,
    comment: opinions.map((opinion) => ({
      "@type": "Comment",
      text: opinion.text,
      datePublished: opinion.createdAt,
      author: { "@type": "Person", name: opinion.author },
      interactionStatistic: [
        { "@type": "InteractionCounter", interactionType: "https://schema.org/LikeAction", userInteractionCount: opinion.upvotes },
        { "@type": "InteractionCounter", interactionType: "https://schema.org/CommentAction", userInteractionCount: opinion.replyCount },
      ],
    })),
  };
}

/** The element's themes (the embed's `theme` attribute): a snapshot may carry one from its first paint. */
const THEMES = new Set(["light", "dark", "auto"]);
/** A thread token as a query may carry it: a JWT's characters, within the contract's length. */
const THREAD_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * `theme`: the element's attribute, so the snapshot shows in it before any script runs. `token`: the
 * publisher's thread token, carried by the element (`thread-token`) so the widget that takes it over
 * signs the thread (lists it, corrects it); it is checked there, not here.
 */
export async function threadSnapshotHtml(
  deps: SnapshotDeps,
  url: string,
  title: string | null,
  options: { theme?: string | null; token?: string | null } = {},
): Promise<string> {
  const { theme = null, token = null } = options;
  const article = await deps.models.Article.findOne({ link: url }, { title: 1, source: 1, link: 1, publishedAt: 1, totalComments: 1 }).lean();
  const base = deps.publicUrl;
  const attributes = [
    `article-url="${escapeHtml(url)}"`,
    ...((title ?? article?.title) ? [`article-title="${escapeHtml((title ?? article?.title)!)}"`] : []),
    ...(theme && THEMES.has(theme) ? [`theme="${theme}"`] : []),
    ...(token ? [`thread-token="${escapeHtml(token)}"`] : []),
  ].join(" ");
  if (!article) {
    // Nobody embedded it yet: the element alone; the widget makes the thread when it runs.
    return `<pnyx-opinions ${attributes}></pnyx-opinions>`;
  }
  const articleId = article._id.toString();
  const page = await deps.opinions.list({ postId: articleId, sort: "top", page: 1 });
  const total = article.totalComments;
  const view = renderHtml(
    createElement(ThreadSnapshot, {
      strings: DEFAULT_OPINIONS_STRINGS,
      opinions: page.comments,
      total,
      now: deps.now().getTime(),
      discussionHref: `${base}/details/${articleId}`,
    }),
  );
  const data: ThreadSnapshotData = { articleId, url, opinions: page.comments, total, hasMore: page.hasMore };
  return [
    `<pnyx-opinions ${attributes}>`,
    `<template shadowrootmode="open">`,
    `<link rel="stylesheet" href="${escapeHtml(base)}/embed/embed.css" data-pnyx="">`,
    `<div class="pnyx-root" data-pnyx-snapshot="">${view}</div>`,
    `<script type="application/json" data-pnyx-thread="">${scriptJson(data)}</script>`,
    `</template>`,
    `<script type="application/ld+json">${scriptJson(structuredData({ ...article, link: url }, page.comments, total))}</script>`,
    `</pnyx-opinions>`,
  ].join("");
}

/**
 * The route: `url` (the article's address, required), `title`, `theme` (`light`, `dark` or `auto`)
 * and `token` (a thread token; optional) in the query.
 */
export const threadSnapshotRoute = (deps: SnapshotDeps) =>
  new Elysia({ name: "pnyx/embed-thread-snapshot" }).get("/embed/thread", async ({ query, set }) => {
    const url = ArticleUrl.safeParse(typeof query.url === "string" ? query.url : "");
    set.headers["access-control-allow-origin"] = "*";
    if (!url.success) {
      set.status = 400;
      set.headers["content-type"] = "text/plain; charset=utf-8";
      return `Name the article: /embed/thread?url=<its absolute http(s) address> (${url.error.issues[0]?.message ?? "invalid"})`;
    }
    const title = typeof query.title === "string" && query.title.trim() ? query.title.trim().slice(0, 300) : null;
    const token = typeof query.token === "string" && query.token.length <= MAX_THREAD_TOKEN_LENGTH && THREAD_TOKEN.test(query.token) ? query.token : null;
    set.headers["content-type"] = "text/html; charset=utf-8";
    set.headers["cache-control"] = `public, max-age=${SNAPSHOT_MAX_AGE_SECONDS}`;
    // A fragment for the publisher's page: indexed there, never as a page of its own here; opened
    // directly, it runs nothing.
    set.headers["x-robots-tag"] = "noindex";
    set.headers["x-content-type-options"] = "nosniff";
    set.headers["content-security-policy"] =
      `default-src 'none'; style-src ${new URL(deps.publicUrl).origin}; img-src ${new URL(deps.publicUrl).origin} data:; sandbox`;
    return threadSnapshotHtml(deps, url.data, title, { theme: typeof query.theme === "string" ? query.theme : null, token });
  });
