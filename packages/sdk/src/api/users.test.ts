import {
  addCategoriesEndpoint,
  followUserEndpoint,
  getDetailsEndpoint,
  unfollowUserEndpoint,
  updateProfileEndpoint,
  userCommentsEndpoint,
  userPostsEndpoint,
} from "@pnyx/contract";
import { aFollowResponse, aProfileComment, aPublicProfile, aSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, gate, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "../testing";

const server = useMockServer();
const session = aSession;
const profile = aPublicProfile();

describe("client.users", () => {
  it("getDetails, getPosts and getComments parse their answers", async () => {
    server.use(
      mockEndpoint(getDetailsEndpoint, profile),
      mockEndpoint(userPostsEndpoint, { posts: [] }),
      mockEndpoint(userCommentsEndpoint, { comments: [aProfileComment()] }),
    );
    const { client } = clientWith({});
    await expect(client.users.getDetails({ name: "Grace" })).resolves.toEqual(profile);
    await expect(client.users.getPosts({ name: "grace" })).resolves.toEqual({ posts: [] });
    expect((await client.users.getComments({ name: "grace" })).comments[0]?.text).toBe("Well put");
  });

  it("addCategories fills the caller's username and updates selectedCategories", async () => {
    const seen = record(server, addCategoriesEndpoint, { message: "Categories updated", selectedCategories: ["Health", "World"] });
    const { client, store } = clientWith({ user: session() });
    await client.users.addCategories({ categories: { Health: true, World: true, Science: false } });
    expect(seen[0]?.body).toEqual({ username: "ada", categories: { Health: true, World: true, Science: false } });
    expect(store.get().user?.selectedCategories).toEqual(["Health", "World"]);
  });

  it("addCategories refuses unknown categories before sending", async () => {
    const { client } = clientWith({ user: session() });
    await expect(client.users.addCategories({ categories: { Gossip: true } as never })).rejects.toMatchObject({ code: "invalid_input" });
  });
});

describe("client.users follows", () => {
  it("followUser / unfollowUser send {username, name} and update following from the answer", async () => {
    const follows = record(server, followUserEndpoint, aFollowResponse({ following: ["grace"], followers: 1 }));
    const unfollows = record(server, unfollowUserEndpoint, aFollowResponse({ message: "Unfollowed", following: [], followers: 0 }));
    const { client, store } = clientWith({ user: session() });
    await expect(client.users.followUser({ name: "Grace" })).resolves.toMatchObject({ followers: 1 });
    expect(store.get().user?.following).toEqual(["grace"]);
    await client.users.unfollowUser({ name: "grace" });
    expect(store.get().user?.following).toEqual([]);
    expect([...follows, ...unfollows].map((r) => r.body)).toEqual([
      { username: "ada", name: "grace" },
      { username: "ada", name: "grace" },
    ]);
  });

  it("mark the session's following at once and put it back when the server refuses", async () => {
    const held = gate();
    server.use(
      mockEndpoint(unfollowUserEndpoint, async () => {
        await held.opened;
        return errorResponse(429, "rate_limited", "Slow down");
      }),
    );
    const { client, store } = clientWith({ user: session({ following: ["grace", "alan"] }) });
    const pending = client.users.unfollowUser({ name: " Grace " });
    expect(store.get().user?.following).toEqual(["alan"]);
    held.release();
    await expect(pending).rejects.toMatchObject({ status: 429 });
    expect(store.get().user?.following).toEqual(["grace", "alan"]);
  });

  it("an answer that arrives after the session changed does not touch a different member's session", async () => {
    const held = gate();
    server.use(
      mockEndpoint(followUserEndpoint, async () => {
        await held.opened;
        return aFollowResponse({ message: "ok", following: ["zed"], followers: 1 });
      }),
    );
    const { client, store } = clientWith({ user: session({ token: "token-a", username: "ada" }), admin: null });
    const pending = client.users.followUser({ name: "zed" });
    await new Promise((r) => setTimeout(r, 10));
    store.set({ user: session({ token: "token-b", username: "bob", following: [] }), admin: null });
    held.release();
    await pending;
    expect(store.get().user).toMatchObject({ username: "bob", following: [] });
  });
});

describe("client.users.updateProfile (multipart)", () => {
  it("sends username, description and the image as multipart with the token", async () => {
    let seen: { auth: string | null; type: string | null; fields: Record<string, unknown> } | undefined;
    server.use(
      mockEndpoint(updateProfileEndpoint, async (_input, { request }) => {
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
        return session({ description: "New words", profilePicture: { url: "/uploads/ada.png", mimetype: "image/png" } });
      }),
    );
    const { client, store } = clientWith({ user: session() });
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

  it("without an image sends no image field, and keeps the stored token when the answer's is empty", async () => {
    let keys: string[] = [];
    server.use(
      mockEndpoint(updateProfileEndpoint, async (_input, { request }) => {
        keys = [...(await request.formData()).keys()];
        return session({ token: "", description: "Short" });
      }),
    );
    const { client, store } = clientWith({ user: session() });
    await client.users.updateProfile({ description: "Short" });
    expect(keys.sort()).toEqual(["description", "username"]);
    expect(store.get().user).toMatchObject({ token: "member-token", description: "Short" });
  });

  it("refuses a too-large or non-image file, or a too-long description, before sending", async () => {
    const { client } = clientWith({ user: session() });
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

  it("without a session fails fast", async () => {
    await expect(clientWith({}).client.users.updateProfile({ description: "x" })).rejects.toMatchObject({ status: 401 });
  });
});
