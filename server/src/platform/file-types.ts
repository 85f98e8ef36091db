import { fileTypeFromBuffer } from "file-type";

/** What the bytes of a file say it is, never what its name or the client's content type claim. */
export type SniffedType = { kind: "image"; mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif" } | { kind: "attachment"; mime: string; ext: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

interface Attachment {
  mime: string;
  ext: string;
  /** A deeper check of the bytes, for formats whose magic number alone proves little. */
  check?: (bytes: Uint8Array) => boolean;
}

const pdf: Attachment = { mime: "application/pdf", ext: "pdf" };
const doc: Attachment = { mime: "application/msword", ext: "doc", check: (bytes) => containsUtf16le(bytes, "WordDocument") };
const docx: Attachment = { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" };
const wav: Attachment = { mime: "audio/wav", ext: "wav" };
const ogg: Attachment = { mime: "audio/ogg", ext: "ogg" };
const ogv: Attachment = { mime: "video/ogg", ext: "ogv" };
const mp3: Attachment = { mime: "audio/mpeg", ext: "mp3", check: startsWithMpegAudio };
const m4a: Attachment = { mime: "audio/mp4", ext: "m4a" };
const mp4: Attachment = { mime: "video/mp4", ext: "mp4" };
const mov: Attachment = { mime: "video/quicktime", ext: "mov" };
const webm: Attachment = { mime: "video/webm", ext: "webm" };

/**
 * Attachment kinds by the extension `file-type` gives them after parsing their headers (a Word
 * document's zip entries, an Ogg stream's codec header, an MP4's brand, …). Anything else is refused.
 */
const ATTACHMENTS: Record<string, Attachment> = {
  pdf,
  cfb: doc,
  docx,
  wav,
  ogg,
  oga: ogg,
  opus: ogg,
  spx: ogg,
  ogv,
  ogm: ogv,
  mp3,
  m4a,
  mp4,
  m4v: mp4,
  mov,
  webm,
};

function sniffImage(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", mime: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", mime: "image/png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { kind: "image", mime: "image/webp" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { kind: "image", mime: "image/gif" };
  return null;
}

/**
 * Images by their magic number (sharp decodes and re-encodes them anyway); other files by their
 * real headers through `file-type`, plus a frame check for mp3; text only when the whole file is
 * UTF-8 without control characters.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedType | null> {
  const image = sniffImage(bytes);
  if (image) return image;
  let detected: { ext: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    // A malformed container is simply not a known type.
    detected = undefined;
  }
  const attachment = detected ? ATTACHMENTS[detected.ext] : undefined;
  if (attachment && (!attachment.check || attachment.check(bytes))) return { kind: "attachment", mime: attachment.mime, ext: attachment.ext };
  if (isPlainText(bytes)) return { kind: "attachment", mime: "text/plain; charset=utf-8", ext: "txt" };
  return null;
}

/** Control characters other than tab, newline and carriage return (C0, DEL and C1). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The whole file is valid UTF-8 and has no control characters other than tab, newline and CR. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text);
}

function containsUtf16le(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(needle, "utf16le"));
}

const LAYER3_KBPS = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The length of the MPEG audio Layer III frame whose header starts at `at`, or null if there is none. */
export function mpegFrameLength(bytes: Uint8Array, at: number): number | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null; // frame sync
  const version = (b1 >> 3) & 0x03; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = (b1 >> 1) & 0x03; // 1: Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3 || (b3 & 0x03) === 2) return null;
  const kbps = (version === 3 ? LAYER3_KBPS.v1 : LAYER3_KBPS.v2)[bitrateIndex]!;
  const rate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 0x01;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
}

/**
 * An mp3 is optional ID3v2 tags followed by a valid MPEG audio frame header; when the file is long
 * enough, the next frame must start right where the first one ends.
 */
function startsWithMpegAudio(bytes: Uint8Array): boolean {
  let at = 0;
  while (ascii(bytes, at, at + 3) === "ID3") {
    if (at + 10 > bytes.length) return false;
    const size = bytes.subarray(at + 6, at + 10);
    if (size.some((b) => b & 0x80)) return false; // sizes are sync-safe: 7 bits a byte
    const footer = (bytes[at + 5]! & 0x10) !== 0 ? 10 : 0;
    at += 10 + ((size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!) + footer;
    if (at > bytes.length) return false;
  }
  // Some encoders pad the tag with zeros it does not count.
  while (at < bytes.length && bytes[at] === 0) at++;
  const first = mpegFrameLength(bytes, at);
  if (first === null) return false;
  const next = at + first;
  return next + 4 > bytes.length || mpegFrameLength(bytes, next) !== null;
}
