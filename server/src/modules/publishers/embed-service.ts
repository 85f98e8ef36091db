// What publishers' pages call: the thread behind one of their article addresses (made on first use),
// the counts of many addresses at once, and the exchange of their sign-in token for a member session.
import { ERROR_CODES, type EmbedCount, type EmbedSession, type EmbedThreadRequest } from "@pnyx/contract";
import type { z } from "zod";
import { changed } from "../freshness/changes";
import type { ServiceDeps } from "../../services";
import { isDuplicateKey } from "../../platform/database-errors";
import { HttpError } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";

import { buildEmbedSession, readerBinding } from "./embed-sessions";
import { DEMO_PATH } from "./demo-path";
import type { PublisherDoc } from "./model";
import type { PublisherRegistry } from "./registry";
import { createSsoAccounts } from "./sso-accounts";
import type { SsoTokenChecker } from "./sso-token";

const unregistered = (message: string) => new HttpError(403, ERROR_CODES.unregisteredOrigin, message);

/** Who the site's own embedded threads are shown as coming from. */
export const SITE_PUBLISHER_NAME = "Pnyx";

/** The origin of the page that made a browser's request, or null for a call from a server or script. */
export const pageOrigin = (request: Request): string | null => request.headers.get("origin");

export function createEmbedService(
  deps: Pick<ServiceDeps, "models" | "auth" | "cache" | "rateLimiter" | "now" | "config">,
  registry: PublisherRegistry,
  tokens: SsoTokenChecker,
) {
  const { Article, SsoTokenUse } = deps.models;
  const accounts = createSsoAccounts({ models: deps.models, config: deps.config });

  /**
   * The publisher an article address belongs to: one that registered the address's origin and, when
   * a browser calls, the calling page's origin too.
   */
  async function publisherOf(url: string, origin: string | null): Promise<Pick<PublisherDoc, "name">> {
    // Threads are made by a publisher's page, which names itself (a browser always sends `Origin` with
    // such a call); a script that names none makes nothing.
    if (origin === null) throw unregistered("Threads are made by a registered publisher's page (the call had no Origin)");
    const address = new URL(url);
    const own = new URL(deps.config.publicUrl).origin;
    // The site is its own publisher for its embed demo only (not any address of its own).
    if (address.origin === own) {
      if (origin === own && address.pathname === DEMO_PATH) return { name: SITE_PUBLISHER_NAME };
      throw unregistered("Threads of the Pnyx site's own addresses are made by the site");
    }
    const publisher = (await registry.publishersAt(address.origin)).find((p) => p.origins.includes(origin));
    if (publisher) return publisher;
    if (!(await registry.isRegistered(origin))) throw unregistered(`${origin} is not a registered publisher's origin: ask the Pnyx administrators to add it`);
    throw unregistered(`${address.origin} is not one of this publisher's registered origins`);
  }

  return {
    async thread(
      input: z.output<typeof EmbedThreadRequest>,
      origin: string | null,
      ip: string,
    ): Promise<{ articleId: string; url: string; created: boolean; opinions: number }> {
      const found = await Article.findOne({ link: input.url }, { _id: 1, totalComments: 1 }).lean();
      // Threads that exist are shown to any page (they are public); only making one needs a publisher.
      if (found) return { articleId: found._id.toString(), url: input.url, created: false, opinions: Math.max(0, found.totalComments) };
      const publisher = await publisherOf(input.url, origin);
      // `Origin` is only a browser's word: a script can send any, so what one address can make is bounded.
      await deps.rateLimiter.hit(RATE_RULES.embedThreads, ip);
      const now = deps.now();
      let created = false;
      try {
        const write = await Article.updateOne(
          { link: input.url },
          {
            $setOnInsert: {
              category: input.category,
              title: input.title,
              content: "",
              image: input.image ?? null,
              source: publisher.name,
              link: input.url,
              publishedAt: now,
              upvotes: 0,
              downvotes: 0,
              totalComments: 0,
              createdAt: now,
              updatedAt: now,
            },
          },
          { upsert: true, timestamps: false },
        );
        created = write.upsertedCount > 0;
        if (created) changed(deps.cache, { kind: "articlesAdded" });
      } catch (error) {
        // Another page made it between our read and our write.
        if (!isDuplicateKey(error)) throw error;
      }
      const made = await Article.findOne({ link: input.url }, { _id: 1, totalComments: 1 }).lean();
      return { articleId: made!._id.toString(), url: input.url, created, opinions: Math.max(0, made!.totalComments) };
    },

    async counts(urls: string[]): Promise<{ counts: EmbedCount[] }> {
      const docs = await Article.find({ link: { $in: urls } }, { link: 1, totalComments: 1, upvotes: 1, downvotes: 1 }).lean();
      const byUrl = new Map(docs.map((doc) => [doc.link!, doc]));
      return {
        counts: urls.map((url) => {
          const doc = byUrl.get(url);
          return {
            url,
            articleId: doc?._id.toString() ?? null,
            opinions: doc?.totalComments ?? 0,
            upvotes: doc?.upvotes ?? 0,
            downvotes: doc?.downvotes ?? 0,
          };
        }),
      };
    },

    async session(input: { publisher: string; token: string }, origin: string | null, ip: string): Promise<EmbedSession> {
      await deps.rateLimiter.hit(RATE_RULES.ssoSignIns, ip);
      const publisher = await registry.byId(input.publisher);
      if (!publisher) throw unregistered("No such publisher");
      if (origin !== null && !publisher.origins.includes(origin)) throw unregistered(`${origin} is not one of this publisher's registered origins`);
      const claims = await tokens.check(publisher, input.token);
      try {
        await SsoTokenUse.create({ _id: `${input.publisher}:${claims.jti}`, expiresAt: new Date((claims.exp + 60) * 1000) });
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(401, ERROR_CODES.invalidSsoToken, "This sign-in token was already used (jti)");
        throw error;
      }
      const user = await accounts.memberFor(input.publisher, claims);
      // Not a member session: an embed token that ends with the publisher and the secret that signed the reader in.
      return buildEmbedSession(deps, user, { binding: readerBinding(publisher, claims.secret, origin) });
    },
  };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
