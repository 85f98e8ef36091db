import { uploadEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { fileOf } from "../../test-support/images";
import {
  concat,
  docBytes,
  docxBytes,
  garbage,
  id3Tag,
  mp3Bytes,
  mp3Frames,
  mp4Bytes,
  oggVorbisBytes,
  pdfBytes,
  wavBytes,
  webmBytes,
} from "../../test-support/media";

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await createMember(ctx, "sender");
});
// Closing waits for the background work the uploads started (AVIF copies), which a busy machine can stretch.
afterAll(() => ctx.close(), 120_000);

let members = 0;
/** Each test uploads as its own member (and signs up from its own address), so no rate limit interferes. */
async function freshMember() {
  return createMember(ctx, `${"abcdefghijklmnopqrstuvwxyz"[members++]}typer`);
}

async function upload(bytes: Uint8Array, name = "file.bin", as = token) {
  const form = new FormData();
  form.append("file", fileOf(bytes, name, "application/octet-stream"));
  const res = await ctx.call(uploadEndpoint, { form, token: as });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const stored = () => readdirSync(join(ctx.dataDir, "uploads")).length;
const text = (s: string) => new TextEncoder().encode(s);

describe("attachments are judged by real headers (#8, 15)", () => {
  it("refuses 'ID3' followed by arbitrary bytes with 415 and stores nothing", async () => {
    const before = stored();
    // The tag claims to be longer than the file (what file-type alone still calls mp3) …
    const claimsTooMuch = await upload(concat(text("ID3"), garbage(4000)), "song.mp3");
    expect(claimsTooMuch.status).toBe(415);
    expect(claimsTooMuch.body).toEqual({ code: "unsupported_media_type", message: "This type of file cannot be uploaded" });
    // … or a well-formed tag followed by no MPEG frame at all.
    expect((await upload(concat(id3Tag(), garbage(4000, 2)), "song.mp3")).status).toBe(415);
    // … or a frame sync whose header is invalid (reserved version, bad bitrate).
    expect((await upload(concat(id3Tag(), new Uint8Array([0xff, 0xeb, 0xf0, 0x00]), garbage(2000, 3)), "song.mp3")).status).toBe(415);
    expect(stored()).toBe(before);
  });

  it("refuses text with a NUL byte after its first 64 kB, and with invalid UTF-8 or control bytes anywhere", async () => {
    const as = await freshMember();
    const clean = "All good here.\n".repeat(5000); // 75 kB
    const withNul = text(clean);
    withNul[70_000] = 0x00;
    const nul = await upload(withNul, "notes.txt", as);
    expect(nul.status).toBe(415);
    expect(nul.body.message).toBe("This type of file cannot be uploaded");

    const badUtf8 = concat(text(clean), new Uint8Array([0xc3, 0x28]), text("tail\n"));
    expect((await upload(badUtf8, "notes.txt", as)).status).toBe(415);
    const escape = concat(text(clean), text("\u001b[31mred\n"));
    expect((await upload(escape, "notes.txt", as)).status).toBe(415);
    const formFeed = text("page one\fpage two\n");
    expect((await upload(formFeed, "notes.txt", as)).status).toBe(415);
  });

  it("accepts long UTF-8 text (multi-byte characters across 64 kB) with tabs and CRLF", async () => {
    const as = await freshMember();
    const body = text(`${"Ünïcödé\tline — ok\r\n".repeat(4000)}end\n`);
    const res = await upload(body, "notes.txt", as);
    expect(res.status).toBe(200);
    expect(res.body.mimetype).toBe("text/plain; charset=utf-8");
    expect(res.body.url).toEndWith(".txt");
  });

  const samples: Array<[string, () => Uint8Array, string, string]> = [
    ["mp3 (ID3 tag, then frames)", mp3Bytes, "audio/mpeg", "mp3"],
    ["mp3 (frames only)", () => mp3Frames(4), "audio/mpeg", "mp3"],
    ["wav", () => wavBytes(), "audio/wav", "wav"],
    ["ogg (Vorbis)", oggVorbisBytes, "audio/ogg", "ogg"],
    ["mp4", () => mp4Bytes(), "video/mp4", "mp4"],
    ["m4a", () => mp4Bytes("M4A "), "audio/mp4", "m4a"],
    ["webm", webmBytes, "video/webm", "webm"],
    ["pdf", pdfBytes, "application/pdf", "pdf"],
    ["doc", docBytes, "application/msword", "doc"],
    ["docx", docxBytes, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
    ["txt", () => text("Minutes of the meeting\n- item one\n"), "text/plain; charset=utf-8", "txt"],
  ];
  for (const [label, make, mimetype, ext] of samples) {
    it(`accepts a small valid ${label} and serves it as a download`, async () => {
      const as = await freshMember();
      const res = await upload(make(), `sample.${ext}`, as);
      expect(res.status).toBe(200);
      expect(res.body.mimetype).toBe(mimetype);
      expect(res.body.url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${ext}$`));
      const served = await ctx.call(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(mimetype);
      expect(served.headers.get("content-disposition")).toStartWith("attachment");
    });
  }

  it("refuses containers whose content is not an allowed kind (a zip, an MP2 stream, a spreadsheet)", async () => {
    const as = await freshMember();
    expect((await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...garbage(200)]), "a.docx", as)).status).toBe(415);
    const mp2 = new Uint8Array(418 * 3);
    for (let i = 0; i < 3; i++) mp2.set([0xff, 0xfd, 0x90, 0x64], i * 418);
    expect((await upload(mp2, "a.mp3", as)).status).toBe(415);
    expect((await upload(concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(1500)), "a.doc", as)).status).toBe(415);
  });
});
