import { updateProfileEndpoint, uploadEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { fileOf } from "../../test-support/images";
import { gifBytes } from "../../test-support/media";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
// Closing waits for the background work the uploads started (AVIF copies), which a busy machine can stretch.
afterAll(() => ctx.close(), 120_000);

let members = 0;
/** Each test uploads as its own member (and signs up from its own address), so no rate limit interferes. */
const freshMember = () => createMember(ctx, `${"abcdefghijklmnopqrstuvwxyz"[members++]}pixels`);

async function upload(bytes: Uint8Array, token: string, name = "image.png") {
  const form = new FormData();
  form.append("file", fileOf(bytes, name, "image/png"));
  const res = await ctx.call(uploadEndpoint, { form, token });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const stored = () => readdirSync(join(ctx.dataDir, "uploads")).length;
const TOO_LARGE = { code: "payload_too_large", message: "The image is too large: at most 25 megapixels and 10,000 pixels on a side" };

/** A white PNG compresses to almost nothing, however many pixels it has. */
const whitePng = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );

describe("image decompression bombs (#8, 4)", () => {
  it("refuses a small PNG of 6300×6300 from its header, as an attachment and as a profile picture", async () => {
    const bomb = await whitePng(6300, 6300);
    expect(bomb.length).toBeLessThan(200_000); // ~128 kB that would decode to 6300 × 6300 × 3 bytes ≈ 119 MB
    const token = await freshMember();
    const before = stored();

    const res = await upload(bomb, token, "bomb.png");
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);

    const form = new FormData();
    form.append("image", fileOf(bomb, "me.png", "image/png"));
    const profile = await ctx.call(updateProfileEndpoint, { form, token });
    expect(profile.status).toBe(413);
    expect(await profile.json()).toEqual(TOO_LARGE);
    expect(stored()).toBe(before);
  }, 20_000); // making the 40-megapixel PNG takes a while on a busy machine

  it("refuses an image with a side over 10,000 px even under 25 megapixels", async () => {
    const token = await freshMember();
    const res = await upload(await whitePng(12_000, 8), token);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
    // At the limit it is fine.
    expect((await upload(await whitePng(10_000, 8), token)).status).toBe(200);
  });

  it("counts every frame of an animated GIF", async () => {
    const token = await freshMember();
    // Two frames of 4000×4000 in 60 bytes: 32 megapixels to decode.
    const res = await upload(gifBytes(4000, 4000, 2), token, "anim.gif");
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
    // Many small frames are fine.
    expect((await upload(gifBytes(64, 64, 20), token, "small.gif")).status).toBe(200);
  });

  it("never decodes more than two images at once; the others wait their turn", async () => {
    const token = await freshMember();
    const noisy = new Uint8Array(
      await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    let peak = 0;
    const sample = setInterval(() => {
      peak = Math.max(peak, sharp.counters().process + sharp.counters().queue);
    }, 1);
    try {
      const results = await Promise.all(Array.from({ length: 6 }, () => upload(noisy, token)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      clearInterval(sample);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  }, 20_000);
});
