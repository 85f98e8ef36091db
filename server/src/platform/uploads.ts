import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { open, rename, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { ERROR_CODES, IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type ImageVariantFormat, LIMITS } from "@pnyx/contract";
import type { Model, Schema } from "mongoose";
import sharp from "sharp";
import type { UploadModel, UploadQuotaModel } from "../modules/uploads/model";
import { HttpError } from "./errors";
import { sniffFileType } from "./file-types";
import { RateLimitError } from "./rate-limit";

export interface StoredUpload {
  url: string;
  mimetype: string;
  size: number;
}

/** Something that keeps upload URLs (profile pictures, opinion images, chat attachments, …). */
export interface UploadReferrer {
  /** For logs: which model and field. */
  name: string;
  /** Of these upload URLs, the ones still in use; anything else it returns is ignored. */
  referenced(urls: string[]): Promise<Iterable<string>>;
}

/**
 * What the uploads sweep asks before removing a file. Modules register what they reference, so
 * the uploads know nothing of users, opinions or chats.
 */
export interface UploadReferences {
  register(referrer: UploadReferrer): void;
  /** The URLs among `urls` that some registered referrer still uses. */
  inUse(urls: string[]): Promise<Set<string>>;
}

export interface Uploads {
  /**
   * Checks a file by its bytes and stores it for `owner` (a member id): images re-encoded (metadata
   * stripped), others as they are. Counts against the owner's daily quota and records the upload.
   */
  store(file: Blob, accept: "image" | "attachment", owner: string): Promise<StoredUpload>;
  /** Deletes a stored file, then its record; removing it twice is harmless. */
  remove(name: string): Promise<void>;
  references: UploadReferences;
  dir: string;
  /**
   * Lets the server draw some files when they are first asked for instead of storing them up front
   * (the seed articles' pictures): `source` returns a drawing function for a name it owns, else null.
   */
  addSource(source: UploadSource): void;
  /** The path of a stored file, drawing and storing it first when a source owns the name; null when there is none. */
  find(name: string): Promise<string | null>;
  /**
   * A responsive copy of a stored (or drawn) WebP picture, by its name (`<name>-<width>.<format>`,
   * see `variantName`): its path and content type. Made from the original the first time it is asked
   * for, through the image job queue, and kept; null when the name is not a copy's, there is no such
   * original, or it cannot be read.
   */
  findVariant(name: string): Promise<StoredVariant | null>;
  /** Makes every copy of a stored picture (by its name) ahead of their first request; the others' are left alone. */
  makeVariants(name: string): Promise<void>;
}

export interface StoredVariant {
  path: string;
  /** `image/avif` or `image/webp`: an animated picture's copies are animated WebP whatever their name says. */
  type: string;
}

export type UploadSource = (name: string) => (() => Promise<Uint8Array>) | null;

export interface UploadsOptions {
  dir: string;
  models: { Upload: UploadModel; UploadQuota: UploadQuotaModel };
  /** What a member may upload per UTC day, in MB of 1,024,000 bytes (like the 10 MB file limit). */
  dailyMb: number;
  now?: () => Date;
}

export const UPLOADS_PATH = "/uploads";
/** Names the server generates for stored files: only these are served or removed. */
export const STORED_NAME = /^[0-9a-f-]{36}\.([a-z0-9]{2,5})$/;
export const uploadUrl = (name: string) => `${UPLOADS_PATH}/${name}`;
/**
 * Names of the responsive copies of a stored WebP picture (`<name>.webp`): `<name>-<width>.<format>`,
 * only at the widths and in the formats of the contract (IMAGE_VARIANT_WIDTHS, IMAGE_VARIANT_FORMATS),
 * so the copies of a picture are a fixed, small set and nothing else is ever made.
 */
export const VARIANT_NAME = new RegExp(`^([0-9a-f-]{36})-(${IMAGE_VARIANT_WIDTHS.join("|")})\\.(${IMAGE_VARIANT_FORMATS.join("|")})$`);
export const variantName = (original: string, width: number, format: ImageVariantFormat) => `${original.replace(/\.webp$/, "")}-${width}.${format}`;
/** How the copies are encoded: quick settings, since a first request may wait for one. */
const VARIANT_ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 80 } } as const;
const MB = 1_024_000;
const DAY_MS = 86_400_000;
/** Images larger than this are refused from their header, before anything is decoded. */
export const IMAGE_LIMITS = { pixels: 25_000_000, side: 10_000, concurrentJobs: 2 } as const;
const tooLarge = () => new HttpError(413, ERROR_CODES.payloadTooLarge, "File size exceeds 10 MB");
const tooManyPixels = () => new HttpError(413, ERROR_CODES.payloadTooLarge, "The image is too large: at most 25 megapixels and 10,000 pixels on a side");
const unsupported = (what: string) => new HttpError(415, ERROR_CODES.unsupportedMediaType, what);

export interface Semaphore {
  /** Runs `task` once fewer than the limit are running; the others wait in order. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSemaphore(limit: number): Semaphore {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(task) {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter, so a newcomer cannot overtake the queue.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

export function createUploads(options: UploadsOptions): Uploads {
  const { dir, models } = options;
  const now = options.now ?? (() => new Date());
  mkdirSync(dir, { recursive: true });
  // Decoding is the expensive, memory-hungry part: a small pool, the rest queue.
  const imageJobs = createSemaphore(IMAGE_LIMITS.concurrentJobs);
  const quota = createDailyQuota(models.UploadQuota, options.dailyMb, now);
  const sources: UploadSource[] = [];
  // One drawing (or copy) per name at a time; the file appears atomically (temp file, then rename).
  const drawing = new Map<string, Promise<string>>();
  const draw = async (path: string, render: () => Promise<Uint8Array>) => {
    const temp = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, await render());
      await rename(temp, path);
      return path;
    } finally {
      await rm(temp, { force: true });
    }
  };

  async function remove(name: string) {
    if (!STORED_NAME.test(name)) return;
    // The file first: if this stops half-way, the record is still there to retry with.
    await rm(join(dir, name), { force: true });
    if (name.endsWith(".webp")) await Promise.all(variantNames(name).map((copy) => rm(join(dir, copy), { force: true })));
    await models.Upload.deleteOne({ _id: name });
  }

  async function find(name: string): Promise<string | null> {
    if (basename(name) !== name || name.startsWith(".")) return null;
    const path = join(dir, name);
    if (existsSync(path)) return path;
    const render = sources.map((source) => source(name)).find((r) => r !== null);
    if (!render) return null;
    // Drawing is image work too: it waits its turn with the rest.
    return once(name, () => draw(path, () => imageJobs.run(render)));
  }

  /** One making of a file at a time, whoever asks for it meanwhile. */
  function once(name: string, make: () => Promise<string>): Promise<string> {
    let pending = drawing.get(name);
    if (!pending) {
      pending = make().finally(() => drawing.delete(name));
      drawing.set(name, pending);
    }
    return pending;
  }

  async function findVariant(name: string): Promise<StoredVariant | null> {
    const match = VARIANT_NAME.exec(name);
    if (!match) return null;
    const stem = match[1]!;
    const width = Number(match[2]);
    const format = match[3] as ImageVariantFormat;
    // The original first (drawn if a source owns it), outside the job queue: a copy's job never waits for another job.
    const original = await find(`${stem}.webp`);
    if (!original) return null;
    const path = join(dir, name);
    if (!existsSync(path)) {
      try {
        await once(name, () => draw(path, () => imageJobs.run(() => renderVariant(original, width, format))));
      } catch {
        // An original sharp cannot read has no copies: a 404, never a 500.
        return null;
      }
      // Removed (swept) while its copy was being made: the copy goes too.
      if (!existsSync(original)) {
        await rm(path, { force: true });
        return null;
      }
    }
    if (format === "webp") return { path, type: "image/webp" };
    // Gone meanwhile (its picture swept): nothing to serve.
    const type = await variantType(path).catch(() => null);
    return type ? { path, type } : null;
  }

  return {
    dir,
    references: createUploadReferences(),
    remove,
    addSource(source) {
      sources.push(source);
    },
    find,
    findVariant,
    async makeVariants(name) {
      if (!STORED_NAME.test(name) || !name.endsWith(".webp")) return;
      // Each copy is its own job, so other pictures' work interleaves with these.
      await Promise.all(variantNames(name).map((copy) => findVariant(copy)));
    },
    async store(file, accept, owner) {
      if (file.size === 0) throw new HttpError(400, ERROR_CODES.invalidInput, "The file is empty");
      if (file.size > LIMITS.imageBytes) throw tooLarge();
      // Reserved before any work, given back if the file is refused.
      const refund = await quota.reserve(owner, file.size);
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = await sniffFileType(bytes);
        if (!type || (accept === "image" && type.kind !== "image")) {
          throw unsupported(accept === "image" ? "Only images (JPEG, PNG, WebP, GIF) can be uploaded here" : "This type of file cannot be uploaded");
        }
        const [output, ext, mimetype] =
          type.kind === "image" ? [await imageJobs.run(() => reencode(bytes, type.mime === "image/gif")), "webp", "image/webp"] : [bytes, type.ext, type.mime];
        const name = `${randomUUID()}.${ext}`;
        // The record first: a file is never on disk without one, so the sweep sees every file.
        await models.Upload.create({ _id: name, owner, bytes: output.length, mimetype, createdAt: now() });
        try {
          await Bun.write(join(dir, name), output);
        } catch (error) {
          await remove(name).catch(() => {});
          throw error;
        }
        return { url: uploadUrl(name), mimetype, size: output.length };
      } catch (error) {
        await refund().catch(() => {});
        throw error;
      }
    },
  };
}

/**
 * Bytes per member per UTC day. A reservation is one conditional `$inc` (only while the day's
 * count leaves room for the file), so concurrent uploads, on one instance or several, can never
 * pass the limit together.
 */
function createDailyQuota(Quota: UploadQuotaModel, dailyMb: number, now: () => Date) {
  const limit = dailyMb * MB;
  const message = `Upload limit reached: you can upload up to ${dailyMb} MB a day. Please try again tomorrow.`;
  return {
    async reserve(owner: string, bytes: number): Promise<() => Promise<void>> {
      const time = now();
      const dayStart = Math.floor(time.getTime() / DAY_MS) * DAY_MS;
      const _id = `${owner}:${new Date(dayStart).toISOString().slice(0, 10)}`;
      try {
        await Quota.updateOne({ _id }, { $setOnInsert: { bytes: 0, expiresAt: new Date(dayStart + 2 * DAY_MS) } }, { upsert: true });
      } catch (error) {
        // Two first uploads of the day at once: the other one created the counter.
        if ((error as { code?: unknown }).code !== 11000) throw error;
      }
      const reserved = await Quota.findOneAndUpdate({ _id, bytes: { $lte: limit - bytes } }, { $inc: { bytes } }, { projection: { _id: 1 }, lean: true });
      if (!reserved) throw new RateLimitError(message, Math.max(1, Math.ceil((dayStart + DAY_MS - time.getTime()) / 1000)));
      return async () => {
        await Quota.updateOne({ _id }, { $inc: { bytes: -bytes } });
      };
    },
  };
}

function createUploadReferences(): UploadReferences {
  const referrers: UploadReferrer[] = [];
  return {
    register(referrer) {
      referrers.push(referrer);
    },
    async inUse(urls) {
      const asked = new Set(urls);
      const used = new Set<string>();
      for (const referrer of referrers) {
        for (const url of await referrer.referenced(urls)) if (asked.has(url)) used.add(url);
      }
      return used;
    },
  };
}

/**
 * A referrer for a model field that holds upload URLs: a string, or an array of strings or of
 * sub-documents along a dotted path (`profilePicture.url`, `attachments.url`). The field gets an
 * index, so the sweep's lookups do not scan the collection (declared once, before indexes sync).
 */
export function fieldReferrer(model: Model<any>, path: string): UploadReferrer {
  indexOnce(model.schema, path);
  return {
    name: `${model.modelName}.${path}`,
    async referenced(urls) {
      const docs = await model.find({ [path]: { $in: urls } }, { [path]: 1 }).lean<Record<string, unknown>[]>();
      return docs.flatMap((doc) => stringsAt(doc, path.split(".")));
    },
  };
}

function indexOnce(schema: Schema, path: string) {
  const indexed = schema.indexes().some(([fields]) => Object.keys(fields)[0] === path);
  if (!indexed) schema.index({ [path]: 1 });
}

function stringsAt(value: unknown, path: string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => stringsAt(v, path));
  if (path.length === 0) return typeof value === "string" ? [value] : [];
  if (!value || typeof value !== "object") return [];
  return stringsAt((value as Record<string, unknown>)[path[0]!], path.slice(1));
}

/**
 * Re-encodes an image to WebP, which drops EXIF/GPS and anything smuggled after the image data.
 * Its size is read from the header first (sharp's metadata() decodes no pixels), so a small file
 * that would expand to hundreds of megabytes is refused before it is decoded. Every frame of an
 * animated GIF counts.
 */
async function reencode(bytes: Uint8Array, animated: boolean): Promise<Buffer> {
  let width: number | undefined;
  let frameHeight: number | undefined;
  let totalHeight: number | undefined;
  try {
    const meta = await sharp(bytes, { animated }).metadata();
    width = meta.width;
    totalHeight = meta.height;
    frameHeight = meta.pageHeight ?? meta.height;
  } catch {
    throw unsupported("The image could not be read");
  }
  if (!width || !frameHeight || !totalHeight) throw unsupported("The image could not be read");
  if (width > IMAGE_LIMITS.side || frameHeight > IMAGE_LIMITS.side || width * totalHeight > IMAGE_LIMITS.pixels) throw tooManyPixels();
  try {
    return await sharp(bytes, { animated, limitInputPixels: IMAGE_LIMITS.pixels }).rotate().webp({ quality: 82 }).toBuffer();
  } catch {
    throw unsupported("The image could not be read");
  }
}

/** Every copy of a stored WebP picture. */
const variantNames = (name: string) => IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => variantName(name, width, format)));

/**
 * A copy of a picture `width` wide (never wider than the original). An animated picture keeps its
 * frames: its copies are animated WebP, also under an .avif name (sharp makes no animated AVIF).
 */
async function renderVariant(original: string, width: number, format: ImageVariantFormat): Promise<Buffer> {
  const { pages } = await sharp(original).metadata();
  const animated = (pages ?? 1) > 1;
  const image = sharp(original, { animated, limitInputPixels: IMAGE_LIMITS.pixels }).resize({ width, withoutEnlargement: true });
  return format === "avif" && !animated ? image.avif(VARIANT_ENCODING.avif).toBuffer() : image.webp(VARIANT_ENCODING.webp).toBuffer();
}

/** What a copy under an .avif name holds, by its first bytes: AVIF, or an animated picture's WebP. */
async function variantType(path: string): Promise<string> {
  const file = await open(path, "r");
  try {
    const head = new Uint8Array(12);
    await file.read(head, 0, 12, 0);
    return String.fromCharCode(...head.subarray(8, 12)) === "WEBP" ? "image/webp" : "image/avif";
  } finally {
    await file.close();
  }
}

/** Content types for stored files, by the extension the server itself chose. */
export const SERVED_TYPES: Record<string, { type: string; inline: boolean }> = {
  webp: { type: "image/webp", inline: true },
  pdf: { type: "application/pdf", inline: false },
  doc: { type: "application/msword", inline: false },
  docx: { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", inline: false },
  txt: { type: "text/plain; charset=utf-8", inline: false },
  wav: { type: "audio/wav", inline: false },
  ogg: { type: "audio/ogg", inline: false },
  ogv: { type: "video/ogg", inline: false },
  mp3: { type: "audio/mpeg", inline: false },
  m4a: { type: "audio/mp4", inline: false },
  webm: { type: "video/webm", inline: false },
  mp4: { type: "video/mp4", inline: false },
  mov: { type: "video/quicktime", inline: false },
};
