import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantUrl, uploadEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { variantName } from "../../platform/uploads";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { fileOf } from "../../test-support/images";
import { pdfBytes } from "../../test-support/media";
import { communityCoverUrl } from "../../seed/communities/seeder";
import { seedImageName, seedImageUrl } from "../../seed/news/seeder";
import { SEED_ARTICLES } from "../../seed/news/articles";
import { createUploadsService } from "./service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
// Closing waits for the background work the uploads started (AVIF copies), which a busy machine can stretch.
afterAll(() => ctx.close(), 120_000);

let members = 0;
const freshMember = () => createMember(ctx, `${"abcdefghijklmnopqrstuvwxyz"[members++]}copies`);
const uploadsDir = () => join(ctx.dataDir, "uploads");
const nameOf = (url: string) => url.slice("/uploads/".length);
/** The files in the uploads folder that belong to a stored file: itself and its copies. */
const filesOf = (name: string) =>
  readdirSync(uploadsDir())
    .filter((f) => f.startsWith(name.slice(0, 36)))
    .sort();
const copiesOf = (name: string) => IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => variantName(name, width, format)));

/** A picture with some detail (a gradient), so its encodings differ in size as real photos do. */
const picture = async (width: number, height: number) =>
  new Uint8Array(
    await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#36c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#fc3"/></svg>`,
      ),
    )
      .png()
      .toBuffer(),
  );

async function upload(bytes: Uint8Array, name = "photo.png", type = "image/png"): Promise<string> {
  const form = new FormData();
  form.append("file", fileOf(bytes, name, type));
  const res = await ctx.call(uploadEndpoint, { form, token: await freshMember() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

async function fetchImage(url: string) {
  const res = await ctx.call(url);
  const bytes = res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
  const meta = bytes ? await sharp(bytes, { animated: true }).metadata() : null;
  return { res, bytes, meta };
}

describe("responsive copies of stored pictures (issue 33)", () => {
  it("are made right after an upload: each width in AVIF and WebP, served as immutable files", async () => {
    const url = await upload(await picture(1600, 900));
    await ctx.runtime.deps.background.idle();
    for (const copy of copiesOf(nameOf(url))) expect({ copy, made: existsSync(join(uploadsDir(), copy)) }).toEqual({ copy, made: true });

    for (const width of IMAGE_VARIANT_WIDTHS) {
      for (const format of IMAGE_VARIANT_FORMATS) {
        const copyUrl = imageVariantUrl(url, width, format)!;
        expect(copyUrl).toBe(`${url.slice(0, -".webp".length)}-${width}.${format}`);
        const { res, meta } = await fetchImage(copyUrl);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe(`image/${format}`);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("content-disposition")).toBeNull();
        expect(meta).toMatchObject({ format: format === "avif" ? "heif" : "webp", width, height: Math.round((width * 900) / 1600) });
      }
    }
  }, 30_000);

  it("are never wider than the original", async () => {
    const url = await upload(await picture(500, 250));
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const { res, meta } = await fetchImage(imageVariantUrl(url, width, "avif")!);
      expect(res.status).toBe(200);
      expect(meta).toMatchObject({ width: Math.min(width, 500), height: Math.min(width, 500) / 2 });
    }
  }, 30_000);

  it("are made on first request for a picture stored before they existed, once however many ask at once", async () => {
    const url = await upload(await picture(800, 600));
    await ctx.runtime.deps.background.idle();
    const name = nameOf(url);
    // As an upload from before this change: the original alone.
    for (const copy of copiesOf(name)) rmSync(join(uploadsDir(), copy));
    const copyUrl = imageVariantUrl(url, 640, "avif")!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchImage(copyUrl)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.bytes!.toString("base64"))).size).toBe(1);
    expect(answers[0]!.meta).toMatchObject({ format: "heif", width: 640, height: 480 });
    // Only what was asked for was made, and no temporary file is left.
    expect(filesOf(name)).toEqual([name, variantName(name, 640, "avif")].sort());
  }, 30_000);

  it("keep an animated picture's frames: its copies are animated WebP, also under the AVIF name", async () => {
    const frames = await Promise.all(
      ["#c33", "#3c3", "#33c"].map((background) =>
        sharp({ create: { width: 400, height: 200, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const url = await upload(
      new Uint8Array(
        await sharp(frames, { join: { animated: true } })
          .gif()
          .toBuffer(),
      ),
      "moving.gif",
      "image/gif",
    );
    for (const format of IMAGE_VARIANT_FORMATS) {
      const { res, meta } = await fetchImage(imageVariantUrl(url, 320, format)!);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(meta).toMatchObject({ format: "webp", width: 320, pageHeight: 160, pages: 3 });
    }
  }, 30_000);

  it("answer 404 for any other width or format, a file that is not a picture, or a picture sharp cannot read", async () => {
    const url = await upload(await picture(700, 400));
    const stem = url.slice(0, -".webp".length);
    const pdf = await upload(pdfBytes(), "paper.pdf", "application/pdf");
    const broken = "0000bbbb-0000-4000-8000-000000000001.webp";
    writeFileSync(join(uploadsDir(), broken), "not a picture at all");
    const refused = [
      `${stem}-641.avif`,
      `${stem}-0640.avif`,
      `${stem}-64.webp`,
      `${stem}-2560.webp`,
      `${stem}-640.png`,
      `${stem}-640.jpg`,
      `${stem}-640.AVIF`,
      `${stem}-640.avif.tmp`,
      `${stem}-640-640.avif`,
      `${stem}.avif`,
      `${pdf.slice(0, -".pdf".length)}-640.webp`,
      "/uploads/0000cccc-0000-4000-8000-000000000001-640.avif",
      `/uploads/${broken.replace(".webp", "-640.avif")}`,
      "/uploads/..%2F..%2Fetc%2Fpasswd-640.avif",
    ];
    for (const path of refused) {
      const res = await ctx.call(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    // A query string changes nothing: the original is served as it is.
    const { res, meta } = await fetchImage(`${url}?w=9999&f=png`);
    expect(res.status).toBe(200);
    expect(meta).toMatchObject({ format: "webp", width: 700 });
    // Nothing was made for any of them: the picture has its six copies (made after its upload), no more.
    await ctx.runtime.deps.background.idle();
    expect(filesOf(nameOf(url))).toEqual([nameOf(url), ...copiesOf(nameOf(url))].sort());
    expect(filesOf(broken)).toEqual([broken]);
    expect(readdirSync(uploadsDir()).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  }, 30_000);

  it("never decode more than two pictures at once, however many copies are asked for", async () => {
    const urls = await Promise.all([picture(1400, 800), picture(1300, 700)].map(async (bytes) => upload(await bytes)));
    await ctx.runtime.deps.background.idle();
    for (const url of urls) for (const copy of copiesOf(nameOf(url))) rmSync(join(uploadsDir(), copy));
    let peak = 0;
    const sample = setInterval(() => {
      peak = Math.max(peak, sharp.counters().process + sharp.counters().queue);
    }, 1);
    try {
      const answers = await Promise.all(
        urls.flatMap((url) => IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => ctx.call(imageVariantUrl(url, width, format)!)))),
      );
      expect(answers.every((res) => res.status === 200)).toBe(true);
    } finally {
      clearInterval(sample);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  }, 30_000);

  it("go with their picture when the sweep removes it", async () => {
    const url = await upload(await picture(400, 300));
    await ctx.runtime.deps.background.idle();
    const name = nameOf(url);
    await ctx.runtime.deps.models.Upload.updateOne({ _id: name }, { $set: { createdAt: new Date(Date.now() - 2 * 86_400_000) } });
    await createUploadsService(ctx.runtime.deps).sweep();
    for (const file of [name, ...copiesOf(name)]) expect({ file, kept: existsSync(join(uploadsDir(), file)) }).toEqual({ file, kept: false });
    expect((await ctx.call(imageVariantUrl(url, 320, "webp")!)).status).toBe(404);
  }, 30_000);

  it("are made for the seeded pictures too, drawing the original first when it is not there yet", async () => {
    for (const url of [seedImageUrl(3), communityCoverUrl(2)]) {
      rmSync(join(uploadsDir(), nameOf(url)), { force: true });
      const { res, meta } = await fetchImage(imageVariantUrl(url, 640, "avif")!);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(meta).toMatchObject({ format: "heif", width: 640, height: 336 });
      expect(existsSync(join(uploadsDir(), nameOf(url)))).toBe(true);
    }
    // A community's cover is its own picture, not a seed article's.
    const covers = Array.from({ length: 15 }, (_, community) => nameOf(communityCoverUrl(community)));
    const articles = new Set(SEED_ARTICLES.map((_, index) => seedImageName(index)));
    expect(covers.filter((name) => articles.has(name))).toEqual([]);
  }, 30_000);
});
