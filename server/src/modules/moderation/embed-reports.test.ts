// Reports from a publisher's embed (issue 47): its chat rooms report a message with a reason through
// POST /api/moderation/report, which embed tokens may call for chat messages only (embeds show no
// community post, and report opinions through POST /api/comment/report).
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import {
  MODERATION_TEXTS,
  createPublisherEndpoint,
  embedSessionEndpoint,
  reportContentEndpoint,
  type EmbedSession,
  type PublisherWithSecret,
} from "@pnyx/contract";
import { SignJWT } from "jose";
import { createTestContext, type TestContext } from "../../test-support/context";
import { ADMIN_ENV, castOf, chatMessage, itemOf, json, newArticle, opinion, post, reportContent, type Cast } from "../../test-support/moderation";

const PAPER = "https://paper.example";
let ctx: TestContext;
let cast: Cast;
let reader: EmbedSession;

/** An embed session of a publisher's reader, signed in with the publisher's token (single sign-on). */
async function embedReader(paper: PublisherWithSecret): Promise<EmbedSession> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ name: "Ana Reader" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("reader-1")
    .setAudience(paper.publisher._id)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(paper.secret!));
  return json(await ctx.call(embedSessionEndpoint, { body: { publisher: paper.publisher._id, token }, headers: { origin: PAPER } }));
}

/** A report made with the embed's token from the publisher's page. */
const embedReport = (targetType: "chatMessage" | "communityPost" | "comment", targetId: string) =>
  ctx.call(reportContentEndpoint, { body: { targetType, targetId, reason: "abuse" }, token: reader.token, headers: { origin: PAPER } });

beforeAll(async () => {
  ctx = await createTestContext(ADMIN_ENV);
  cast = await castOf(ctx, ["dee", "eli"]);
  const paper = await json<PublisherWithSecret>(
    await ctx.call(createPublisherEndpoint, { body: { name: "Report Times", origins: [PAPER] }, token: cast.admin }),
  );
  reader = await embedReader(paper);
});
afterAll(() => ctx.close());

describe("reports from an embed", () => {
  it("an embed token reports a chat message with a reason: the thanks, and the report in the queue", async () => {
    const messageId = await chatMessage(cast, "eli", "Everyone here is an idiot");
    const res = await embedReport("chatMessage", messageId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MODERATION_TEXTS.reportReceived });
    expect(await itemOf(cast, messageId)).toMatchObject({ targetType: "chatMessage", reports: { count: 1, reasons: { abuse: 1 } } });
  });

  it("the same token may not report a community post or an opinion here (403 embed_scope); the site's session may", async () => {
    const postId = await post(cast, "dee", "Cold showers");
    const refused = await embedReport("communityPost", postId);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("embed_scope");
    expect(await itemOf(cast, postId)).toBeUndefined();

    const opinionId = await opinion(cast, "dee", await newArticle(cast), "An opinion");
    expect((await embedReport("comment", opinionId)).status).toBe(403);
    expect(await itemOf(cast, opinionId)).toBeUndefined();

    // Not a rule about the post: a member's own session reports it.
    expect((await reportContent(cast, "eli", "communityPost", postId, { reason: "spam" })).status).toBe(200);
  });
});
