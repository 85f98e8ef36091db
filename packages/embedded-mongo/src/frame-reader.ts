// Splits a TCP byte stream into whole wire messages. The length prefix is validated before
// buffering so a hostile or broken client cannot make us allocate without bound.
import { MAX_MESSAGE_SIZE, MIN_MESSAGE_SIZE } from "./wire-protocol.js";

export class FrameError extends Error {}

export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Adds bytes and returns every complete frame now available. Throws FrameError on a bad length. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.peekLength();
      if (head < MIN_MESSAGE_SIZE || head > MAX_MESSAGE_SIZE) {
        throw new FrameError(`invalid message length ${head}`);
      }
      if (this.buffered < head) break;
      frames.push(this.take(head));
    }
    return frames;
  }

  private peekLength(): number {
    const first = this.chunks[0]!;
    if (first.length >= 4) return first.readInt32LE(0);
    const merged = Buffer.concat(this.chunks);
    this.chunks = [merged];
    return merged.readInt32LE(0);
  }

  private take(n: number): Buffer {
    const first = this.chunks[0]!;
    if (first.length === n) {
      this.chunks.shift();
      this.buffered -= n;
      return first;
    }
    if (first.length > n) {
      this.chunks[0] = first.subarray(n);
      this.buffered -= n;
      return first.subarray(0, n);
    }
    const merged = Buffer.concat(this.chunks);
    this.chunks = merged.length > n ? [merged.subarray(n)] : [];
    this.buffered -= n;
    return merged.subarray(0, n);
  }
}
