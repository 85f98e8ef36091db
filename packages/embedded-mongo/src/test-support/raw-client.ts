// A minimal raw wire client for protocol tests: builds OP_MSG / OP_QUERY frames by hand.
import net from "node:net";
import { deserialize, serialize, type Document } from "bson";

let requestId = 1000;

export function opMsg(body: Document, opts: { sequences?: Record<string, Document[]>; flags?: number } = {}): Buffer {
  const parts: Buffer[] = [];
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE(opts.flags ?? 0);
  parts.push(flags, Buffer.from([0]), Buffer.from(serialize(body)));
  for (const [id, docs] of Object.entries(opts.sequences ?? {})) {
    const payload = Buffer.concat([Buffer.from(id + "\0"), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  return frame(2013, Buffer.concat(parts));
}

export function opQuery(ns: string, query: Document): Buffer {
  const head = Buffer.alloc(4);
  const skipReturn = Buffer.alloc(8);
  skipReturn.writeInt32LE(-1, 4);
  return frame(2004, Buffer.concat([head, Buffer.from(ns + "\0"), skipReturn, Buffer.from(serialize(query))]));
}

export function frame(opCode: number, body: Buffer): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(16 + body.length, 0);
  h.writeInt32LE(requestId++, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return Buffer.concat([h, body]);
}

export interface Reply {
  opCode: number;
  responseTo: number;
  doc: Document;
  /** OP_REPLY only */
  numberReturned?: number;
}

export class RawClient {
  private buf = Buffer.alloc(0);
  private waiting: ((r: Reply) => void)[] = [];
  private replies: Reply[] = [];
  closed = false;

  private constructor(readonly socket: net.Socket) {
    socket.on("data", (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      while (this.buf.length >= 4 && this.buf.length >= this.buf.readInt32LE(0)) {
        const len = this.buf.readInt32LE(0);
        const f = this.buf.subarray(0, len);
        this.buf = this.buf.subarray(len);
        const opCode = f.readInt32LE(12);
        const reply: Reply =
          opCode === 1
            ? { opCode, responseTo: f.readInt32LE(8), numberReturned: f.readInt32LE(32), doc: deserialize(f.subarray(36), { promoteLongs: false }) }
            : { opCode, responseTo: f.readInt32LE(8), doc: deserialize(f.subarray(21), { promoteLongs: false }) };
        const w = this.waiting.shift();
        if (w) w(reply);
        else this.replies.push(reply);
      }
    });
    socket.on("close", () => (this.closed = true));
    socket.on("error", () => (this.closed = true));
  }

  static connect(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const s = net.connect(port, "127.0.0.1", () => resolve(new RawClient(s)));
      s.once("error", reject);
    });
  }

  send(b: Buffer): void {
    this.socket.write(b);
  }

  /**
   * The next reply. The default wait is generous: a 16 MB batch on a loaded 2-core CI machine, with
   * other test projects running beside it, took over 2 s once. Tests that expect silence pass their own.
   */
  next(timeoutMs = 20_000): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error("no reply")), timeoutMs);
      this.waiting.push((r) => {
        clearTimeout(t);
        resolve(r);
      });
    });
  }

  async command(body: Document, opts?: Parameters<typeof opMsg>[1]): Promise<Document> {
    this.send(opMsg(body, opts));
    return (await this.next()).doc;
  }

  /** Resolves true if the server closes the connection within the timeout. */
  waitClosed(timeoutMs = 2000): Promise<boolean> {
    if (this.closed) return Promise.resolve(true);
    return new Promise((resolve) => {
      const t = setTimeout(() => resolve(false), timeoutMs);
      this.socket.once("close", () => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }

  close(): void {
    this.socket.destroy();
  }
}
