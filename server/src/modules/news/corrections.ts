// Administrators' corrections of an article: its title, picture and category, and whether Pnyx's
// lists show it (a publisher's thread squatted before it signed, a misleading title). Audited.
import type { Article, UpdateArticleRequest } from "@pnyx/contract";
import type { z } from "zod";
import type { AdminCaller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import type { ServiceDeps } from "../../services";
import { changed } from "../freshness/changes";
import type { AuditLog } from "../moderation/audit";
import type { ArticleDoc } from "./model";
import { presentArticle } from "./present";

export function createArticleCorrections(deps: Pick<ServiceDeps, "models" | "cache" | "now">, audit: AuditLog) {
  const { Article } = deps.models;
  return {
    async update(admin: AdminCaller, input: z.output<typeof UpdateArticleRequest>): Promise<Article> {
      const { id, listed, ...given } = input;
      const fields = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      const set: Record<string, unknown> = { ...fields };
      // Stamped as signed now: a thread token its publisher signed before never undoes the correction
      // (one signed after it may: the thread is the publisher's).
      if (Object.keys(fields).length > 0) set.signedAt = deps.now();
      // The administrator's word on listing stands: tokens no longer list or unlist it.
      if (listed !== undefined) Object.assign(set, { listed, listingLocked: true });
      const doc = await Article.findByIdAndUpdate(id, { $set: set }, { returnDocument: "after" }).lean<ArticleDoc>();
      if (!doc) throw notFound("No such article");
      const what = [...Object.keys(fields), ...(listed === undefined ? [] : [listed ? "listed" : "unlisted"])].join(", ");
      await audit.record(admin, "updateArticle", { type: "article", id, summary: `${doc.title} (${what})` });
      changed(deps.cache, { kind: "articleEdited", articleId: id }, { when: "now" });
      return presentArticle(doc);
    },
  };
}
export type ArticleCorrections = ReturnType<typeof createArticleCorrections>;
