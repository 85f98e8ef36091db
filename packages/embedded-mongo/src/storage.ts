// The catalog: databases -> collections. Also defines the logical operations ("ops") that
// describe every mutation; the journal and snapshots store ops, and replay applies them here.
import { Collection } from "./collection.js";
import type { IndexSpec } from "./collection-index.js";
import type { Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";

export type Op =
  | { o: "i"; db: string; c: string; d: Doc }
  | { o: "u"; db: string; c: string; d: Doc }
  | { o: "d"; db: string; c: string; id: unknown }
  | { o: "cc"; db: string; c: string; opts: Doc }
  /** A collection's options changed (collMod). */
  | { o: "mc"; db: string; c: string; opts: Doc }
  | { o: "dc"; db: string; c: string }
  | { o: "ci"; db: string; c: string; spec: IndexSpec }
  | { o: "di"; db: string; c: string; name: string }
  | { o: "dd"; db: string }
  | { o: "rc"; db: string; c: string; toDb: string; toC: string };

export function checkDbName(db: unknown): string {
  if (typeof db !== "string" || db.length === 0 || db.length > 63 || /[/\\. "$\0]/.test(db)) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid database name: '${String(db)}'`);
  }
  return db;
}

export function checkCollectionName(c: unknown): string {
  if (typeof c !== "string" || c.length === 0 || c.includes("$") || c.includes("\0") || c.startsWith(".") || c.startsWith("system.")) {
    throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: '${String(c)}'`);
  }
  return c;
}

export class Storage {
  readonly dbs = new Map<string, Map<string, Collection>>();

  collection(db: string, c: string): Collection | undefined {
    return this.dbs.get(db)?.get(c);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  createCollection(db: string, c: string, opts: Doc): Collection {
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    const existing = colls.get(c);
    if (existing) return existing;
    const coll = new Collection(db, c, opts);
    colls.set(c, coll);
    return coll;
  }

  dropCollection(db: string, c: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.delete(c)) return false;
    if (colls.size === 0) this.dbs.delete(db);
    return true;
  }

  dropDatabase(db: string): void {
    this.dbs.delete(db);
  }

  rename(db: string, c: string, toDb: string, toC: string): void {
    const coll = this.collection(db, c);
    if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, "source namespace does not exist");
    this.dropCollection(db, c);
    this.dropCollection(toDb, toC);
    const target = this.createCollection(toDb, toC, coll.options);
    for (const spec of [...coll.indexes.values()].map((i) => i.spec)) if (spec.name !== "_id_") target.addIndex(spec);
    for (const doc of coll.docs.values()) target.insert(doc);
  }

  /** Applies a logged op (journal replay / snapshot load). */
  apply(op: Op): void {
    switch (op.o) {
      case "i":
        this.createCollection(op.db, op.c, {}).insert(op.d);
        return;
      case "u": {
        const coll = this.createCollection(op.db, op.c, {});
        const rid = coll.ridOfId(op.d._id);
        if (rid === undefined) coll.insert(op.d);
        else coll.replace(rid, op.d);
        return;
      }
      case "d": {
        const coll = this.collection(op.db, op.c);
        const rid = coll?.ridOfId(op.id);
        if (coll && rid !== undefined) coll.remove(rid);
        return;
      }
      case "cc":
        this.createCollection(op.db, op.c, op.opts ?? {});
        return;
      case "mc": {
        const coll = this.collection(op.db, op.c);
        if (coll) coll.options = op.opts;
        return;
      }
      case "dc":
        this.dropCollection(op.db, op.c);
        return;
      case "ci": {
        const coll = this.createCollection(op.db, op.c, {});
        if (!coll.indexes.has(op.spec.name)) coll.addIndex(op.spec);
        return;
      }
      case "di":
        this.collection(op.db, op.c)?.dropIndex(op.name);
        return;
      case "dd":
        this.dropDatabase(op.db);
        return;
      case "rc":
        this.rename(op.db, op.c, op.toDb, op.toC);
        return;
    }
  }

  /** The whole state as ops, in an order that rebuilds it (collections, indexes, then documents). */
  *dump(): Generator<Op> {
    for (const [db, colls] of this.dbs) {
      for (const [c, coll] of colls) {
        yield { o: "cc", db, c, opts: coll.options };
        for (const index of coll.indexes.values()) if (index.name !== "_id_") yield { o: "ci", db, c, spec: index.spec };
        for (const d of coll.docs.values()) yield { o: "i", db, c, d };
      }
    }
  }
}
