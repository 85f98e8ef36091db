/** What the bytes of a file say it is, never what its name or the client's content type claim. */
export type SniffedType =
  | { kind: "image"; mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif" }
  | { kind: "attachment"; mime: string; ext: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", mime: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", mime: "image/png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { kind: "image", mime: "image/webp" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { kind: "image", mime: "image/gif" };

  if (ascii(bytes, 0, 5) === "%PDF-") return { kind: "attachment", mime: "application/pdf", ext: "pdf" };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: "attachment", mime: "application/msword", ext: "doc" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(bytes, "word/")) {
    return { kind: "attachment", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" };
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE") return { kind: "attachment", mime: "audio/wav", ext: "wav" };
  if (ascii(bytes, 0, 4) === "OggS") return { kind: "attachment", mime: "audio/ogg", ext: "ogg" };
  if (ascii(bytes, 0, 3) === "ID3" || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return { kind: "attachment", mime: "audio/mpeg", ext: "mp3" };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: "attachment", mime: "video/webm", ext: "webm" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand.startsWith("M4A")) return { kind: "attachment", mime: "audio/mp4", ext: "m4a" };
    return { kind: "attachment", mime: "video/mp4", ext: "mp4" };
  }
  if (isPlainText(bytes)) return { kind: "attachment", mime: "text/plain; charset=utf-8", ext: "txt" };
  return null;
}

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const head = ascii(bytes, 0, Math.min(bytes.length, 4096));
  return head.includes(needle);
}

/** UTF-8 text without control bytes other than tab, newline and carriage return. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 65_536);
  for (const b of sample) if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample.length < bytes.length ? trimPartial(sample) : sample);
    return true;
  } catch {
    return false;
  }
}

/** Drops a multi-byte character cut at the sample's end, so a valid file is not refused. */
function trimPartial(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = sample[end - i]!;
    if ((b & 0xc0) === 0xc0) return sample.subarray(0, end - i);
    if ((b & 0x80) === 0) break;
  }
  return sample;
}
