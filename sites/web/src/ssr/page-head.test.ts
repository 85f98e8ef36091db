import { anArticle } from "@pnyx/contract/testing";
import { pnyxKeys } from "@pnyx/react";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { excerpt, pageHead } from "./page-head";

const url = (path: string) => new URL(`https://pnyx.example${path}?utm=x#top`);

describe("pageHead", () => {
  it("describes an article from its text, with its picture and NewsArticle data", () => {
    const queries = new QueryClient();
    const article = { ...anArticle(), _id: "5eed00000000000000000001", title: "Rain", content: "<p>Heavy   rain</p> fell.", image: "/uploads/a.webp" };
    queries.setQueryData(pnyxKeys.news.article(article._id), article);
    const head = pageHead({ pattern: "details/:id", params: { id: article._id } }, "Rain · Pnyx", url(`/details/${article._id}`), queries);
    expect(head).toMatchObject({
      title: "Rain · Pnyx",
      description: "Heavy rain fell.",
      canonical: `https://pnyx.example/details/${article._id}`,
      image: "https://pnyx.example/uploads/a.webp",
      type: "article",
    });
    expect(head.structuredData).toMatchObject({
      "@type": "NewsArticle",
      headline: "Rain",
      datePublished: article.publishedAt,
      image: ["https://pnyx.example/uploads/a.webp"],
    });
  });

  it("keeps a path that starts with two slashes on the page's own origin", () => {
    const head = pageHead({ pattern: "*", params: {} }, "Not found · Pnyx", url("//evil.example/x"), new QueryClient());
    expect(head.canonical).toBe("https://pnyx.example//evil.example/x");
  });

  it("keeps an unlisted thread's page out of search engines, and only that one", () => {
    const queries = new QueryClient();
    const listed = { ...anArticle(), _id: "5eed00000000000000000002" };
    const unlisted = { ...anArticle(), _id: "5eed00000000000000000003", listed: false };
    for (const article of [listed, unlisted]) queries.setQueryData(pnyxKeys.news.article(article._id), article);
    const head = (id: string) => pageHead({ pattern: "details/:id", params: { id } }, "A · Pnyx", url(`/details/${id}`), queries);
    expect(head(unlisted._id).noindex).toBe(true);
    expect(head(listed._id).noindex).toBeUndefined();
  });

  it("falls back to the site's description when the page's data is missing", () => {
    const head = pageHead({ pattern: "details/:id", params: { id: "x" } }, "Article · Pnyx", url("/details/x"), new QueryClient());
    expect(head.description).toMatch(/^Pnyx: read the news/);
    expect(head.structuredData).toBeNull();
  });

  it("gives the home page the site's search as WebSite data", () => {
    const head = pageHead({ pattern: "", params: {} }, "Pnyx", url("/"), new QueryClient());
    expect(head.structuredData).toMatchObject({ "@type": "WebSite", potentialAction: { target: "https://pnyx.example/search/{search_term_string}" } });
  });
});

describe("excerpt", () => {
  it("keeps short text whole and cuts long text at a word, with an ellipsis", () => {
    expect(excerpt("  Short\n text ")).toBe("Short text");
    const long = excerpt("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});
