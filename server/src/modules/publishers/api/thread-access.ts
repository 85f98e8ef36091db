// Whose pages may show a thread and write into it. A publisher's thread is for its own pages: another
// registered publisher's page may neither open it (embed/thread) nor add opinions and votes to it,
// unless the thread's publisher shares its threads (`sharedThreads`, for syndicated articles). The
// site's own pages, and calls with no `Origin` (servers, scripts, the SDK), are not embeds and pass;
// an origin no publisher registered is the origin guard's and CORS's to refuse.
import { ERROR_CODES } from "@pnyx/contract";
import { Types } from "mongoose";
import type { Models } from "../../../models";
import { HttpError } from "../../../platform/errors";
import type { MemberCaller } from "../../../platform/auth";
import type { PublisherRegistry } from "./registry";

/** What tells whose a thread is: the publisher that made it, else the owners of its address's origin. */
export interface ThreadOwnership {
  publisherId?: string | null;
  link?: string | null;
}

/** A write an opinion or vote makes into an article's thread: on the article, or on one of its opinions. */
export type ThreadWrite = { articleId: string } | { commentId: string };

export interface ThreadAccess {
  /** Refuses (403 unregistered_origin) a page of another publisher than the thread's, unless it shares. */
  assertMayShow(thread: ThreadOwnership, origin: string | null): Promise<void>;
  /**
   * The same for a write (the request's `Origin`), named by the article or opinion it goes to. An
   * embed token is held to its own publisher's threads from anywhere, a call without `Origin` too (a
   * script that carried the token off the page). Costs nothing for the site's and scripts' own calls
   * (the registry is in memory); an embed's call reads the thread's publisher.
   */
  assertMayWrite(request: Request, caller: MemberCaller | null, write: ThreadWrite): Promise<void>;
}

const refused = (origin: string) =>
  new HttpError(
    403,
    ERROR_CODES.unregisteredOrigin,
    `${origin} is not one of the origins of this thread's publisher: a thread is shown and written to on its own publisher's pages`,
  );

const originOf = (link: string) => (URL.canParse(link) ? new URL(link).origin : null);

export function createThreadAccess(deps: { models: Pick<Models, "Article" | "Comment">; registry: PublisherRegistry; publicUrl: string }): ThreadAccess {
  const own = new URL(deps.publicUrl).origin;

  /** Whether the page is an embed of a registered publisher, the only pages the rule is about. */
  const isPublisherPage = async (origin: string): Promise<boolean> => origin !== own && (await deps.registry.isRegistered(origin));

  async function ownersOf(thread: ThreadOwnership) {
    const linkOrigin = thread.link ? originOf(thread.link) : null;
    const owners = thread.publisherId ? [await deps.registry.byId(thread.publisherId)] : linkOrigin ? await deps.registry.publishersAt(linkOrigin) : [];
    return owners.filter((owner) => owner !== null);
  }

  /** Whether a page at `origin` (or the publisher `publisherId`'s pages) may use the thread. */
  async function allows(thread: ThreadOwnership, page: { origin: string } | { publisherId: string }): Promise<boolean> {
    return (await ownersOf(thread)).some(
      (owner) => owner.sharedThreads === true || ("origin" in page ? owner.origins.includes(page.origin) : owner._id.toString() === page.publisherId),
    );
  }

  return {
    async assertMayShow(thread, origin) {
      if (origin !== null && (await isPublisherPage(origin)) && !(await allows(thread, { origin }))) throw refused(origin);
    },

    async assertMayWrite(request, caller, write) {
      const header = request.headers.get("origin");
      // Whose pages the write speaks for: the page's, else (no Origin) the embed token's binding.
      const binding = caller?.embed ?? null;
      const page: { origin: string } | { publisherId: string } | null =
        header !== null
          ? (await isPublisherPage(header))
            ? { origin: header }
            : null
          : binding?.publisherId
            ? { publisherId: binding.publisherId }
            : binding?.origin && binding.origin !== own
              ? { origin: binding.origin }
              : null;
      if (page === null) return;
      const named = "origin" in page ? page.origin : "this sign-in's publisher";
      let articleId: string;
      if ("commentId" in write) {
        if (!Types.ObjectId.isValid(write.commentId)) return;
        const comment = await deps.models.Comment.collection.findOne({ _id: new Types.ObjectId(write.commentId) }, { projection: { postId: 1, postKind: 1 } });
        // No such opinion: the write answers 404 itself. A community post's opinions are no publisher's thread.
        if (!comment || comment.postKind !== "article") return;
        articleId = String(comment.postId);
      } else articleId = write.articleId;
      if (!Types.ObjectId.isValid(articleId)) return;
      const article = await deps.models.Article.collection.findOne({ _id: new Types.ObjectId(articleId) }, { projection: { publisherId: 1, link: 1 } });
      if (article && !(await allows(article as ThreadOwnership, page))) throw refused(named);
    },
  };
}
