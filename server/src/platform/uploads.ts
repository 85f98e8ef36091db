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
const tooLarge = () => new HttpError(413, ERROR_CODES.payloadTooLarge, "File size exceeds 10 MB");
const unsupported = (what: string) => new HttpError(415, ERROR_CODES.unsupportedMediaType, what);

export function createUploads(dir: string): Uploads {
  mkdirSync(dir, { recursive: true });
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
  ogv: { type: "video/ogg", inline: false },
  mp3: { type: "audio/mpeg", inline: false },
  m4a: { type: "audio/mp4", inline: false },
  webm: { type: "video/webm", inline: false },
  mp4: { type: "video/mp4", inline: false },
  mov: { type: "video/quicktime", inline: false },
};
