// The engine: storage + cursors + optional durability, and the command entry point used by
// the TCP server. A command's mutations are journaled (and fsync'd) before its reply.
import type { Doc } from "./documents.js";
import { CursorStore } from "./cursors.js";
import { dispatch } from "./commands/dispatch.js";
import { FailPoints } from "./fail-points.js";
import { Persistence, type PersistenceOptions } from "./persistence.js";
import { Storage, type Op } from "./storage.js";
import { TtlMonitor } from "./ttl-monitor.js";
import type { CommandContext, EngineState, EngineStats } from "./commands/context.js";

export interface EngineOptions extends PersistenceOptions {
  /** Directory for the journal and snapshots; in-memory when omitted. */
  dbPath?: string;
  /** How often expired TTL documents are removed (default 60 s; 0 disables). */
  ttlIntervalMs?: number;
}

export class Engine implements EngineState {
  readonly storage = new Storage();
  readonly cursors = new CursorStore();
  readonly stats = { docsExamined: 0, keysExamined: 0 };
  readonly startedAt = Date.now();
  /** The failCommand fail point (configureFailPoint). */
  readonly failPoints = new FailPoints();
  /** Logical sessions seen, by id, with their last use ($listLocalSessions). */
  readonly localSessions = new Map<string, { id: unknown; lastUse: Date }>();
  readonly persistence?: Persistence;
  private readonly ttl: TtlMonitor;
  private commandsRun = 0;
  private journalRecords = 0;
  connections = 0;
  private closed = false;

  constructor(opts: EngineOptions = {}) {
    if (opts.dbPath) this.persistence = Persistence.open(opts.dbPath, this.storage, opts);
    this.ttl = new TtlMonitor(this.storage, (ops) => this.commit(ops), opts.ttlIntervalMs ?? 60_000);
  }

  /** Runs one command; resolves with the reply once its writes are durable. */
  async run(cmd: Doc, ctx: Omit<CommandContext, "engine" | "ops">): Promise<Doc> {
    this.commandsRun++;
    const full: CommandContext = { ...ctx, engine: this, ops: [] };
    const reply = await dispatch(cmd, full);
    await this.commit(full.ops);
    return reply;
  }

  /** Journals the ops of one command as one record (no-op in memory). */
  async commit(ops: Op[]): Promise<void> {
    if (ops.length === 0 || !this.persistence) return;
    this.journalRecords++;
    await this.persistence.commit(ops);
  }

  /** Runs the TTL sweep now (normally every ttlIntervalMs); returns the number of documents removed. */
  sweepTtl(now = Date.now()): Promise<number> {
    return this.ttl.sweep(now);
  }

  statsSnapshot(): EngineStats {
    return {
      docsExamined: this.stats.docsExamined,
      keysExamined: this.stats.keysExamined,
      commands: this.commandsRun,
      journalRecords: this.journalRecords,
      journalBytes: this.persistence?.journalBytes ?? 0,
      snapshots: this.persistence?.snapshots ?? 0,
      openCursors: this.cursors.open,
      connections: this.connections,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.ttl.stop();
    this.cursors.close();
    await this.persistence?.close();
  }
}
