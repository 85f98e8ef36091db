import { searchEndpoint } from "@pnyx/contract";
import { aCommunityPostSummary, aSession, anArticleSummary } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();

describe("client.search", () => {
  it("trims the text, refuses an empty one with the product's message", async () => {
    const answer = { posts: [anArticleSummary()], communityPosts: [] };
    const seen = record(server, searchEndpoint, answer);
    const { client } = clientWith({ user: aSession() });
    await expect(client.search.query({ searchText: "  engines " })).resolves.toEqual(answer);
    expect(seen[0]?.body).toEqual({ searchText: "engines" });
    await expect(client.search.query({ searchText: "   " })).rejects.toMatchObject({ code: "invalid_input", message: "Please enter something" });
  });

  it("parses community posts alongside articles", async () => {
    const answer = { posts: [], communityPosts: [aCommunityPostSummary()] };
    record(server, searchEndpoint, answer);
    await expect(clientWith().client.search.query({ searchText: "engines" })).resolves.toEqual(answer);
  });
});
