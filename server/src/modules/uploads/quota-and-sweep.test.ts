import { updateProfileEndpoint, uploadEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { fileOf, pngBytes } from "../../test-support/images";
import { garbage } from "../../test-support/media";
import { createUploadsService } from "./service";

// A 1 MB (1,024,000 bytes) daily quota keeps the files in these tests small.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DAILY_MB: "1" });
});
// Closing waits for the background work the uploads started (AVIF copies), which a busy machine can stretch.
afterAll(() => ctx.close(), 120_000);

const LIMIT_MESSAGE = "Upload limit reached: you can upload up to 1 MB a day. Please try again tomorrow.";
const DAY = 24 * 3_600_000;

let members = 0;
/** A member of their own (signing up from their own address), so no other limit interferes. */
async function freshMember() {
  const username = `${"abcdefghijklmnopqrstuvwxyz"[members++]}quota`;
  const token = await createMember(ctx, username);
  const user = await ctx.runtime.deps.models.User.findOne({ username }).lean();
  return { token, username, id: user!._id.toString() };
}

/** `size` bytes of plain text. */
const textOf = (size: number) => new TextEncoder().encode("x".repeat(size - 1) + "\n");

async function upload(bytes: Uint8Array, token: string, name = "notes.txt") {
  const form = new FormData();
  form.append("file", fileOf(bytes, name, "application/octet-stream"));
  const res = await ctx.call(uploadEndpoint, { form, token });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

async function setPicture(token: string, width = 16) {
  const form = new FormData();
  form.append("image", fileOf(await pngBytes(width, width), "me.png", "image/png"));
  const res = await ctx.call(updateProfileEndpoint, { form, token });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const uploadsDir = () => join(ctx.dataDir, "uploads");
const storedFiles = () => readdirSync(uploadsDir()).length;
const nameOf = (url: string) => url.slice("/uploads/".length);
const onDisk = (url: string) => existsSync(join(uploadsDir(), nameOf(url)));
const records = () => ctx.runtime.deps.models.Upload;

describe("daily upload quota (#8, 5)", () => {
  it("answers 429 with Retry-After once a member's bytes for the day are used, and stores nothing", async () => {
    const { token } = await freshMember();
    for (let i = 0; i < 3; i++) expect((await upload(textOf(300_000), token)).status).toBe(200);
    const files = storedFiles();
    const refused = await upload(textOf(300_000), token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "rate_limited", message: LIMIT_MESSAGE });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(storedFiles()).toBe(files);
    // Counted to the byte: 124,000 bytes are left.
    expect((await upload(textOf(124_000), token)).status).toBe(200);
    expect((await upload(textOf(1), token)).status).toBe(429);
    // Other members have their own quota.
    expect((await upload(textOf(300_000), (await freshMember()).token)).status).toBe(200);
  });

  it("cannot be exceeded by concurrent uploads", async () => {
    const { token, id } = await freshMember();
    const files = storedFiles();
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(textOf(300_000), token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(storedFiles()).toBe(files + 3);
    expect(await records().countDocuments({ owner: id })).toBe(3);
  });

  it("gives the bytes back when a file is refused", async () => {
    const { token } = await freshMember();
    expect((await upload(garbage(900_000), token, "x.bin")).status).toBe(415);
    for (let i = 0; i < 3; i++) expect((await upload(textOf(300_000), token)).status).toBe(200);
  });

  it("counts profile pictures too", async () => {
    const { token } = await freshMember();
    expect((await upload(textOf(1_024_000), token)).status).toBe(200);
    const refused = await setPicture(token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(LIMIT_MESSAGE);
  });

  it("records every stored upload: owner, name, bytes and when", async () => {
    const { token, id } = await freshMember();
    const before = Date.now();
    const res = await upload(textOf(1000), token);
    const picture = await setPicture(token);
    for (const [url, bytes] of [
      [res.body.url as string, 1000],
      [picture.body.profilePicture.url as string, undefined],
    ] as const) {
      const record = await records().findById(nameOf(url)).lean();
      expect(record).toMatchObject({ _id: nameOf(url), owner: id });
      if (bytes !== undefined) expect(record!.bytes).toBe(bytes);
      else expect(record!.bytes).toBeGreaterThan(0);
      expect(record!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });
});

describe("sweep of unreferenced uploads (#8, 5)", () => {
  const sweep = () => createUploadsService(ctx.runtime.deps).sweep();
  /** Makes every record but `except` look 25 hours old. */
  const age = (except: string[] = []) =>
    records().updateMany({ _id: { $nin: except.map(nameOf) } }, { $set: { createdAt: new Date(Date.now() - DAY - 3_600_000) } });

  it("removes an unreferenced upload older than a day; keeps referenced and young ones", async () => {
    const { token, username } = await freshMember();
    const orphan = (await upload(textOf(100), token)).body.url as string;
    const young = (await upload(textOf(100), token)).body.url as string;
    const inComment = (await upload(await pngBytes(), token, "c.png")).body.url as string;
    const inPost = (await upload(await pngBytes(), token, "p.png")).body.url as string;
    const picture = (await setPicture(token)).body.profilePicture.url as string;
    const { Comment, CommunityPost } = ctx.runtime.deps.models;
    await Comment.create({ postId: "a1", text: "With a picture", image: inComment, author: username });
    await CommunityPost.create({ communityId: "66a000000000000000000001", title: "T", description: "d", image: inPost, author: username });
    await age([young]);

    await sweep();
    expect(onDisk(orphan)).toBe(false);
    expect(await records().findById(nameOf(orphan))).toBeNull();
    expect((await ctx.call(orphan)).status).toBe(404);
    for (const kept of [young, inComment, inPost, picture]) {
      expect(onDisk(kept)).toBe(true);
      expect(await records().findById(nameOf(kept))).not.toBeNull();
      expect((await ctx.call(kept)).status).toBe(200);
    }
  });

  it("removes a replaced profile picture's file", async () => {
    const { token } = await freshMember();
    const first = (await setPicture(token, 16)).body.profilePicture.url as string;
    const second = (await setPicture(token, 24)).body.profilePicture.url as string;
    expect(second).not.toBe(first);
    await age();
    await sweep();
    expect(onDisk(first)).toBe(false);
    expect((await ctx.call(first)).status).toBe(404);
    expect(onDisk(second)).toBe(true);
  });

  it("keeps what another module registers as referenced (as chat attachments will)", async () => {
    const { token } = await freshMember();
    const attached = (await upload(textOf(100), token)).body.url as string;
    const dropped = (await upload(textOf(100), token)).body.url as string;
    const chat = new Set([attached]);
    ctx.runtime.deps.uploads.references.register({ name: "test-chat", referenced: async (urls) => urls.filter((u) => chat.has(u)) });
    await age();
    await sweep();
    expect(onDisk(attached)).toBe(true);
    expect(onDisk(dropped)).toBe(false);
  });

  it("is safe when several instances sweep at once, and leaves files it did not record alone", async () => {
    const { token } = await freshMember();
    const orphans = [];
    for (let i = 0; i < 5; i++) orphans.push((await upload(textOf(100), token)).body.url as string);
    // A file the uploads did not store (the seed images are such files).
    const foreign = "0000aaaa-0000-4000-8000-000000000000.webp";
    writeFileSync(join(uploadsDir(), foreign), "x");
    await age();
    const removed = await Promise.all([sweep(), sweep(), sweep()]);
    expect(removed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
    for (const url of orphans) expect(onDisk(url)).toBe(false);
    expect(await records().countDocuments({ _id: { $in: orphans.map(nameOf) } })).toBe(0);
    expect(existsSync(join(uploadsDir(), foreign))).toBe(true);
  });
});
