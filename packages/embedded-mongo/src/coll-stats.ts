// What a collection holds, as collStats, $collStats and mongosh's db.coll.stats() read it. Sizes are
// BSON sizes estimated from a sample (the engine keeps documents as objects, not as bytes).
import { calculateObjectSize } from "bson";
import { MAX_BOUND, MIN_BOUND } from "./bson-order.js";
import type { Collection } from "./collection.js";
import { entryOf, type CollectionIndex } from "./collection-index.js";
import { CommandError, ErrorCodes } from "./errors.js";
import { isPlainObject, type Doc } from "./documents.js";

/** Documents and their estimated BSON bytes (from up to `limit` of them). */
export function approximateSize(docs: Iterable<Doc>, limit = 1000): { bytes: number; count: number } {
  let bytes = 0;
  let sampled = 0;
  let count = 0;
  for (const d of docs) {
    count++;
    if (sampled < limit) {
      bytes += calculateObjectSize(d);
      sampled++;
    }
  }
  return { bytes: sampled ? Math.round((bytes / sampled) * count) : 0, count };
}

/** An index's estimated bytes: its entries times the BSON size of a sampled key plus a record id. */
function indexBytes(index: CollectionIndex, limit = 1000): number {
  const count = index.entries.size;
  if (count === 0) return 0;
  let bytes = 0;
  let sampled = 0;
  const probe = index.fields.map(() => MIN_BOUND);
  for (const entry of index.entries.range(
    entryOf(probe, -Infinity),
    entryOf(
      index.fields.map(() => MAX_BOUND),
      Infinity,
    ),
    false,
  )) {
    bytes += calculateObjectSize({ k: entry.k }) + 8;
    if (++sampled >= limit) break;
  }
  return Math.round((bytes / sampled) * count);
}

/** A collection's storage figures, as collStats and $collStats' storageStats report them. */
export function storageStats(coll: Collection, scale = 1): Doc {
  const s = approximateSize(coll.docs.values());
  const indexSizes = Object.fromEntries([...coll.indexes.values()].map((index) => [index.name, Math.floor(indexBytes(index) / scale)]));
  const totalIndexSize = Object.values(indexSizes).reduce((sum, n) => sum + n, 0);
  return {
    ns: coll.ns,
    size: Math.floor(s.bytes / scale),
    count: s.count,
    avgObjSize: s.count ? Math.floor(s.bytes / s.count) : 0,
    storageSize: Math.floor(s.bytes / scale),
    freeStorageSize: 0,
    capped: false,
    nindexes: coll.indexes.size,
    indexDetails: {},
    indexBuilds: [],
    totalIndexSize,
    totalSize: Math.floor(s.bytes / scale) + totalIndexSize,
    indexSizes,
    scaleFactor: scale,
  };
}

/** The one document $collStats answers for `coll` (which may not exist: then no storageStats, count 0). */
export function collStatsDocument(ns: string, coll: Collection | undefined, spec: unknown): Doc {
  if (!isPlainObject(spec)) throw new CommandError(ErrorCodes.TypeMismatch, "$collStats must take a nested object");
  const out: Doc = { ns, host: "localhost", localTime: new Date() };
  for (const [option, value] of Object.entries(spec)) {
    if (option === "storageStats") {
      const scale = isPlainObject(value) && typeof value.scale === "number" && value.scale >= 1 ? value.scale : 1;
      if (!coll)
        throw new CommandError(
          ErrorCodes.NamespaceNotFound,
          `Unable to retrieve storageStats in $collStats stage :: caused by :: Collection [${ns}] not found.`,
        );
      const { ns: _ns, ...stats } = storageStats(coll, scale);
      out.storageStats = stats;
    } else if (option === "count") out.count = coll?.size ?? 0;
    else if (option === "latencyStats")
      out.latencyStats = { reads: zeroLatency(), writes: zeroLatency(), commands: zeroLatency(), transactions: zeroLatency() };
    else if (option === "queryExecStats") out.queryExecStats = { collectionScans: { total: 0, nonTailable: 0 } };
    else throw new CommandError(ErrorCodes.Location40415, `BSON field '$collStats.${option}' is an unknown field.`);
  }
  return out;
}

const zeroLatency = () => ({ latency: 0, ops: 0 });
