import { z } from "./zod";
import { canonicalArticleUrl, MAX_ARTICLE_URL_LENGTH, MAX_COUNT_URLS } from "./article-url";
import { NewsCategory } from "./categories";
import { defineEndpoint } from "./endpoint";
import { ObjectIdString } from "./identity";
import { Session } from "./session";

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

export const EmbedThreadRequest = z.object({
  url: ArticleUrl,
  /** Shown on Pnyx's article page and in feeds; the page's title is a good choice. */
  title: z.string().trim().min(1, "The article needs a title").max(300, "The title is too long"),
  /** The news category it is listed under on Pnyx (General when left out). */
  category: NewsCategory.default("General"),
  /** An absolute http(s) address of the article's picture. */
  image: z
    .string()
    .trim()
    .max(MAX_ARTICLE_URL_LENGTH, "The image's address is too long")
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), "The image's address must be an absolute http(s) URL")
    .optional(),
});
export type EmbedThreadRequest = z.input<typeof EmbedThreadRequest>;

/**
 * The Pnyx article whose thread an embed shows for a publisher's article address, created on first
 * use. Only a page of a registered publisher may call it (its `Origin`), and only for addresses on
 * that publisher's origins; anything else is refused with `unregistered_origin` and nothing is made.
 */
export const embedThreadEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/embed/thread",
  request: EmbedThreadRequest,
  response: z.object({
    articleId: z.string(),
    url: z.string(),
    created: z.boolean(),
    /** The thread's opinions and replies (the article's count), so the embed need not ask for it apart. */
    opinions: z.number().int().nonnegative().optional(),
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

/**
 * Single sign-on: exchanges a publisher's token for a Pnyx member session linked to (publisher,
 * `sub`), made on first use with a username of its own (never merged into another account, even one
 * with the same e-mail). Each token works once. Refused with `invalid_sso_token` (401) and the reason.
 */
export const embedSessionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/embed/session",
  request: EmbedSessionRequest,
  response: Session,
});
