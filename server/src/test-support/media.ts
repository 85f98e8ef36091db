/**
 * Small but structurally valid media and document files, built byte by byte so the upload checks
 * are tested against real headers without binary fixtures in the repository.
 */

const text = (s: string) => new TextEncoder().encode(s);

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const u16le = (n: number) => new Uint8Array([n & 0xff, (n >>> 8) & 0xff]);
const u32le = (n: number) => new Uint8Array([n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff]);
const u32be = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const syncSafe = (n: number) => new Uint8Array([(n >>> 21) & 0x7f, (n >>> 14) & 0x7f, (n >>> 7) & 0x7f, n & 0x7f]);

/** Bytes that are neither text nor any known format (deterministic). */
export function garbage(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed * 2654435761;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** An ID3v2.4 tag with a title frame; `declaredSize` overrides the size the header claims. */
export function id3Tag(title = "Test", declaredSize?: number): Uint8Array {
  const body = concat(text("\u0003"), text(title));
  const frame = concat(text("TIT2"), syncSafe(body.length), new Uint8Array([0, 0]), body);
  return concat(text("ID3"), new Uint8Array([4, 0, 0]), syncSafe(declaredSize ?? frame.length), frame);
}

/** MPEG-1 Layer III frames, 128 kbit/s, 44.1 kHz, joint stereo: 417 bytes each (silence). */
export function mp3Frames(count: number): Uint8Array {
  const frames: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const frame = new Uint8Array(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    frames.push(frame);
  }
  return concat(...frames);
}

/** An mp3 as encoders write it: an ID3 tag, then frames. */
export const mp3Bytes = () => concat(id3Tag(), mp3Frames(6));

/** PCM WAV, mono, 8 kHz, 16-bit, a short tone. */
export function wavBytes(samples = 800): Uint8Array {
  const data = new Uint8Array(samples * 2);
  const view = new DataView(data.buffer);
  for (let i = 0; i < samples; i++) view.setInt16(i * 2, Math.round(8000 * Math.sin((i / 8000) * 440 * 2 * Math.PI)), true);
  const fmt = concat(text("fmt "), u32le(16), u16le(1), u16le(1), u32le(8000), u32le(16000), u16le(2), u16le(16));
  const body = concat(text("WAVE"), fmt, text("data"), u32le(data.length), data);
  return concat(text("RIFF"), u32le(body.length), body);
}

function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 24;
    for (let k = 0; k < 8; k++) crc = crc & 0x80000000 ? ((crc << 1) ^ 0x04c11db7) >>> 0 : (crc << 1) >>> 0;
  }
  return crc >>> 0;
}

/** One Ogg page carrying a Vorbis identification header (what starts every .ogg file). */
export function oggVorbisBytes(): Uint8Array {
  const id = concat(
    new Uint8Array([0x01]),
    text("vorbis"),
    u32le(0), // version
    new Uint8Array([1]), // channels
    u32le(8000), // sample rate
    u32le(0),
    u32le(64000),
    u32le(0),
    new Uint8Array([0xb8, 0x01]), // block sizes, framing flag
  );
  const page = concat(
    text("OggS"),
    new Uint8Array([0, 0x02]), // version, beginning of stream
    new Uint8Array(8), // granule position
    u32le(0x5eed), // serial
    u32le(0), // page sequence
    u32le(0), // CRC, filled below
    new Uint8Array([1, id.length]),
    id,
  );
  new DataView(page.buffer).setUint32(22, oggCrc(page), true);
  return page;
}

/** An ISO base media (MP4) file: ftyp, an empty free box and an empty mdat box. */
export function mp4Bytes(brand = "isom"): Uint8Array {
  const ftyp = concat(u32be(24), text("ftyp"), text(brand), u32be(0x200), text("isom"), text("mp41"));
  return concat(ftyp, u32be(8), text("free"), u32be(8), text("mdat"));
}

/** A WebM EBML header (DocType webm) followed by an empty Segment. */
export function webmBytes(): Uint8Array {
  const header = concat(
    new Uint8Array([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    new Uint8Array([0x42, 0xf7, 0x81, 0x01]), // EBMLReadVersion 1
    new Uint8Array([0x42, 0x82, 0x84]),
    text("webm"), // DocType
    new Uint8Array([0x42, 0x87, 0x81, 0x02]), // DocTypeVersion 2
    new Uint8Array([0x42, 0x85, 0x81, 0x02]), // DocTypeReadVersion 2
  );
  return concat(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, new Uint8Array([0x18, 0x53, 0x80, 0x67, 0x80]));
}

export function pdfBytes(): Uint8Array {
  return text(
    "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );
}

/** A zip archive with stored (uncompressed) entries. */
export function zipBytes(entries: Array<[name: string, content: string]>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = text(name);
    const data = text(content);
    const crc = Bun.hash.crc32(data);
    const common = concat(
      u16le(20),
      u16le(0),
      u16le(0),
      u16le(0),
      u16le(0x21),
      u32le(crc),
      u32le(data.length),
      u32le(data.length),
      u16le(nameBytes.length),
      u16le(0),
    );
    const local = concat(u32le(0x04034b50), common, nameBytes, data);
    centrals.push(concat(u32le(0x02014b50), u16le(20), common, u16le(0), u16le(0), u16le(0), u32le(0), u32le(offset), nameBytes));
    locals.push(local);
    offset += local.length;
  }
  const central = concat(...centrals);
  const end = concat(u32le(0x06054b50), u16le(0), u16le(0), u16le(entries.length), u16le(entries.length), u32le(central.length), u32le(offset), u16le(0));
  return concat(...locals, central, end);
}

/** The smallest Word document that Word itself opens: content types, package rels, one paragraph. */
export function docxBytes(): Uint8Array {
  return zipBytes([
    [
      "[Content_Types].xml",
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      "_rels/.rels",
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      "word/document.xml",
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>',
    ],
  ]);
}

/** A Compound File (OLE2) header and a directory sector naming a "WordDocument" stream, as .doc files have. */
export function docBytes(): Uint8Array {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  header.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00, 0x06, 0x00], 24); // version 3, little-endian, 512-byte sectors
  const entry = (name: string, type: number) => {
    const e = new Uint8Array(128);
    for (let i = 0; i < name.length; i++) e[i * 2] = name.charCodeAt(i);
    e.set(u16le((name.length + 1) * 2), 64);
    e[66] = type;
    return e;
  };
  return concat(header, entry("Root Entry", 5), entry("WordDocument", 2), new Uint8Array(256));
}

/**
 * A GIF whose frames are all `width`×`height` but carry almost no data (each frame's LZW stream is
 * just "clear, end"): a few dozen bytes that a decoder expands to width × height × frames pixels.
 */
export function gifBytes(width: number, height: number, frames: number): Uint8Array {
  const w = u16le(width);
  const h = u16le(height);
  const parts: Uint8Array[] = [text("GIF89a"), w, h, new Uint8Array([0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff])];
  parts.push(new Uint8Array([0x21, 0xff, 0x0b]), text("NETSCAPE2.0"), new Uint8Array([3, 1, 0, 0, 0]));
  for (let i = 0; i < frames; i++) {
    parts.push(new Uint8Array([0x21, 0xf9, 4, 0, 10, 0, 0, 0])); // 100 ms a frame
    parts.push(new Uint8Array([0x2c, 0, 0, 0, 0]), w, h, new Uint8Array([0]));
    parts.push(new Uint8Array([2, 2, 0x4c, 0x01, 0]));
  }
  parts.push(new Uint8Array([0x3b]));
  return concat(...parts);
}
