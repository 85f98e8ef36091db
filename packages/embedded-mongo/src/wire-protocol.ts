// MongoDB wire messages: parse OP_MSG (kind-0 body + kind-1 document sequences) and the
// legacy OP_QUERY handshake; encode OP_MSG and OP_REPLY answers.
import { deserialize, serialize, type Document } from "bson";

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;
export const MIN_MESSAGE_SIZE = 16;
/** Same ceiling as mongod's maxMessageSizeBytes. */
export const MAX_MESSAGE_SIZE = 48_000_000;

const FLAG_CHECKSUM = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
const FLAG_EXHAUST_ALLOWED = 1 << 16;
/** Bits 0-15 are "required": an unknown one set means we must refuse the message. */
const KNOWN_REQUIRED_FLAGS = FLAG_CHECKSUM | FLAG_MORE_TO_COME;

export class ProtocolError extends Error {}

export interface IncomingCommand {
  requestId: number;
  opCode: typeof OP_MSG | typeof OP_QUERY;
  /** The command document, with kind-1 sequences merged in under their identifiers. */
  command: Document;
  /** OP_MSG moreToCome: the client expects no answer. */
  moreToCome: boolean;
  exhaustAllowed: boolean;
  /** OP_QUERY only: full collection name, e.g. "admin.$cmd". */
  namespace?: string;
}

const DESERIALIZE_OPTS = { promoteBuffers: false, promoteValues: true, promoteLongs: true, bsonRegExp: false } as const;

function readDocument(buf: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new ProtocolError("truncated BSON document");
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError("invalid BSON document length");
  const doc = deserialize(buf.subarray(offset, offset + size), DESERIALIZE_OPTS);
  return { doc, next: offset + size };
}

function readCString(buf: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError("unterminated cstring");
  return { value: buf.toString("utf8", offset, zero), next: zero + 1 };
}

/** Parses one complete frame (header included). Throws ProtocolError on malformed input. */
export function parseMessage(frame: Buffer): IncomingCommand {
  const requestId = frame.readInt32LE(4);
  const opCode = frame.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(frame, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(frame, requestId);
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function parseOpMsg(frame: Buffer, requestId: number): IncomingCommand {
  if (frame.length < HEADER_SIZE + 5) throw new ProtocolError("OP_MSG too short");
  const flags = frame.readUInt32LE(16);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_FLAGS) !== 0) throw new ProtocolError("unknown required OP_MSG flag");
  const end = flags & FLAG_CHECKSUM ? frame.length - 4 : frame.length;
  let offset = 20;
  let body: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (offset < end) {
    const kind = frame[offset++];
    if (kind === 0) {
      if (body) throw new ProtocolError("OP_MSG with two body sections");
      const { doc, next } = readDocument(frame, offset, end);
      body = doc;
      offset = next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError("truncated document sequence");
      const size = frame.readInt32LE(offset);
      const seqEnd = offset + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError("invalid document sequence length");
      const id = readCString(frame, offset + 4, seqEnd);
      const docs: Document[] = [];
      let p = id.next;
      while (p < seqEnd) {
        const { doc, next } = readDocument(frame, p, seqEnd);
        docs.push(doc);
        p = next;
      }
      sequences.push([id.value, docs]);
      offset = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError("OP_MSG without body");
  for (const [id, docs] of sequences) body[id] = docs;
  return {
    requestId,
    opCode: OP_MSG,
    command: body,
    moreToCome: (flags & FLAG_MORE_TO_COME) !== 0,
    exhaustAllowed: (flags & FLAG_EXHAUST_ALLOWED) !== 0,
  };
}

function parseOpQuery(frame: Buffer, requestId: number): IncomingCommand {
  if (frame.length < HEADER_SIZE + 4 + 1 + 8 + 5) throw new ProtocolError("OP_QUERY too short");
  const ns = readCString(frame, 20, frame.length);
  const { doc } = readDocument(frame, ns.next + 8, frame.length);
  // Old drivers wrap the command as {$query: {...}, $readPreference: ...}.
  const command = doc.$query && typeof doc.$query === "object" ? (doc.$query as Document) : doc;
  const dbName = ns.value.split(".")[0] ?? "admin";
  if (command.$db === undefined) command.$db = dbName;
  return { requestId, opCode: OP_QUERY, command, moreToCome: false, exhaustAllowed: false, namespace: ns.value };
}

let nextRequestId = 1;

function header(totalLength: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(HEADER_SIZE);
  h.writeInt32LE(totalLength, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

const SERIALIZE_OPTS = { checkKeys: false, ignoreUndefined: false } as const;

export function encodeOpMsg(responseTo: number, reply: Document): Buffer {
  const body = serialize(reply, SERIALIZE_OPTS);
  const total = HEADER_SIZE + 4 + 1 + body.length;
  const prefix = Buffer.allocUnsafe(5);
  prefix.writeUInt32LE(0, 0);
  prefix[4] = 0;
  return Buffer.concat([header(total, responseTo, OP_MSG), prefix, body], total);
}

export function encodeOpReply(responseTo: number, reply: Document): Buffer {
  const body = serialize(reply, SERIALIZE_OPTS);
  const total = HEADER_SIZE + 20 + body.length;
  const fields = Buffer.alloc(20);
  // responseFlags 0, cursorID 0 (int64), startingFrom 0, numberReturned 1
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(total, responseTo, OP_REPLY), fields, body], total);
}
