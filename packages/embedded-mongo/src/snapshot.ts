// Snapshot = the full state as ops, in checksummed frames, ending with an end marker.
// Written to a temp file, fsync'd, then renamed over the old one, so a crash at any point
// leaves either the old or the new snapshot intact.
import fs from "node:fs";
import path from "node:path";
import { decodeFrame, encodeFrame } from "./journal-format.js";
import type { Op } from "./storage.js";

export const SNAPSHOT_FILE = "snapshot.bin";
const END_MARKER_SEQ = -1;
const FRAME_OPS = 1000;

export function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // some platforms cannot fsync a directory; the rename is still atomic
  }
}

export function writeSnapshot(dir: string, seq: number, ops: Iterable<Op>): number {
  const finalPath = path.join(dir, SNAPSHOT_FILE);
  const tmpPath = `${finalPath}.tmp`;
  const fd = fs.openSync(tmpPath, "w");
  let bytes = 0;
  try {
    const write = (b: Buffer) => {
      let off = 0;
      while (off < b.length) off += fs.writeSync(fd, b, off, b.length - off);
      bytes += b.length;
    };
    let chunk: Op[] = [];
    for (const op of ops) {
      chunk.push(op);
      if (chunk.length >= FRAME_OPS) {
        write(encodeFrame(seq, chunk));
        chunk = [];
      }
    }
    if (chunk.length) write(encodeFrame(seq, chunk));
    write(encodeFrame(END_MARKER_SEQ, []));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmpPath, finalPath);
  fsyncDir(dir);
  return bytes;
}

export interface LoadedSnapshot {
  seq: number;
  ops: Op[][];
}

/** Reads the snapshot, or returns null if there is none. Throws if it is damaged. */
export function readSnapshot(dir: string): LoadedSnapshot | null {
  const file = path.join(dir, SNAPSHOT_FILE);
  fs.rmSync(`${file}.tmp`, { force: true });
  if (!fs.existsSync(file)) return null;
  const buf = fs.readFileSync(file);
  const result: LoadedSnapshot = { seq: 0, ops: [] };
  let offset = 0;
  for (;;) {
    const frame = decodeFrame(buf, offset);
    if (!frame) throw new Error(`snapshot ${file} is damaged at byte ${offset}`);
    offset = frame.end;
    if (frame.seq === END_MARKER_SEQ) return result;
    result.seq = frame.seq;
    result.ops.push(frame.ops);
  }
}
