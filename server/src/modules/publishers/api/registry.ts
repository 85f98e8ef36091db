import { changed } from "../../freshness/changes";
import { CACHE_TAGS } from "../../../platform/cache-tags";
// Which publishers exist and which origins are theirs, read on every cross-origin call (CORS, the
// origin guard, embeds): kept in memory, read again at most every 30 s, and at once after any change
// here or on another instance (the response cache's relayed "publishers" tag).
import type { Models } from "../../../models";
import { ALL_TAGS, type ResponseCache } from "../../../platform/response-cache";
import type { PublisherDoc } from "./model";

/** How long a read of the publishers is used before reading again, when nothing announced a change. */
export const REGISTRY_TTL_MS = 30_000;

export interface PublisherRegistry {
  /** The publishers whose pages are served from this origin (an origin may be several publishers'). */
  publishersAt(origin: string): Promise<PublisherDoc[]>;
  byId(id: string): Promise<PublisherDoc | null>;
  /** Whether any publisher registered the origin. */
  isRegistered(origin: string): Promise<boolean>;
  /** After an administrator's change: read again here, and (relayed) on every instance. */
  changed(): void;
}

interface Snapshot {
  byOrigin: Map<string, PublisherDoc[]>;
  byId: Map<string, PublisherDoc>;
  readAt: number;
}

export function createPublisherRegistry(deps: { models: Pick<Models, "Publisher">; cache: ResponseCache; now?: () => number }): PublisherRegistry {
  const now = deps.now ?? Date.now;
  let snapshot: Snapshot | null = null;
  let reading: Promise<Snapshot> | null = null;
  /** Counts the changes heard: a read that began before one is used once, never kept. */
  let generation = 0;
  const forget = () => {
    generation++;
    snapshot = null;
    reading = null;
  };
  deps.cache.watch(({ tag }) => {
    if (tag === CACHE_TAGS.publishers || tag === ALL_TAGS) forget();
  });

  async function read(): Promise<Snapshot> {
    const startedAt = now();
    const publishers = await deps.models.Publisher.find({}).lean<PublisherDoc[]>();
    const byOrigin = new Map<string, PublisherDoc[]>();
    for (const publisher of publishers) for (const origin of publisher.origins) byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), publisher]);
    return { byOrigin, byId: new Map(publishers.map((p) => [p._id.toString(), p])), readAt: startedAt };
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.readAt < REGISTRY_TTL_MS) return snapshot;
    if (!reading) {
      const began = generation;
      const pending = read().then((taken) => {
        if (generation === began) snapshot = taken;
        return taken;
      });
      pending
        .finally(() => {
          if (reading === pending) reading = null;
        })
        .catch(() => {});
      reading = pending;
    }
    return reading;
  }

  return {
    publishersAt: async (origin) => (await current()).byOrigin.get(origin) ?? [],
    byId: async (id) => (await current()).byId.get(id) ?? null,
    isRegistered: async (origin) => (await current()).byOrigin.has(origin),
    changed() {
      forget();
      // Relayed to every instance (and heard here too, harmlessly).
      changed(deps.cache, { kind: "publishers" }, { when: "now" });
    },
  };
}
