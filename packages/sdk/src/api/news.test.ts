import { articleByIdEndpoint, byCategoryEndpoint, neighbourEndpoint, trendingEndpoint, updateArticleEndpoint } from "@pnyx/contract";
import { FIXTURE_IDS, aSession, anAdminSession, anArticle, anArticleSummary } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();
const POST = FIXTURE_IDS.article;
const summary = anArticleSummary();
const article = anArticle();
const member = () => clientWith({ user: aSession() });

describe("client.news", () => {
  it("trending sends the categories and limit and parses the list", async () => {
    const seen = record(server, trendingEndpoint, { trendingArticles: [summary] });
    const answer = await member().client.news.trending({ categories: ["Science"], limit: 6 });
    expect(answer.trendingArticles).toEqual([summary]);
    expect(seen).toEqual([{ body: { categories: ["Science"], limit: 6 }, auth: null }]);
    await member().client.news.trending();
    expect(seen[1]?.body).toEqual({});
  });

  it("byId, byCategory (page defaults to 1) and neighbour", async () => {
    const byId = record(server, articleByIdEndpoint, article);
    const byCategory = record(server, byCategoryEndpoint, { articles: [summary], page: 2, hasMore: false });
    const neighbour = record(server, neighbourEndpoint, { id: null });
    const { client } = clientWith({});
    await expect(client.news.byId({ id: POST })).resolves.toEqual(article);
    expect(byId[0]?.body).toEqual({ id: POST });
    await expect(client.news.byCategory({ category: "Trending", page: 2, userCategories: ["Science"] })).resolves.toEqual({
      articles: [summary],
      page: 2,
      hasMore: false,
    });
    await client.news.byCategory({ category: "Sports" });
    expect(byCategory.map((r) => r.body)).toEqual([
      { category: "Trending", page: 2, userCategories: ["Science"] },
      { category: "Sports", page: 1 },
    ]);
    await expect(client.news.neighbour({ type: "next", time: summary.publishedAt, cat: "Science" })).resolves.toEqual({ id: null });
    expect(neighbour[0]?.body).toEqual({ type: "next", time: summary.publishedAt, cat: "Science" });
  });

  it("update sends an administrator's correction with the admin token, and refuses an invisible title before sending", async () => {
    const admin = anAdminSession();
    const seen = record(server, updateArticleEndpoint, { ...article, title: "Fixed", listed: false });
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.news.update({ id: POST, title: " Fixed ", listed: false })).resolves.toMatchObject({ title: "Fixed", listed: false });
    expect(seen).toEqual([{ body: { id: POST, title: "Fixed", listed: false }, auth: `Bearer ${admin.token}` }]);
    await expect(client.news.update({ id: POST, title: "\u200b\u202e" })).rejects.toMatchObject({ code: "invalid_input", kind: "local" });
    expect(seen).toHaveLength(1);
  });

  it("refuses a bad id or category before sending", async () => {
    const { client } = member();
    await expect(client.news.byId({ id: "nope" })).rejects.toMatchObject({ status: 422, code: "invalid_input", kind: "local", message: "Invalid id" });
    // @ts-expect-error not a category
    await expect(client.news.byCategory({ category: "Gossip", page: 1 })).rejects.toMatchObject({ code: "invalid_input" });
  });
});
