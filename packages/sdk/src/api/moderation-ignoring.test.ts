import { ignoredMembersEndpoint, ignoreMemberEndpoint, ownHeldOpinionsEndpoint, unignoreMemberEndpoint } from "@pnyx/contract";
import { aSession, anOpinion } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { createPnyxCore, ignoringOf } from "../core";
import { clientWith, gate, record } from "../test-support/clients";
import { ORIGIN, useMockServer } from "../test-support/msw";
import { createMemorySessionStore } from "../session";
import { errorResponse, mockEndpoint } from "../testing";

const server = useMockServer();

describe("client.moderation: ignoring members", () => {
  it("ignore, unignore and ignored send the member's token and store the answer in the session's ignoring", async () => {
    const ignored = record(server, ignoreMemberEndpoint, { usernames: ["grace", "linus"] });
    record(server, unignoreMemberEndpoint, { usernames: ["linus"] });
    server.use(mockEndpoint(ignoredMembersEndpoint, { usernames: ["linus", "ken"] }));
    const { client, store } = clientWith({ user: aSession() });
    await expect(client.moderation.ignore({ username: "Grace" })).resolves.toEqual({ usernames: ["grace", "linus"] });
    expect(ignored[0]).toEqual({ body: { username: "grace" }, auth: "Bearer member-token" });
    expect(store.get().user?.ignoring).toEqual(["grace", "linus"]);
    await client.moderation.unignore({ username: "grace" });
    expect(store.get().user?.ignoring).toEqual(["linus"]);
    await client.moderation.ignored();
    expect(store.get().user?.ignoring).toEqual(["linus", "ken"]);
  });

  it("an answer for a session that has since changed hands changes nothing", async () => {
    const held = gate();
    server.use(
      mockEndpoint(ignoreMemberEndpoint, async () => {
        await held.opened;
        return { usernames: ["grace"] };
      }),
    );
    const { client, store } = clientWith({ user: aSession() });
    const call = client.moderation.ignore({ username: "grace" });
    store.set({ ...store.get(), user: aSession({ token: "another-token", username: "linus" }) });
    held.release();
    await call;
    expect(store.get().user?.ignoring).toBeUndefined();
  });

  it("passes refusals on (a name no member has), and needs a login", async () => {
    server.use(mockEndpoint(ignoreMemberEndpoint, errorResponse(404, "not_found", "No such member")));
    await expect(clientWith({ user: aSession() }).client.moderation.ignore({ username: "nobody" })).rejects.toMatchObject({ status: 404 });
    await expect(clientWith({}).client.moderation.ignored()).rejects.toMatchObject({ status: 401, kind: "local" });
  });

  it("an embed builds it on the core alone (ignoringOf)", async () => {
    server.use(mockEndpoint(ignoredMembersEndpoint, { usernames: ["grace"] }));
    const store = createMemorySessionStore({ user: aSession() });
    const ignoring = ignoringOf(createPnyxCore({ baseUrl: ORIGIN, sessionStore: store }));
    await expect(ignoring.ignored()).resolves.toEqual({ usernames: ["grace"] });
    expect(store.get().user?.ignoring).toEqual(["grace"]);
  });
});

describe("client.opinions.ownHeld", () => {
  it("asks for the caller's held opinions on a post and parses them, each marked awaiting review", async () => {
    const asked: unknown[] = [];
    const mine = anOpinion({ awaitingReview: true, text: "Awaiting review" });
    server.use(
      mockEndpoint(ownHeldOpinionsEndpoint, (input, { request }) => {
        asked.push({ input, auth: request.headers.get("authorization") });
        return { comments: [mine] };
      }),
    );
    const { client } = clientWith({ user: aSession() });
    await expect(client.opinions.ownHeld({ postId: mine.postId })).resolves.toEqual({ comments: [mine] });
    expect(asked).toEqual([{ input: { postId: mine.postId }, auth: "Bearer member-token" }]);
  });
});
