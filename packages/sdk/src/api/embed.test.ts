import {
  createPublisherEndpoint,
  embedCountsEndpoint,
  embedSessionEndpoint,
  embedThreadEndpoint,
  publishersEndpoint,
  rotatePublisherSecretEndpoint,
} from "@pnyx/contract";
import { aPublisher, aSession, anAdminSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { mockEndpoint } from "../testing/mock-endpoint";

const server = useMockServer();

describe("client.embed", () => {
  it("asks for many addresses' counts in one request and answers them in order", async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(embedCountsEndpoint, (input) => {
        asked.push(input);
        return {
          counts: input.urls.map((url, i) => ({ url, articleId: null, opinions: i, upvotes: 0, downvotes: 0 })),
        };
      }),
    );
    const { client } = clientWith({});
    const counts = await client.embed.counts(["https://paper.example/a/", "https://paper.example/b?utm_source=x"]);
    expect(asked).toEqual([{ urls: ["https://paper.example/a", "https://paper.example/b"] }]);
    expect(counts.map((c) => [c.url, c.opinions])).toEqual([
      ["https://paper.example/a", 0],
      ["https://paper.example/b", 1],
    ]);
  });

  it("resolves a thread by address", async () => {
    const seen = record(server, embedThreadEndpoint, { articleId: "66a000000000000000000002", url: "https://paper.example/a", created: true, listed: false });
    const { client } = clientWith({});
    await expect(client.embed.thread({ url: "https://paper.example/a", title: "A" })).resolves.toMatchObject({ created: true });
    expect(seen[0]?.body).toEqual({ url: "https://paper.example/a", title: "A", category: "General" });
  });

  it("sends the publisher's thread token, which may name the title alone", async () => {
    const seen = record(server, embedThreadEndpoint, { articleId: "66a000000000000000000002", url: "https://paper.example/a", created: true, listed: true });
    const { client } = clientWith({});
    await expect(client.embed.thread({ url: "https://paper.example/a", token: "h.p.s" })).resolves.toMatchObject({ listed: true });
    expect(seen[0]?.body).toEqual({ url: "https://paper.example/a", token: "h.p.s", category: "General" });
  });

  it("stores the session a sign-in token is exchanged for, as a login does", async () => {
    const session = { ...aSession({ username: "ana-maria-lopez" }), expiresIn: 600 };
    const seen = record(server, embedSessionEndpoint, session);
    const { client } = clientWith({});
    await expect(client.embed.signIn({ publisher: aPublisher()._id, token: "a.b.c" })).resolves.toEqual(session);
    expect(seen[0]).toEqual({ body: { publisher: aPublisher()._id, token: "a.b.c" }, auth: null });
    expect(client.session.get().user?.username).toBe("ana-maria-lopez");
  });
});

describe("client.publishers", () => {
  it("sends the admin token and hands back a new secret once", async () => {
    const admin = anAdminSession();
    const listed = record(server, publishersEndpoint, { publishers: [aPublisher()] });
    record(server, createPublisherEndpoint, { publisher: aPublisher(), secret: "s".repeat(43) });
    record(server, rotatePublisherSecretEndpoint, { publisher: { ...aPublisher(), activeSecrets: 2 }, secret: "t".repeat(43) });
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.publishers.list()).resolves.toEqual({ publishers: [aPublisher()] });
    expect(listed[0]?.auth).toBe(`Bearer ${admin.token}`);
    await expect(client.publishers.create({ name: "The Paper", origins: ["https://paper.example"] })).resolves.toMatchObject({ secret: "s".repeat(43) });
    await expect(client.publishers.rotateSecret({ id: aPublisher()._id })).resolves.toMatchObject({ publisher: { activeSecrets: 2 } });
  });
});
