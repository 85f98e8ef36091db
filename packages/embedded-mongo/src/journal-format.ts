// Framing shared by the journal and snapshot files:
//   [u32 payloadLength][u32 crc32(payload)][payload = f64 sequence + BSON op documents...]
// A frame is valid only if it is complete and its checksum matches; a torn tail is ignored.
import { deserialize, serialize } from "bson";
import { crc32 } from "./crc32.js";
import type { Op } from "./storage.js";

export const FRAME_HEADER = 8;

const BSON_OPTS = { promoteBuffers: false, promoteValues: true, promoteLongs: true, bsonRegExp: false } as const;

export function encodeFrame(seq: number, ops: Op[]): Buffer {
  const parts: Buffer[] = [];
  const head = Buffer.allocUnsafe(FRAME_HEADER + 8);
  head.writeDoubleLE(seq, FRAME_HEADER);
  parts.push(head);
  let payloadLength = 8;
  for (const op of ops) {
    const bytes = serialize(op, { checkKeys: false, ignoreUndefined: false });
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    parts.push(b);
    payloadLength += b.length;
  }
  const frame = Buffer.concat(parts, FRAME_HEADER + payloadLength);
  frame.writeUInt32LE(payloadLength, 0);
  frame.writeUInt32LE(crc32(frame, FRAME_HEADER, frame.length), 4);
  return frame;
}

export interface DecodedFrame {
  seq: number;
  ops: Op[];
  /** Offset just after this frame. */
  end: number;
}

/** Decodes the frame at offset, or returns null when it is incomplete or corrupt. */
export function decodeFrame(buf: Buffer, offset: number): DecodedFrame | null {
  if (offset + FRAME_HEADER + 8 > buf.length) return null;
  const len = buf.readUInt32LE(offset);
  const end = offset + FRAME_HEADER + len;
  if (len < 8 || end > buf.length) return null;
  if (crc32(buf, offset + FRAME_HEADER, end) !== buf.readUInt32LE(offset + 4)) return null;
  const seq = buf.readDoubleLE(offset + FRAME_HEADER);
  const ops: Op[] = [];
  let p = offset + FRAME_HEADER + 8;
  try {
    while (p < end) {
      const size = buf.readInt32LE(p);
      if (size < 5 || p + size > end) return null;
      ops.push(deserialize(buf.subarray(p, p + size), BSON_OPTS) as Op);
      p += size;
    }
  } catch {
    return null;
  }
  return { seq, ops, end };
}
