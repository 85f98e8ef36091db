import type { AdminSession, LevelInfo, PublicProfile, Session } from "@pnyx/contract";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPnyxClient } from "./client";
import { PnyxError } from "./errors";
import { createMemorySessionStore } from "./session";

const origin = "http://pnyx.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = (over: Partial<Session> = {}): Session => ({
  token: "member-token",
  username: "ada",
  email: "ada@example.com",
  selectedCategories: ["Science"],
  joinedCommunities: [],
  profilePicture: null,
  description: "Counting engines",
  likedPosts: [],
  dislikedPosts: [],
  likedComments: [],
  dislikedComments: [],
  points: 740,
  followers: ["grace"],
  following: [],
  ...over,
});
const admin: AdminSession = { message: "Admin login successful", username: "root", token: "admin-token" };
const level: LevelInfo = { level: 2, badge: "Silver", currentPoints: 740, goalPoints: 1000 };
const profile: PublicProfile = {
  username: "grace",
  description: "Compilers",
  profilePicture: { url: "/uploads/grace.png", mimetype: "image/png" },
  followers: [],
  following: ["ada"],
  points: 1200,
  level: { level: 3, badge: "Gold", currentPoints: 1200, goalPoints: 1500 },
  joinedAt: "2026-01-02T03:04:05.000Z",
};
const unauthorized = () => HttpResponse.json({ code: "unauthorized", message: "Session expired" }, { status: 401 });

function loggedIn(state: { user?: Session | null; admin?: AdminSession | null } = { user: session() }) {
  const store = createMemorySessionStore(state);
  return { store, client: createPnyxClient({ baseUrl: origin, sessionStore: store }) };
}

/** Records the authorization header of each request to `path`, answering with `body`. */
function recordAuth(method: "get" | "post", path: string, body: unknown) {
  const seen: (string | null)[] = [];
  server.use(
    http[method](`${origin}${path}`, ({ request }) => {
      seen.push(request.headers.get("authorization"));
      return HttpResponse.json(body as object);
    }),
  );
  return seen;
}

describe("tokens per auth level", () => {
  it("sends nothing to public endpoints, even when logged in as member and admin", async () => {
    const seen = recordAuth("post", "/api/user/getPosts", { posts: [] });
    const { client } = loggedIn({ user: session(), admin });
    await client.users.getPosts({ name: "grace" });
    expect(seen).toEqual([null]);
  });

  it("sends the member token to optional endpoints when there is one, and nothing otherwise", async () => {
    const seen = recordAuth("post", "/api/user/getDetails", profile);
    await loggedIn().client.users.getDetails({ name: "grace" });
    await loggedIn({}).client.users.getDetails({ name: "grace" });
    expect(seen).toEqual(["Bearer member-token", null]);
  });

  it("sends the member token (not the admin's) to member endpoints", async () => {
    const seen = recordAuth("post", "/api/user/level", level);
    await expect(loggedIn({ user: session(), admin }).client.users.level()).resolves.toEqual(level);
    expect(seen).toEqual(["Bearer member-token"]);
  });

  it("sends the admin token (not the member's) to admin endpoints", async () => {
    const seen = recordAuth("get", "/api/user/newsletterEmails", { subscribers: [] });
    await loggedIn({ user: session(), admin }).client.users.newsletterEmails();
    expect(seen).toEqual(["Bearer admin-token"]);
  });

  it("fails fast with 401 'Please log in' when a member or admin call has no token", async () => {
    // onUnhandledRequest: "error" fails the test if anything is sent.
    const memberOnly = loggedIn({ admin }).client;
    await expect(memberOnly.users.level({ username: "ada" })).rejects.toMatchObject({ status: 401, code: "unauthorized", message: "Please log in" });
    await expect(memberOnly.auth.sendPasswordReset()).rejects.toBeInstanceOf(PnyxError);
    await expect(loggedIn().client.users.newsletterEmails()).rejects.toMatchObject({ status: 401, message: "Please log in" });
  });

  it("prefers an embedder's own token providers over the store", async () => {
    const seen = recordAuth("post", "/api/user/level", level);
    const adminSeen = recordAuth("get", "/api/user/newsletterEmails", { subscribers: [] });
    const client = createPnyxClient({
      baseUrl: origin,
      sessionStore: createMemorySessionStore({ user: session(), admin }),
      getToken: async () => "host-member",
      getAdminToken: () => "host-admin",
    });
    await client.users.level();
    await client.users.newsletterEmails();
    expect(seen).toEqual(["Bearer host-member"]);
    expect(adminSeen).toEqual(["Bearer host-admin"]);
  });
});

describe("revoked tokens", () => {
  it("a 401 to a member call clears the member session only", async () => {
    server.use(http.post(`${origin}/api/user/level`, unauthorized));
    const { client, store } = loggedIn({ user: session(), admin });
    await expect(client.users.level()).rejects.toMatchObject({ status: 401, message: "Session expired" });
    expect(store.get()).toEqual({ user: null, admin });
  });

  it("a 401 to an admin call clears the admin session only", async () => {
    server.use(http.get(`${origin}/api/user/newsletterEmails`, unauthorized));
    const { client, store } = loggedIn({ user: session(), admin });
    await expect(client.users.newsletterEmails()).rejects.toMatchObject({ status: 401 });
    expect(store.get()).toEqual({ user: session(), admin: null });
  });

  it("a 401 to an optional call that carried the token clears the member session", async () => {
    server.use(http.post(`${origin}/api/user/getDetails`, unauthorized));
    const { client, store } = loggedIn();
    await expect(client.users.getDetails({ name: "grace" })).rejects.toMatchObject({ status: 401 });
    expect(store.get().user).toBeNull();
  });

  it("other failures (403, 500) keep the session", async () => {
    server.use(
      http.post(`${origin}/api/user/level`, () => HttpResponse.json({ code: "forbidden", message: "No" }, { status: 403 })),
    );
    const { client, store } = loggedIn();
    await expect(client.users.level()).rejects.toMatchObject({ status: 403 });
    expect(store.get().user).toEqual(session());
  });

  it("a login that happened while the refused call was in flight is kept", async () => {
    const { client, store } = loggedIn();
    server.use(
      http.post(`${origin}/api/user/level`, () => {
        store.set({ user: session({ token: "fresh-token" }), admin: null });
        return unauthorized();
      }),
    );
    await expect(client.users.level()).rejects.toMatchObject({ status: 401 });
    expect(store.get().user?.token).toBe("fresh-token");
  });
});

describe("client.auth", () => {
  it("login validates, lower-cases the username, and stores the session", async () => {
    let body: unknown;
    server.use(
      http.post(`${origin}/api/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session());
      }),
    );
    const { client, store } = loggedIn({ admin });
    await expect(client.auth.login({ username: " Ada ", password: "pw" })).resolves.toEqual(session());
    expect(body).toEqual({ username: "ada", password: "pw" });
    expect(store.get()).toEqual({ user: session(), admin });
  });

  it("login refuses empty fields before sending, with the product's message", async () => {
    const { client } = loggedIn({});
    await expect(client.auth.login({ username: "", password: "x" })).rejects.toMatchObject({
      status: 0,
      code: "invalid_input",
      message: "Please fill in all fields.",
    });
  });

  it("a failed login leaves the stored session alone", async () => {
    server.use(http.post(`${origin}/api/auth/login`, () => HttpResponse.json({ code: "unauthorized", message: "Invalid username or password" }, { status: 401 })));
    const { client, store } = loggedIn({ user: session({ username: "old" }) });
    await expect(client.auth.login({ username: "ada", password: "bad" })).rejects.toMatchObject({ message: "Invalid username or password" });
    expect(store.get().user?.username).toBe("old");
  });

  it("signup validates the username with the product's message and sends lower-cased values", async () => {
    const { client } = loggedIn({});
    await expect(client.auth.signup({ username: "ada love", email: "a@example.com", password: "long enough" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "Username can't contain spaces",
    });
    let body: unknown;
    server.use(
      http.post(`${origin}/api/auth/signup`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: "Verification link sent to email. Please verify." });
      }),
    );
    await client.auth.signup({ username: "Ada", email: "Ada@Example.com", password: "long enough" });
    expect(body).toEqual({ username: "ada", email: "ada@example.com", password: "long enough" });
  });

  it("verifyEmail sends the token as a query parameter and stores the session", async () => {
    let token: string | null = null;
    server.use(
      http.get(`${origin}/api/auth/verify-email`, ({ request }) => {
        token = new URL(request.url).searchParams.get("token");
        return HttpResponse.json(session());
      }),
    );
    const { client, store } = loggedIn({});
    await client.auth.verifyEmail({ token: "a".repeat(32) });
    expect(token).toBe("a".repeat(32));
    expect(store.get().user).toEqual(session());
  });

  it("verifyEmail refuses a malformed link before sending", async () => {
    await expect(loggedIn({}).client.auth.verifyEmail({ token: "short" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "This link is invalid or has expired",
    });
  });

  it("forgot password / username, reset and send-password-reset reach their endpoints", async () => {
    const calls: { path: string; body: unknown; auth: string | null }[] = [];
    for (const path of ["forgot-password", "forgot-username", "reset-password", "send-password-reset"]) {
      server.use(
        http.post(`${origin}/api/auth/${path}`, async ({ request }) => {
          const text = await request.text();
          calls.push({ path, body: text ? JSON.parse(text) : null, auth: request.headers.get("authorization") });
          return HttpResponse.json({ message: "ok" });
        }),
      );
    }
    const { client } = loggedIn();
    await client.auth.forgotPassword({ email: "Ada@Example.com" });
    await client.auth.forgotUsername({ email: "ada@example.com" });
    await client.auth.resetPassword({ token: "t".repeat(40), password: "new password" });
    await client.auth.sendPasswordReset();
    expect(calls).toEqual([
      { path: "forgot-password", body: { email: "ada@example.com" }, auth: null },
      { path: "forgot-username", body: { email: "ada@example.com" }, auth: null },
      { path: "reset-password", body: { token: "t".repeat(40), password: "new password" }, auth: null },
      { path: "send-password-reset", body: null, auth: "Bearer member-token" },
    ]);
  });

  it("resetPassword refuses a short password before sending", async () => {
    await expect(loggedIn({}).client.auth.resetPassword({ token: "t".repeat(40), password: "short" })).rejects.toMatchObject({
      message: "Password must be at least 8 characters",
    });
  });

  it("deleteAccount sends the session's email with the token, then clears the member session", async () => {
    let body: unknown;
    server.use(
      http.post(`${origin}/api/auth/delete-user`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: "Account deleted successfully." });
      }),
    );
    const { client, store } = loggedIn({ user: session(), admin });
    await client.auth.deleteAccount();
    expect(body).toEqual({ email: "ada@example.com" });
    expect(store.get()).toEqual({ user: null, admin });
  });

  it("a failed deleteAccount keeps the session", async () => {
    server.use(http.post(`${origin}/api/auth/delete-user`, () => HttpResponse.json({ code: "internal_error", message: "x" }, { status: 500 })));
    const { client, store } = loggedIn();
    await expect(client.auth.deleteAccount()).rejects.toMatchObject({ status: 500 });
    expect(store.get().user).not.toBeNull();
  });

  it("adminLogin stores the admin slice; adminLogout and logout each clear only their own", async () => {
    server.use(http.post(`${origin}/api/auth/adminLogin`, () => HttpResponse.json(admin)));
    const { client, store } = loggedIn();
    await expect(client.auth.adminLogin({ username: "Root", password: "pw" })).resolves.toEqual(admin);
    expect(store.get()).toEqual({ user: session(), admin });
    client.auth.logout();
    expect(store.get()).toEqual({ user: null, admin });
    client.auth.adminLogout();
    expect(store.get()).toEqual({ user: null, admin: null });
  });

  it("client.session is the store the client uses", () => {
    const { client, store } = loggedIn();
    expect(client.session).toBe(store);
  });
});

describe("client.users", () => {
  it("getDetails, getPosts and getComments parse their answers", async () => {
    server.use(
      http.post(`${origin}/api/user/getDetails`, () => HttpResponse.json(profile)),
      http.post(`${origin}/api/user/getPosts`, () => HttpResponse.json({ posts: [] })),
      http.post(`${origin}/api/user/getComments`, () =>
        HttpResponse.json({
          comments: [{ _id: "c1", postId: "p1", parentId: null, text: "Well put", createdAt: "2026-01-02T03:04:05.000Z", upvotes: 1, downvotes: 0 }],
        }),
      ),
    );
    const { client } = loggedIn({});
    await expect(client.users.getDetails({ name: "Grace" })).resolves.toEqual(profile);
    await expect(client.users.getPosts({ name: "grace" })).resolves.toEqual({ posts: [] });
    expect((await client.users.getComments({ name: "grace" })).comments[0]?.text).toBe("Well put");
  });

  it("addCategories fills the caller's username and updates selectedCategories", async () => {
    let body: unknown;
    server.use(
      http.post(`${origin}/api/user/addCategories`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: "Categories updated", selectedCategories: ["Health", "World"] });
      }),
    );
    const { client, store } = loggedIn();
    await client.users.addCategories({ categories: { Health: true, World: true, Science: false } });
    expect(body).toEqual({ username: "ada", categories: { Health: true, World: true, Science: false } });
    expect(store.get().user?.selectedCategories).toEqual(["Health", "World"]);
  });

  it("addCategories refuses unknown categories before sending", async () => {
    const { client } = loggedIn();
    await expect(client.users.addCategories({ categories: { Gossip: true } as never })).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("followUser / unfollowUser send {username, name} and update following from the answer", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${origin}/api/user/followUser`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: "Followed", following: ["grace"], followers: 1 });
      }),
      http.post(`${origin}/api/user/unfollowUser`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: "Unfollowed", following: [], followers: 0 });
      }),
    );
    const { client, store } = loggedIn();
    await expect(client.users.followUser({ name: "Grace" })).resolves.toMatchObject({ followers: 1 });
    expect(store.get().user?.following).toEqual(["grace"]);
    await client.users.unfollowUser({ name: "grace" });
    expect(store.get().user?.following).toEqual([]);
    expect(bodies).toEqual([
      { username: "ada", name: "grace" },
      { username: "ada", name: "grace" },
    ]);
  });

  it("level sends the caller's username unless one is given", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${origin}/api/user/level`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(level);
      }),
    );
    const { client } = loggedIn();
    await client.users.level();
    await client.users.level({ username: "ADA" });
    expect(bodies).toEqual([{ username: "ada" }, { username: "ada" }]);
  });

  it("newsletterEmails parses the subscribers", async () => {
    const subscribers = [{ _id: "s1", email: "ada@example.com", createdAt: "2026-01-02T03:04:05.000Z" }];
    server.use(http.get(`${origin}/api/user/newsletterEmails`, () => HttpResponse.json({ subscribers })));
    await expect(loggedIn({ admin }).client.users.newsletterEmails()).resolves.toEqual({ subscribers });
  });
});

describe("multipart", () => {
  it("updateProfile sends username, description and the image as multipart with the token", async () => {
    let seen: { auth: string | null; type: string | null; fields: Record<string, unknown> } | undefined;
    server.use(
      http.post(`${origin}/api/user/updateProfile`, async ({ request }) => {
        const form = await request.formData();
        const image = form.get("image") as File;
        seen = {
          auth: request.headers.get("authorization"),
          type: request.headers.get("content-type"),
          fields: {
            username: form.get("username"),
            description: form.get("description"),
            image: { name: image.name, type: image.type, size: image.size, text: await image.text() },
          },
        };
        return HttpResponse.json(session({ description: "New words", profilePicture: { url: "/uploads/ada.png", mimetype: "image/png" } }));
      }),
    );
    const { client, store } = loggedIn();
    const image = new File(["png-bytes"], "me.png", { type: "image/png" });
    const answer = await client.users.updateProfile({ description: "New words", image });
    expect(seen?.auth).toBe("Bearer member-token");
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.fields).toEqual({
      username: "ada",
      description: "New words",
      image: { name: "me.png", type: "image/png", size: 9, text: "png-bytes" },
    });
    expect(answer.description).toBe("New words");
    expect(store.get().user).toEqual(answer);
  });

  it("updateProfile without an image sends no image field, and keeps the stored token when the answer's is empty", async () => {
    let keys: string[] = [];
    server.use(
      http.post(`${origin}/api/user/updateProfile`, async ({ request }) => {
        keys = [...(await request.formData()).keys()];
        return HttpResponse.json(session({ token: "", description: "Short" }));
      }),
    );
    const { client, store } = loggedIn();
    await client.users.updateProfile({ description: "Short" });
    expect(keys.sort()).toEqual(["description", "username"]);
    expect(store.get().user).toMatchObject({ token: "member-token", description: "Short" });
  });

  it("updateProfile refuses a too-large or non-image file, or a too-long description, before sending", async () => {
    const { client } = loggedIn();
    const big = new File([new Uint8Array(10_240_001)], "big.png", { type: "image/png" });
    await expect(client.users.updateProfile({ description: "", image: big })).rejects.toMatchObject({
      code: "invalid_input",
      message: "File size exceeds 10 MB",
    });
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    await expect(client.users.updateProfile({ description: "", image: text })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(client.users.updateProfile({ description: "x".repeat(501) })).rejects.toMatchObject({
      message: "Description is too long (500 characters at most)",
    });
  });

  it("updateProfile without a session fails fast", async () => {
    await expect(loggedIn({}).client.users.updateProfile({ description: "x" })).rejects.toMatchObject({ status: 401 });
  });

  it("uploads.upload sends the file field with the token and parses the answer", async () => {
    let seen: { auth: string | null; name: string; size: number } | undefined;
    server.use(
      http.post(`${origin}/api/uploads`, async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        seen = { auth: request.headers.get("authorization"), name: file.name, size: file.size };
        return HttpResponse.json({ url: "/uploads/abc.webp", mimetype: "image/webp", size: 1234 });
      }),
    );
    const answer = await loggedIn().client.uploads.upload({ file: new File(["abc"], "cat.jpg", { type: "image/jpeg" }) });
    expect(answer).toEqual({ url: "/uploads/abc.webp", mimetype: "image/webp", size: 1234 });
    expect(seen).toEqual({ auth: "Bearer member-token", name: "cat.jpg", size: 3 });
  });

  it("uploads.upload names a bare Blob 'file', refuses non-files, and surfaces server errors", async () => {
    let name = "";
    server.use(
      http.post(`${origin}/api/uploads`, async ({ request }) => {
        name = ((await request.formData()).get("file") as File).name;
        return HttpResponse.json({ code: "payload_too_large", message: "File too large" }, { status: 413 });
      }),
    );
    const { client } = loggedIn();
    await expect(client.uploads.upload({ file: new Blob(["x"], { type: "image/png" }) })).rejects.toMatchObject({ status: 413, code: "payload_too_large" });
    expect(name).toBe("file");
    await expect(client.uploads.upload({ file: "nope" as never })).rejects.toMatchObject({ code: "invalid_input" });
  });
});

describe("answers that arrive after the session changed", () => {
  it("do not touch a different member's session (logout and another login meanwhile)", async () => {
    let release: () => void = () => {};
    server.use(
      http.post(`${origin}/api/user/followUser`, async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ message: "ok", following: ["zed"], followers: 1 });
      }),
    );
    const store = createMemorySessionStore({ user: session({ token: "token-a", username: "ada" }), admin: null });
    const client = createPnyxClient({ baseUrl: origin, sessionStore: store });
    const pending = client.users.followUser({ name: "zed" });
    await new Promise((r) => setTimeout(r, 10));
    store.set({ user: session({ token: "token-b", username: "bob", following: [] }), admin: null });
    release();
    await pending;
    expect(store.get().user).toMatchObject({ username: "bob", following: [] });
  });
});
