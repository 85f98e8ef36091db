import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ERROR_CODES, LIMITS } from "@pnyx/contract";
import sharp from "sharp";
import { HttpError } from "./errors";
import { sniffFileType } from "./file-types";

export interface StoredUpload {
  url: string;
  mimetype: string;
  size: number;
}

export interface Uploads {
  /** Checks a file by its bytes and stores it: images re-encoded (metadata stripped), others as they are. */
  store(file: Blob, accept: "image" | "attachment"): Promise<StoredUpload>;
  dir: string;
}

export const UPLOADS_PATH = "/uploads";
/** Images larger than this are refused from their header, before anything is decoded. */
export const IMAGE_LIMITS = { pixels: 25_000_000, side: 10_000, concurrentJobs: 2 } as const;
const tooLarge = () => new HttpError(413, ERROR_CODES.payloadTooLarge, "File size exceeds 10 MB");
const tooManyPixels = () =>
  new HttpError(413, ERROR_CODES.payloadTooLarge, "The image is too large: at most 25 megapixels and 10,000 pixels on a side");
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

export function createUploads(dir: string): Uploads {
  mkdirSync(dir, { recursive: true });
  // Decoding is the expensive, memory-hungry part: a small pool, the rest queue.
  const imageJobs = createSemaphore(IMAGE_LIMITS.concurrentJobs);
  return {
    dir,
    async store(file, accept) {
      if (file.size === 0) throw new HttpError(400, ERROR_CODES.invalidInput, "The file is empty");
      if (file.size > LIMITS.imageBytes) throw tooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = await sniffFileType(bytes);
      if (!type || (accept === "image" && type.kind !== "image")) {
        throw unsupported(accept === "image" ? "Only images (JPEG, PNG, WebP, GIF) can be uploaded here" : "This type of file cannot be uploaded");
      }
      const id = randomUUID();
      if (type.kind === "image") {
        const output = await imageJobs.run(() => reencode(bytes, type.mime === "image/gif"));
        const name = `${id}.webp`;
        await Bun.write(join(dir, name), output);
        return { url: `${UPLOADS_PATH}/${name}`, mimetype: "image/webp", size: output.length };
      }
      const name = `${id}.${type.ext}`;
      await Bun.write(join(dir, name), bytes);
      return { url: `${UPLOADS_PATH}/${name}`, mimetype: type.mime, size: bytes.length };
    },
  };
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
