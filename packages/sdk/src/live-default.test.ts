import { LIVE_EVENTS } from "@pnyx/contract";
import { FIXTURE_IDS } from "@pnyx/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { createPnyxClient } from "./client";
import { LIVE_SOCKET_OPTIONS } from "./live";
import { FakeSocket } from "./test-support/fake-socket";

const made: FakeSocket[] = [];
vi.mock("socket.io-client", () => ({
  io: vi.fn((url: string, options: object) => {
    const socket = new FakeSocket(url, options);
    made.push(socket);
    return socket;
  }),
}));

const A = FIXTURE_IDS.article;
const B = FIXTURE_IDS.otherArticle;

describe("client.live without an injected factory", () => {
  it("loads socket.io-client on the first watch, connects once, and watches everything asked meanwhile", async () => {
    const client = createPnyxClient({ baseUrl: "https://pnyx.example" });
    const stopA = client.live.watchArticle(A, {});
    client.live.watchArticle(B, {});
    expect(made).toHaveLength(0);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const socket = made[0]!;
    expect(socket.url).toBe("https://pnyx.example");
    expect(socket.options).toEqual(LIVE_SOCKET_OPTIONS);
    stopA(); // left before the connection: never watched
    socket.serverConnect();
    expect(socket.sent).toEqual([[LIVE_EVENTS.watchArticle, { postId: B }]]);
  });

  it("a disconnect() while loading closes the socket as soon as it exists", async () => {
    made.length = 0;
    const client = createPnyxClient({ baseUrl: "https://pnyx.example" });
    client.live.watchArticle(A, {});
    client.live.disconnect();
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.disconnectCalls).toBe(1);
  });
});
