import { LIVE_EVENTS, chatClientEvents } from "@pnyx/contract";
import { FIXTURE_IDS } from "@pnyx/contract/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createPnyxClient } from "../client";
import { FakeSocket, flush } from "../test-support/fake-socket";
import { LIVE_SOCKET_OPTIONS } from "./socket-options";

const loader = vi.hoisted(() => ({ made: [] as FakeSocket[], fail: false, imports: 0 }));
vi.mock("socket.io-client", () => ({
  get io() {
    loader.imports += 1;
    if (loader.fail) throw new Error("offline");
    return (url: string, options: object) => {
      const socket = new FakeSocket(url, options);
      loader.made.push(socket);
      return socket;
    };
  },
}));

const A = FIXTURE_IDS.article;
const B = FIXTURE_IDS.otherArticle;
const ROOM = FIXTURE_IDS.community;
/** Lets the lazy import of socket.io-client settle. */
const loaded = async () => {
  await import("socket.io-client");
  await flush();
};

describe("the realtime link without an injected factory", () => {
  beforeEach(() => {
    loader.made.length = 0;
    loader.fail = false;
    loader.imports = 0;
  });

  it("loads socket.io-client on the first watch, makes one socket, and asks for everything wanted meanwhile", async () => {
    const client = createPnyxClient({ baseUrl: "https://pnyx.example" });
    expect(loader.imports).toBe(0);
    const stopA = client.live.watchThread(A, {});
    client.live.watchThread(B, {});
    client.chat.joinRoom(ROOM);
    expect(loader.made).toHaveLength(0);
    expect(client.live.getStatus()).toBe("connecting");
    await vi.waitFor(() => expect(loader.made).toHaveLength(1));
    const socket = loader.made[0]!;
    expect(socket.url).toBe("https://pnyx.example");
    const { auth, ...options } = socket.options;
    expect(options).toEqual(LIVE_SOCKET_OPTIONS);
    expect(typeof auth).toBe("function");
    stopA(); // left before the connection: never watched
    socket.serverConnect();
    expect(socket.sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: B }]);
    expect(socket.sentOf(chatClientEvents.joinRoom.name)).toEqual([{ topicId: ROOM }]);
    await loaded();
    expect(loader.made).toHaveLength(1);
  });

  it("a close() while loading makes no socket at all", async () => {
    const client = createPnyxClient({ baseUrl: "https://pnyx.example" });
    const watch = client.live.watchThread(A, {});
    client.close();
    await expect(watch.ready).rejects.toMatchObject({ code: "closed" });
    await loaded();
    expect(loader.made).toHaveLength(0);
    expect(client.live.getStatus()).toBe("idle");
  });

  it("a last release while loading makes no socket; a new holder meanwhile gets the one socket", async () => {
    const client = createPnyxClient({ baseUrl: "https://pnyx.example" });
    client.live.watchThread(A, {})();
    await loaded();
    expect(loader.made).toHaveLength(0);

    client.live.watchThread(A, {});
    client.close();
    const again = client.live.watchThread(B, {});
    await vi.waitFor(() => expect(loader.made).toHaveLength(1));
    loader.made[0]!.serverConnect();
    expect(loader.made[0]!.sentOf(LIVE_EVENTS.watchArticle)).toEqual([{ postId: B }]);
    loader.made[0]!.answer(LIVE_EVENTS.watchArticle, { ok: true });
    await expect(again.ready).resolves.toBeUndefined();
  });

  it("tells waiters when socket.io-client cannot be loaded (kind network), and goes back to idle", async () => {
    loader.fail = true;
    const client = createPnyxClient({ baseUrl: "https://pnyx.example" });
    const connecting = client.live.connect();
    const watch = client.live.watchThread(A, {});
    const error = await connecting.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "network", code: "network_error" });
    expect((error as Error).message).toContain("socket.io-client");
    await expect(watch.ready).rejects.toMatchObject({ kind: "network" });
    expect(client.live.getStatus()).toBe("idle");
    expect(loader.made).toHaveLength(0);
  });
});
