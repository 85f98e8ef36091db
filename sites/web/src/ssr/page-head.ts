import { pnyxKeys } from "@pnyx/react";
import type { Article, PublicProfile } from "@pnyx/contract";
import type { CommunityPageResponse } from "@pnyx/sdk";
import type { QueryClient } from "@tanstack/react-query";

/** What a server-rendered page says about itself to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's address without query or hash. */
  canonical: string;
  image: string | null;
  type: "website" | "article" | "profile";
  /** schema.org data for the page, if it has any of its own. */
  structuredData: Record<string, unknown> | null;
  /** Kept out of search engines' indexes: the page of a thread Pnyx does not list (a publisher's, not yet signed). */
  noindex?: true;
}

/** The matched route as the head needs it: its pattern ("details/:id") and parameters. */
export interface MatchedPage {
  pattern: string;
  params: Record<string, string | undefined>;
}

const SITE_NAME = "Pnyx";
const SITE_DESCRIPTION = "Pnyx: read the news by category, argue about it, join communities. Engage Learn Grow.";
const DESCRIPTION_LENGTH = 160;

/** The head of a page from its route and the data its render fetched (the same the reader sees). */
export function pageHead(page: MatchedPage, title: string, url: URL, queries: QueryClient): PageHead {
  // Joined, not resolved: a path such as "//other.example/x" must stay a path on this origin.
  const canonical = `${url.origin}${url.pathname}`;
  const absolute = (src: string | null | undefined) => (src ? new URL(src, url.origin).href : null);
  const base: PageHead = { title, description: SITE_DESCRIPTION, canonical, image: null, type: "website", structuredData: null };
  const { id, category, searchText } = page.params;

  switch (page.pattern) {
    case "":
      return { ...base, structuredData: webSite(url.origin) };
    case "details/:id": {
      const article = id ? queries.getQueryData<Article>(pnyxKeys.news.article(id)) : undefined;
      if (!article) return base;
      const image = absolute(article.image);
      return {
        ...base,
        description: excerpt(article.content) || base.description,
        image,
        type: "article",
        structuredData: newsArticle(article, canonical, image),
        ...(article.listed ? {} : { noindex: true as const }),
      };
    }
    case "category/:category":
      return { ...base, description: `The latest ${category ?? ""} news on Pnyx, with what readers think of it.` };
    case "community/:id": {
      const community = id ? queries.getQueryData<CommunityPageResponse>(pnyxKeys.communities.page(id))?.community : undefined;
      if (!community) return base;
      return { ...base, description: excerpt(community.description) || base.description, image: absolute(community.image) };
    }
    case "profile/:id": {
      const profile = id ? queries.getQueryData<PublicProfile>(pnyxKeys.users.profile(id)) : undefined;
      if (!profile) return base;
      return {
        ...base,
        type: "profile",
        description: excerpt(profile.description) || `${profile.username} on Pnyx`,
        image: absolute(profile.profilePicture?.url),
      };
    }
    case "search/:searchText":
      return { ...base, description: `News and community posts about “${searchText ?? ""}” on Pnyx.` };
    default:
      return base;
  }
}

/** Plain text cut at a word near the description length. */
export function excerpt(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function newsArticle(article: Article, canonical: string, image: string | null): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    ...(image ? { image: [image] } : {}),
    datePublished: article.publishedAt,
    articleSection: article.category,
    mainEntityOfPage: canonical,
    commentCount: article.totalComments,
    author: { "@type": "Organization", name: article.source },
    publisher: { "@type": "Organization", name: SITE_NAME },
  };
}

function webSite(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: { "@type": "SearchAction", target: `${origin}/search/{search_term_string}`, "query-input": "required name=search_term_string" },
  };
}
