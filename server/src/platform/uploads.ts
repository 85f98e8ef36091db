import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
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
  /**
   * Lets the server draw some files when they are first asked for instead of storing them up front
   * (the seed articles' pictures): `source` returns a drawing function for a name it owns, else null.
   */
  addSource(source: UploadSource): void;
  /** The path of a stored file, drawing and storing it first when a source owns the name; null when there is none. */
  find(name: string): Promise<string | null>;
}

export type UploadSource = (name: string) => (() => Promise<Uint8Array>) | null;

export const UPLOADS_PATH = "/uploads";
const tooLarge = () => new HttpError(413, ERROR_CODES.payloadTooLarge, "File size exceeds 10 MB");
const unsupported = (what: string) => new HttpError(415, ERROR_CODES.unsupportedMediaType, what);

export function createUploads(dir: string): Uploads {
  mkdirSync(dir, { recursive: true });
  const sources: UploadSource[] = [];
  // One drawing per name at a time; the file appears atomically (temp file, then rename).
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
  return {
    dir,
    addSource(source) {
      sources.push(source);
    },
    async find(name) {
      if (basename(name) !== name || name.startsWith(".")) return null;
      const path = join(dir, name);
      if (existsSync(path)) return path;
      const render = sources.map((source) => source(name)).find((r) => r !== null);
      if (!render) return null;
      let pending = drawing.get(name);
      if (!pending) {
        pending = draw(path, render).finally(() => drawing.delete(name));
        drawing.set(name, pending);
      }
      return pending;
    },
    async store(file, accept) {
      if (file.size === 0) throw new HttpError(400, ERROR_CODES.invalidInput, "The file is empty");
      if (file.size > LIMITS.imageBytes) throw tooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffFileType(bytes);
      if (!type || (accept === "image" && type.kind !== "image")) {
        throw unsupported(accept === "image" ? "Only images (JPEG, PNG, WebP, GIF) can be uploaded here" : "This type of file cannot be uploaded");
      }
      const id = randomUUID();
      if (type.kind === "image") {
        let output: Buffer;
        try {
          // Re-encoding drops EXIF/GPS and anything smuggled after the image data.
          output = await sharp(bytes, { animated: type.mime === "image/gif", limitInputPixels: 40_000_000 })
            .rotate()
            .webp({ quality: 82 })
            .toBuffer();
        } catch {
          throw unsupported("The image could not be read");
        }
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

/** Content types for stored files, by the extension the server itself chose. */
export const SERVED_TYPES: Record<string, { type: string; inline: boolean }> = {
  webp: { type: "image/webp", inline: true },
  pdf: { type: "application/pdf", inline: false },
  doc: { type: "application/msword", inline: false },
  docx: { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", inline: false },
  txt: { type: "text/plain; charset=utf-8", inline: false },
  wav: { type: "audio/wav", inline: false },
  ogg: { type: "audio/ogg", inline: false },
  mp3: { type: "audio/mpeg", inline: false },
  m4a: { type: "audio/mp4", inline: false },
  webm: { type: "video/webm", inline: false },
  mp4: { type: "video/mp4", inline: false },
};
