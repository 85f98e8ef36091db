import type { Models } from "../models";
import type { Migration } from "../platform/migrations";
import { DEMO_PATH } from "../modules/publishers/api/demo-path";
import type { PublisherDoc } from "../modules/publishers/api/model";

/** Who made the site's embed demo's thread (embed-service.ts SITE_PUBLISHER_NAME). */
const SITE_PUBLISHER = "Pnyx";

/**
 * Threads publishers' embeds made before threads were signed took their title, picture and category
 * from the page's word alone (an `Origin` any script can forge): they were listed in the feeds under
 * the publisher's name. They become what an unsigned thread is now: unlisted, and their publisher's
 * (`publisherId`), until its thread token lists them. The site's embed demo's thread is unlisted too.
 * Recognised as the embed made them: an article with no text, at an address on a registered
 * publisher's origin, under that publisher's name (or the demo's address, under the site's).
 */
export const unsignedThreadsMigration = (models: Pick<Models, "Article" | "Publisher">): Migration => ({
  name: "2026-12-unsigned-threads",
  async run() {
    const publishers = await models.Publisher.find({}).lean<PublisherDoc[]>();
    let unlisted = 0;
    const candidates = models.Article.collection.find(
      { link: { $type: "string" }, content: "", publisherId: { $exists: false } },
      { projection: { link: 1, source: 1 } },
    );
    for await (const article of candidates) {
      const link = String(article.link);
      if (!URL.canParse(link)) continue;
      const address = new URL(link);
      const maker = publishers.find((p) => p.name === article.source && p.origins.includes(address.origin));
      const demo = article.source === SITE_PUBLISHER && address.pathname === DEMO_PATH;
      if (!maker && !demo) continue;
      await models.Article.collection.updateOne(
        { _id: article._id },
        { $set: { listed: false, publisherId: maker ? maker._id.toString() : null, signedAt: null, listingLocked: false } },
      );
      unlisted++;
    }
    return `${unlisted} threads unlisted`;
  },
});
