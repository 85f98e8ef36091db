import { z } from "./zod";
import { canonicalArticleUrl, MAX_ARTICLE_URL_LENGTH, MAX_COUNT_URLS } from "./article-url";
import { NewsCategory } from "./categories";
import { defineEndpoint } from "./endpoint";
import { ObjectIdString } from "./identity";
import { WebOrigin } from "./publishers";
import { Session } from "./session";
import { ArticleTitle } from "./titles";

// What publisher embeds call: the thread behind an article URL of theirs, the opinion counts of a
// page's links in one request, and single sign-on with the publisher's own accounts.

/** A publisher's article address, in its canonical form (article-url.ts). */
export const ArticleUrl = z
  .string()
  .trim()
  .max(MAX_ARTICLE_URL_LENGTH, "The article's address is too long")
  .transform((value, ctx) => {
    const canonical = canonicalArticleUrl(value);
    if (canonical === null) {
      ctx.addIssue({ code: "custom", message: "The article's address must be an absolute http(s) URL" });
      return z.NEVER;
    }
    return canonical;
  });

/** An absolute http(s) address of an article's picture. */
export const ArticleImageUrl = z
  .string()
  .trim()
  .max(MAX_ARTICLE_URL_LENGTH, "The image's address is too long")
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), "The image's address must be an absolute http(s) URL");

/** Longest thread token accepted. */
export const MAX_THREAD_TOKEN_LENGTH = 8192;

/**
 * What a publisher signs to make a thread its own (a JWT, signed as its sign-in tokens are: HS256
 * with its shared secret, or ES256/EdDSA with a key of its key set). Besides these, the token carries
 * `aud` (the publisher's id), `iat` and `exp`; a token with a later `iat` corrects what an earlier one
 * said, and an earlier one never undoes it.
 */
export const ThreadTokenClaims = z.object({
  /** Marks the token as a thread token: a sign-in token is never taken for one, nor one for a sign-in token. */
  pnyx: z.literal("thread"),
  /** The article's address (compared in its canonical form). */
  url: ArticleUrl,
  title: ArticleTitle,
  image: ArticleImageUrl.optional(),
  /** General when left out. */
  category: NewsCategory.default("General"),
});
export type ThreadTokenClaims = z.input<typeof ThreadTokenClaims>;

export const EmbedThreadRequest = z
  .object({
    url: ArticleUrl,
    /**
     * Shown on Pnyx's article page and in feeds; the page's title is a good choice. It needs a visible
     * character (titles.ts). May be left out with a `token`, which names the title.
     */
    title: ArticleTitle.optional(),
    /** The news category it is listed under on Pnyx (General when left out). */
    category: NewsCategory.default("General"),
    /** An absolute http(s) address of the article's picture. */
    image: ArticleImageUrl.optional(),
    /**
     * The publisher's thread token for this address (ThreadTokenClaims). With one, the thread is the
     * publisher's: listed in Pnyx's feeds, with the token's title, picture and category (the fields
     * above are then ignored). Without one, a thread is made unlisted: it shows in the embed only.
     */
    token: z.string().min(1, "Thread token missing").max(MAX_THREAD_TOKEN_LENGTH, "The thread token is too long").optional(),
  })
  .refine((request) => request.title !== undefined || request.token !== undefined, { message: "The article needs a title", path: ["title"] });
export type EmbedThreadRequest = z.input<typeof EmbedThreadRequest>;

/**
 * The Pnyx article whose thread an embed shows for a publisher's article address, created on first
 * use. A thread exists for the publisher's pages: a page of another registered publisher may neither
 * show it nor write into it, unless its publisher shares its threads (`sharedThreads`).
 *
 * Made unsigned (only the page's `Origin`, which a script can forge), a thread is unlisted: it shows in
 * the embed and on its own Pnyx page (not indexed), never in feeds, trending, search, the sitemap or
 * the home page. Made or named with the publisher's `token`, it is listed, and the token's title,
 * picture and category are stored (a newer token corrects them). A server may call it with a token
 * and no `Origin`. Refusals: `unregistered_origin` (403; the message names the calling page's origin)
 * and `invalid_thread_token` (401; the message says why); nothing is made then.
 */
export const embedThreadEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/embed/thread",
  request: EmbedThreadRequest,
  response: z.object({
    articleId: z.string(),
    url: z.string(),
    created: z.boolean(),
    /** The thread's opinions and replies (the article's count), so the embed need not ask for it apart. */
    opinions: z.number().int().nonnegative().optional(),
    /** Whether the thread shows in Pnyx's feeds: once a valid token for it arrived (or an administrator listed it). */
    listed: z.boolean(),
  }),
});

export const EmbedCountsRequest = z.object({
  /**
   * The addresses: the query's `urls` repeated (`?urls=…&urls=…`), or one `urls` with them separated
   * by spaces. At most MAX_COUNT_URLS.
   */
  urls: z
    .union([z.string(), z.array(z.string()).max(MAX_COUNT_URLS, `At most ${MAX_COUNT_URLS} addresses at once`)])
    .refine((value) => (typeof value === "string" ? value : value.join(" ")).length <= MAX_COUNT_URLS * (MAX_ARTICLE_URL_LENGTH + 1), "Too many addresses")
    .transform((value) => (typeof value === "string" ? [value] : value).flatMap((part) => part.split(/\s+/)).filter(Boolean))
    .pipe(z.array(ArticleUrl).min(1, "Name at least one address").max(MAX_COUNT_URLS, `At most ${MAX_COUNT_URLS} addresses at once`)),
});
export type EmbedCountsRequest = z.input<typeof EmbedCountsRequest>;

/** One address's figures; an address nobody embedded yet counts zero with no article. */
export const EmbedCount = z.object({
  url: z.string(),
  articleId: z.string().nullable(),
  opinions: z.number().int().nonnegative(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
});
export type EmbedCount = z.infer<typeof EmbedCount>;

/**
 * The opinion counts of up to 50 article addresses in one request, in the order asked (canonical
 * addresses). Public and cacheable for 30 s by browsers and shared caches.
 */
export const embedCountsEndpoint = defineEndpoint({
  embed: true,
  method: "GET",
  path: "/api/embed/counts",
  request: EmbedCountsRequest,
  response: z.object({ counts: z.array(EmbedCount) }),
});

/** Longest sign-in token accepted. */
export const MAX_SSO_TOKEN_LENGTH = 4096;

export const EmbedSessionRequest = z.object({
  /** The publisher's id, as administrators registered it (the token's `aud`). */
  publisher: ObjectIdString,
  /**
   * A JWT the publisher signed for its reader: HS256 with its shared secret, or ES256/EdDSA with a key
   * from its key set. Claims: `sub` (the reader's stable id), `name`, optional `email` and `picture`,
   * `aud` (the publisher's id), `iat`, `exp` (at most 15 minutes later) and a unique `jti`.
   */
  token: z.string().min(1, "Sign-in token missing").max(MAX_SSO_TOKEN_LENGTH, "The sign-in token is too long"),
});
export type EmbedSessionRequest = z.input<typeof EmbedSessionRequest>;

/** How long an embed token lives before the embed asks for a new one (seconds). */
export const EMBED_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * What an embed keeps: a member session whose `token` is an **embed token**, short-lived
 * (`expiresIn` seconds, EMBED_TOKEN_TTL_SECONDS), bound to one publisher and good only for what
 * embeds do (endpoints marked `embed`: read, write and edit one's own opinions, vote, report, chat,
 * and ignore or unignore members). Anything else answers 403 `embed_scope`. The member's e-mail and
 * follow lists are left out: a publisher's page never sees them. Whom the member ignores
 * (`ignoring`) is carried on purpose, so the embeds fold that writing as the site does: a
 * publisher's page can read that list.
 */
export const EmbedSession = Session.extend({
  /** Seconds until `token` expires; the embed gets a new one before then. */
  expiresIn: z.number().int().positive(),
});
export type EmbedSession = z.infer<typeof EmbedSession>;

/**
 * Single sign-on: exchanges a publisher's token for an embed session of the Pnyx member linked to
 * (publisher, `sub`), made on first use with a username of its own (never merged into another
 * account, even one with the same e-mail). Each token works once. The session carries the publisher
 * and the secret (or key set) that signed it: it ends when the publisher is removed or that secret
 * retires. Refused with `invalid_sso_token` (401) and the reason.
 */
export const embedSessionEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/embed/session",
  request: EmbedSessionRequest,
  response: EmbedSession,
});

/**
 * A publisher page's origin as the browser names it (`location.origin`, a message's `origin`): the
 * registry's `WebOrigin` rules, written exactly as a browser writes it (no path, no default port).
 */
export const PageOrigin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, "Not an origin (scheme://host[:port])")
  .pipe(WebOrigin);

/**
 * Native members' sign-in for an embed, asked by Pnyx's own sign-in window (never a publisher's
 * page) with the member's site session: a **grant** for the publisher page at `origin` (kept by the
 * embed's bridge frame on Pnyx's origin, never by the page) and a first embed session. The grant
 * ends with the site session it came from, with the member's logout from the embed, and when no
 * publisher registers the origin any more. Refused for an embed token (403 `embed_scope`) and for an
 * origin no publisher registered (403 `unregistered_origin`).
 */
export const embedGrantEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/embed/grant",
  auth: "member",
  request: z.object({ origin: PageOrigin }),
  response: z.object({ grant: z.string(), session: EmbedSession }),
});

/** Longest grant accepted. */
export const MAX_EMBED_GRANT_LENGTH = 100;

/**
 * A new embed session from a grant, asked by the embed's bridge frame on Pnyx's origin for the page
 * at `origin` (the grant's own). The grant comes in the body (just handed over by the sign-in window)
 * or, after a reload, from the cookie the previous answer set: HttpOnly and partitioned by the
 * publisher's site (CHIPS), so neither the publisher's page nor any other site's frame reads it.
 * `session` is null when there is no live grant: none was kept, or it ended (the member logged out,
 * here or on the site; the cookie is then cleared). A visitor's page asks too, so this is an answer,
 * not an error.
 */
export const embedRefreshEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/embed/refresh",
  request: z.object({ grant: z.string().min(1).max(MAX_EMBED_GRANT_LENGTH).optional(), origin: PageOrigin }),
  response: z.object({ session: EmbedSession.nullable() }),
});

/**
 * The bridge ends a native member's grant when the member logs out in the embed (with the grant it
 * holds, or its cookie's), whatever became of the embed token: the grant makes no more sessions and
 * its cookie is cleared.
 */
export const embedForgetEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/embed/forget",
  request: z.object({ grant: z.string().min(1).max(MAX_EMBED_GRANT_LENGTH).optional(), origin: PageOrigin }),
  response: z.object({ message: z.string() }),
});

/**
 * The cookie a page origin's grant is kept in between page loads (see embedRefreshEndpoint): one per
 * origin, so two origins of one site (which share the cookie jar's partition) never meet.
 */
export const EMBED_GRANT_COOKIE = "pnyx_grant";

/**
 * The two pages on Pnyx's own origin that native members' embed sign-in goes through: the sign-in
 * window (a popup the embed's Log in opens; the member logs in or continues there, never on the
 * publisher's page) and the bridge (a hidden frame in the publisher's page that keeps the grant on
 * Pnyx's origin and answers short-lived embed tokens to its parent page).
 */
export const EMBED_WINDOWS = { signIn: "/embed/signin", bridge: "/embed/bridge" } as const;

/**
 * What the embed's windows say to each other by `postMessage` (each checks the sender's origin):
 * - sign-in window → bridge (Pnyx's origin to Pnyx's origin): `grant` with the page origin it is for;
 * - sign-in window ↔ publisher's page: `hello` with a nonce the page echoes, so the window knows its
 *   opener is at the origin it names before it shows that name (or makes anything for it);
 * - sign-in window → publisher's page (to that origin only): `signedIn` with a first embed session;
 * - publisher's page → bridge: `token` (answered `token` with a session or null), `forget`;
 * - bridge → publisher's page: `token`, `granted` when a grant arrived, and `forgotten` once the
 *   server has ended the grant a `forget` named (or failed to), so the page shows itself logged out
 *   only when a reload can no longer find the member signed in.
 */
export type EmbedWindowMessage =
  | { pnyx: "grant"; origin: string; grant: string }
  | { pnyx: "hello"; nonce: string }
  | { pnyx: "signedIn"; session: EmbedSession }
  | { pnyx: "token"; session?: EmbedSession | null }
  | { pnyx: "forget" }
  | { pnyx: "forgotten" }
  | { pnyx: "granted" };
