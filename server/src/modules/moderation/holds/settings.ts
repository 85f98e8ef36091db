import { ERROR_CODES, FIXED_COMMUNITIES, type ModerationSettings } from "@pnyx/contract";
import type { Models } from "../../../models";
import { CACHE_TAGS } from "../../../platform/cache-tags";
import { HttpError } from "../../../platform/errors";
import type { ResponseCache } from "../../../platform/response-cache";
import { compileWords, normalized, type WordMatcher } from "./words";

/** Nothing held, no words: what a site has before an administrator sets anything. */
export const NO_HOLDS: ModerationSettings = { holdFirst: 0, words: [], communities: [] };
/** How long the settings are kept without asking the database (replacing them drops them at once, on every instance). */
const KEPT_MS = 10 * 60_000;
const KEY = `${CACHE_TAGS.moderationSettings}|site`;
const FIXED = new Set<string>(FIXED_COMMUNITIES.map((c) => c.id));

/** The settings as every write reads them: what to hold, and the word list ready to match. */
export interface ActiveHolds {
  settings: ModerationSettings;
  words: WordMatcher;
  /** How many first writings are held here (a community's own number, else the site's). */
  holdFirstIn(communityId: string | null): number;
  /** The most any place holds: a member with this many shown writings is never held as new. */
  holdFirstMax: number;
}

function activate(settings: ModerationSettings): ActiveHolds {
  const perCommunity = new Map(settings.communities.map((c) => [c.communityId, c.holdFirst]));
  return {
    settings,
    words: compileWords(settings.words),
    holdFirstIn: (communityId) => (communityId !== null ? (perCommunity.get(communityId) ?? settings.holdFirst) : settings.holdFirst),
    holdFirstMax: Math.max(settings.holdFirst, ...settings.communities.map((c) => c.holdFirst)),
  };
}

/**
 * The site's hold settings and word list: one document, read once and kept (with its word list made
 * ready) until replaced, which drops it on every instance (the cache is relayed).
 */
export function createHoldSettings(options: { models: Pick<Models, "HoldSettings">; cache: ResponseCache; now: () => Date }) {
  const { HoldSettings } = options.models;
  let compiled: { json: string; holds: ActiveHolds } | null = null;

  async function load(): Promise<string> {
    const known = options.cache.get(KEY);
    if (known !== undefined) return known;
    const startedAt = options.cache.now();
    const doc = await HoldSettings.collection.findOne({ _id: "site" as never });
    const settings: ModerationSettings = doc
      ? {
          holdFirst: Number(doc.holdFirst ?? 0),
          words: (doc.words ?? []) as ModerationSettings["words"],
          communities: (doc.communities ?? []) as ModerationSettings["communities"],
        }
      : NO_HOLDS;
    const json = JSON.stringify(settings);
    options.cache.set(KEY, [CACHE_TAGS.moderationSettings], json, KEPT_MS, startedAt);
    return json;
  }

  return {
    async get(): Promise<ModerationSettings> {
      return JSON.parse(await load()) as ModerationSettings;
    },

    /** The settings ready to apply (the word list compiled once per version). */
    async active(): Promise<ActiveHolds> {
      const json = await load();
      if (compiled?.json !== json) compiled = { json, holds: activate(JSON.parse(json) as ModerationSettings) };
      return compiled.holds;
    },

    /**
     * Replaces the settings: each word once (two spellings of one word, any case or width: `block` wins), each
     * community once (the last given wins), only the site's communities. Every instance reads them afresh.
     */
    async replace(input: ModerationSettings, by: string): Promise<ModerationSettings> {
      const unknown = input.communities.find((c) => !FIXED.has(c.communityId));
      if (unknown) throw new HttpError(422, ERROR_CODES.invalidInput, "Invalid communities: no such community");
      // Keyed by the form matching uses; stored as written (the contract bounds that).
      const words = new Map<string, ModerationSettings["words"][number]>();
      for (const { word, action } of input.words) {
        const entry = normalized(word);
        if (entry !== "" && words.get(entry)?.action !== "block") words.set(entry, { word, action });
      }
      const communities = new Map(input.communities.map((c) => [c.communityId, c.holdFirst]));
      const settings: ModerationSettings = {
        holdFirst: input.holdFirst,
        words: [...words.values()],
        communities: [...communities].map(([communityId, holdFirst]) => ({ communityId, holdFirst })),
      };
      await HoldSettings.collection.updateOne({ _id: "site" as never }, { $set: { ...settings, updatedAt: options.now(), updatedBy: by } }, { upsert: true });
      options.cache.invalidate(CACHE_TAGS.moderationSettings);
      return settings;
    },
  };
}
export type HoldSettings = ReturnType<typeof createHoldSettings>;
