// What publishers' pages call: the thread behind one of their article addresses (made on first use),
// the counts of many addresses at once, and the exchange of their sign-in token for a member session.
import { ERROR_CODES, type EmbedCount, type EmbedSession, type EmbedThreadRequest } from "@pnyx/contract";
import type { z } from "zod";
import { changed } from "../../freshness/changes";
import { createArticle } from "../../news/create-article";
import type { ServiceDeps } from "../../../services";
import { isDuplicateKey } from "../../../platform/database-errors";
import { HttpError } from "../../../platform/errors";
import { byAddress, RATE_RULES } from "../../../platform/rate-limit";

import { buildEmbedSession, readerBinding } from "./embed-sessions";
import { DEMO_PATH } from "./demo-path";
import type { ArticleDoc } from "../../news/model";
import type { PublisherRegistry } from "./registry";
import { createSsoAccounts } from "./sso-accounts";
import type { SsoTokenChecker } from "./sso-token";
import type { ThreadAccess } from "./thread-access";
import type { SignedThread, ThreadTokenChecker } from "./thread-token";

const unregistered = (message: string) => new HttpError(403, ERROR_CODES.unregisteredOrigin, message);
const siteAddress = () => unregistered("Threads of the Pnyx site's own addresses are made by the site");

/** Who makes a thread: a publisher (its id and name), or the site for its demo (id null). */
interface ThreadMaker {
  id: string | null;
  name: string;
}

/** A thread as the embed endpoint reads it: whose it is, whether listed, and what its signature set. */
type ThreadDoc = Pick<ArticleDoc, "_id" | "title" | "image" | "category" | "listed" | "publisherId" | "signedAt" | "listingLocked" | "link" | "totalComments">;
const THREAD_FIELDS = { title: 1, image: 1, category: 1, listed: 1, publisherId: 1, signedAt: 1, listingLocked: 1, link: 1, totalComments: 1 } as const;

type EmbedThreadAnswer = { articleId: string; url: string; created: boolean; listed: boolean; opinions: number };

/** Who the site's own embedded threads are shown as coming from. */
export const SITE_PUBLISHER_NAME = "Pnyx";

/** The origin of the page that made a browser's request, or null for a call from a server or script. */
export const pageOrigin = (request: Request): string | null => request.headers.get("origin");

export function createEmbedService(
  deps: Pick<ServiceDeps, "models" | "auth" | "cache" | "rateLimiter" | "now" | "config">,
  registry: PublisherRegistry,
  tokens: SsoTokenChecker,
  threads: { tokens: ThreadTokenChecker; access: ThreadAccess },
) {
  const { Article, SsoTokenUse } = deps.models;
  const accounts = createSsoAccounts({ models: deps.models, config: deps.config });
  const own = new URL(deps.config.publicUrl).origin;

  /**
   * Who makes an unsigned thread for an article address: the publisher that registered the address's
   * origin and, as a browser calls, the calling page's origin too (id null: the site, for its demo).
   */
  async function publisherOf(url: string, origin: string | null): Promise<ThreadMaker> {
    // Threads are made by a publisher's page, which names itself (a browser always sends `Origin` with
    // such a call), or signed by the publisher; a script that does neither makes nothing.
    if (origin === null) throw unregistered("Threads are made by a registered publisher's page (the call had no Origin) or with its thread token");
    const address = new URL(url);
    // The site is its own publisher for its embed demo only (not any address of its own).
    if (address.origin === own) {
      if (origin === own && address.pathname === DEMO_PATH) return { id: null, name: SITE_PUBLISHER_NAME };
      throw siteAddress();
    }
    const publisher = (await registry.publishersAt(address.origin)).find((p) => p.origins.includes(origin));
    if (publisher) return { id: publisher._id.toString(), name: publisher.name };
    if (!(await registry.isRegistered(origin))) throw unregistered(`${origin} is not a registered publisher's origin: ask the Pnyx administrators to add it`);
    // Named by the calling page's origin: that is what its publisher registered (or not).
    throw unregistered(`${origin} is not one of the origins of the publisher of ${address.origin}: a page makes threads for its own publisher's addresses`);
  }

  /** A signed thread is its signer's: for an address of the signer's, named from the signer's pages (or a server). */
  function assertSignedFrom({ publisher }: SignedThread, url: string, origin: string | null): ThreadMaker {
    const address = new URL(url).origin;
    if (address === own) throw siteAddress();
    if (!publisher.origins.includes(address))
      throw unregistered(`${address} is not one of ${publisher.name}'s registered origins: a publisher signs threads for its own addresses`);
    if (origin !== null && origin !== own && !publisher.origins.includes(origin) && publisher.sharedThreads !== true)
      throw unregistered(`${origin} is not one of ${publisher.name}'s registered origins`);
    return { id: publisher._id.toString(), name: publisher.name };
  }

  /**
   * What a valid token changes on a thread that exists: it becomes its signer's and listed (unless an
   * administrator decided that), and takes the signed title, picture and category unless something
   * signed later (or an administrator's correction) set them. Writes only what differs: a signed page
   * sends its token on every view.
   */
  async function applySignature(thread: ThreadDoc, signed: SignedThread): Promise<boolean> {
    const signer = signed.publisher._id.toString();
    const owner = thread.publisherId && thread.publisherId !== signer ? await registry.byId(thread.publisherId) : null;
    // Another publisher's signed thread stays its own. An unsigned one was only guessed to be its
    // (publishers sharing an origin), and a removed publisher's is nobody's: the signer takes them.
    if (owner && thread.signedAt) throw unregistered(`This thread is ${owner.name}'s, not ${signed.publisher.name}'s`);
    const ownership = {
      ...(thread.publisherId === signer ? {} : { publisherId: signer, ...(thread.publisherId ? { source: signed.publisher.name } : {}) }),
      ...(thread.listingLocked === true || thread.listed !== false ? {} : { listed: true }),
    };
    const fields = { title: signed.claims.title, image: signed.claims.image ?? null, category: signed.claims.category };
    const newer = !thread.signedAt || thread.signedAt.getTime() <= signed.signedAt.getTime();
    const differs = thread.title !== fields.title || (thread.image ?? null) !== fields.image || thread.category !== fields.category;
    let corrected = false;
    if (newer && differs) {
      const write = await Article.updateOne(
        { _id: thread._id, $or: [{ signedAt: null }, { signedAt: { $lte: signed.signedAt } }] },
        { $set: { ...fields, ...ownership, signedAt: signed.signedAt } },
      );
      corrected = write.modifiedCount > 0;
    }
    if (!corrected && Object.keys(ownership).length > 0) {
      await Article.updateOne({ _id: thread._id, ...("listed" in ownership ? { listingLocked: { $ne: true } } : {}) }, { $set: ownership });
    }
    // Rare, and the publisher expects to see it: shown at once.
    if (corrected || "listed" in ownership) changed(deps.cache, { kind: "articleEdited", articleId: thread._id.toString() }, { when: "now" });
    return thread.listingLocked === true ? thread.listed !== false : true;
  }

  return {
    async thread(input: z.output<typeof EmbedThreadRequest>, origin: string | null, ip: string): Promise<EmbedThreadAnswer> {
      const signed = input.token ? await threads.tokens.check(input.token, input.url) : null;
      const signer = signed ? assertSignedFrom(signed, input.url, origin) : null;
      const found = await Article.findOne({ link: input.url }, THREAD_FIELDS).lean<ThreadDoc>();
      if (found) {
        await threads.access.assertMayShow(found, origin);
        const listed = signed ? await applySignature(found, signed) : found.listed !== false;
        return { articleId: found._id.toString(), url: input.url, created: false, listed, opinions: Math.max(0, found.totalComments) };
      }
      const maker = signer ?? (await publisherOf(input.url, origin));
      if (signed) await deps.rateLimiter.hit(RATE_RULES.signedThreadsByPublisher, maker.id!);
      else {
        // `Origin` is only a browser's word: a script can send any, so what one address, and all of
        // them together in one publisher's name, can make is bounded.
        await deps.rateLimiter.hit(RATE_RULES.embedThreads, byAddress(ip));
        await deps.rateLimiter.hit(RATE_RULES.unsignedThreadsByPublisher, maker.id ?? "site");
      }
      const now = deps.now();
      const fields = signed
        ? { title: signed.claims.title, image: signed.claims.image ?? null, category: signed.claims.category, signedAt: signed.signedAt }
        : { title: input.title!, image: input.image ?? null, category: input.category, signedAt: null };
      // Listed once its publisher signed it; the site's demo never is.
      const created = await createArticle(
        deps,
        { ...fields, content: "", source: maker.name, link: input.url, publishedAt: now, listed: signed !== null, publisherId: maker.id, listingLocked: false },
        now,
      );
      const made = (await Article.findOne({ link: input.url }, THREAD_FIELDS).lean<ThreadDoc>())!;
      // Made unsigned by another page meanwhile: this token signs it now.
      const listed = !created && signed ? await applySignature(made, signed) : made.listed !== false;
      return { articleId: made._id.toString(), url: input.url, created, listed, opinions: Math.max(0, made.totalComments) };
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
      await deps.rateLimiter.hit(RATE_RULES.ssoSignIns, byAddress(ip));
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
      return buildEmbedSession(deps, user, { binding: readerBinding(publisher, claims.secret, origin) }, { publisherIds: [publisher._id.toString()] });
    },
  };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
