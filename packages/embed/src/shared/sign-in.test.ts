// The page's sign-in under single sign-on (issue 45): the publisher is asked at start and before each
// embed token expires; its "nobody" drops the session; the embed's Log out asks the publisher to log
// its reader out instead of signing them straight back in.
import { aSession } from "@pnyx/contract/testing";
import type { EmbedSession } from "@pnyx/contract";
import { createMemorySessionStore } from "@pnyx/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageContext } from "./page";
import { createPageSignIn } from "./sign-in";

const session = (username: string, expiresIn = 600): EmbedSession => ({ ...aSession({ username }), expiresIn });

function setUp(getToken: () => Promise<string | null>, sessionFor: (token: string) => EmbedSession = (token) => session(`reader-${token}`)) {
  const store = createMemorySessionStore();
  const onLogoutRequest = vi.fn();
  const onLoginRequest = vi.fn();
  const client = {
    session: store,
    auth: {
      logout: vi.fn(async () => {
        store.set({ user: null, admin: null });
        return true;
      }),
    },
    embed: { signIn: vi.fn(async ({ token }: { token: string }) => sessionFor(token)) },
    // As the SDK's: the answer lands in the session.
    moderation: {
      ignored: vi.fn(async () => {
        const usernames = ["grace"];
        const user = store.get().user;
        if (user) store.set({ user: { ...user, ignoring: usernames }, admin: null });
        return { usernames };
      }),
    },
  };
  const page: PageContext = {
    base: "http://pnyx.test",
    config: { sso: { publisher: "6650000000000000000000aa", getToken: vi.fn(getToken), onLoginRequest, onLogoutRequest } },
  };
  const signIn = createPageSignIn(page, client as never);
  return { store, client, page, signIn, onLogoutRequest, onLoginRequest, getToken: page.config.sso!.getToken as ReturnType<typeof vi.fn> };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("single sign-on", () => {
  it("asks the publisher at start, and again before the embed token expires", async () => {
    let n = 0;
    const { store, signIn, getToken } = setUp(async () => `t${++n}`);
    signIn.start();
    await vi.waitFor(() => expect(store.get().user?.username).toBe("reader-t1"));
    expect(getToken).toHaveBeenCalledTimes(1);
    // 600 s tokens are renewed a minute early.
    await vi.advanceTimersByTimeAsync(539_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(store.get().user?.username).toBe("reader-t2"));
  });

  it("drops the session when the publisher answers nobody (its reader logged out)", async () => {
    let answer: string | null = "a";
    const { store, signIn } = setUp(async () => answer);
    signIn.start();
    await vi.waitFor(() => expect(store.get().user).not.toBeNull());
    answer = null;
    await vi.advanceTimersByTimeAsync(600_000);
    await vi.waitFor(() => expect(store.get().user).toBeNull());
  });

  it("logs out by asking the publisher, and does not sign the reader straight back in", async () => {
    const { store, signIn, getToken, onLogoutRequest, client } = setUp(async () => "a");
    signIn.start();
    await vi.waitFor(() => expect(store.get().user).not.toBeNull());
    await signIn.logout();
    expect(client.auth.logout).toHaveBeenCalledTimes(1);
    expect(onLogoutRequest).toHaveBeenCalledTimes(1);
    expect(store.get().user).toBeNull();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(store.get().user).toBeNull();
  });

  it("asks again when the session ends on its own (a 401), and signs in with a token the page gives", async () => {
    const { store, signIn, getToken, onLoginRequest } = setUp(async () => "b");
    signIn.start();
    await vi.waitFor(() => expect(getToken).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(store.get().user).not.toBeNull());
    store.set({ user: null, admin: null });
    await vi.waitFor(() => expect(getToken).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(store.get().user?.username).toBe("reader-b"));
    signIn.login();
    expect(onLoginRequest).toHaveBeenCalledTimes(1);
    await signIn.withToken("c");
    expect(store.get().user?.username).toBe("reader-c");
  });
});

describe("answers that cross", () => {
  it("never drops a session signed in while an older 'nobody' was on its way", async () => {
    let answer: (token: string | null) => void = () => {};
    const { store, signIn } = setUp(() => new Promise((resolve) => (answer = resolve)));
    signIn.start();
    // The page signs its reader in (pnyx.login) while the start's question is still out.
    await signIn.withToken("late");
    answer(null);
    await vi.advanceTimersByTimeAsync(10);
    expect(store.get().user?.username).toBe("reader-late");
  });
});

describe("a renewal asked for while one is out", () => {
  it("runs again once the first is answered (what changed meanwhile is not lost)", async () => {
    const answers: Array<(token: string | null) => void> = [];
    const { store, signIn, getToken } = setUp(() => new Promise((resolve) => answers.push(resolve)));
    signIn.start();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // The session ends on its own (a 401) while the start's question is still out.
    store.set({ user: aSession({ username: "someone" }), admin: null });
    store.set({ user: null, admin: null });
    answers[0]!(null);
    await vi.waitFor(() => expect(getToken).toHaveBeenCalledTimes(2));
    answers[1]!("fresh");
    await vi.waitFor(() => expect(store.get().user?.username).toBe("reader-fresh"));
  });
});

describe("whom the member ignores (issue 47)", () => {
  it("is asked once when the embed session does not say, and kept across renewals of the same member", async () => {
    let n = 0;
    const { store, signIn, client } = setUp(
      async () => `t${++n}`,
      () => session("ada"),
    );
    signIn.start();
    await vi.waitFor(() => expect(store.get().user?.ignoring).toEqual(["grace"]));
    await vi.advanceTimersByTimeAsync(541_000);
    await vi.waitFor(() => expect(client.embed.signIn).toHaveBeenCalledTimes(2));
    expect(store.get().user?.ignoring).toEqual(["grace"]);
    expect(client.moderation.ignored).toHaveBeenCalledTimes(1);
  });

  it("is not asked when the session says it, and another member's list is never kept", async () => {
    const { store, signIn, client } = setUp(
      async () => "x",
      (token) => ({ ...session(`reader-${token}`), ignoring: ["linus"] }),
    );
    await signIn.withToken("a");
    expect(store.get().user?.ignoring).toEqual(["linus"]);
    expect(client.moderation.ignored).not.toHaveBeenCalled();
    client.embed.signIn.mockImplementationOnce(async () => session("someone-else"));
    await signIn.withToken("b");
    expect(client.moderation.ignored).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.get().user).toMatchObject({ username: "someone-else", ignoring: ["grace"] }));
  });
});
