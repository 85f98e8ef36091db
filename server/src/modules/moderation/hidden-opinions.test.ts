// An opinion hidden pending review (reported enough) is closed as a held one is: nobody adds a reply
// (409, MODERATION_TEXTS.heldNoReplies) or a new vote (404, as if absent); a vote given before may be
// taken back. Shown again after review, it opens again. Counts stay what the records say.
import { ERROR_CODES, MODERATION_TEXTS, addReplyEndpoint, likeCommentEndpoint, unlikeCommentEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "../../test-support/context";
import { countsThatDisagree } from "../../test-support/exact-counts";
import { ADMIN_ENV, castOf, decide, itemOf, json, newArticle, opinion, reportOpinion, type Cast } from "../../test-support/moderation";

let ctx: TestContext;
let cast: Cast;

beforeAll(async () => {
  ctx = await createTestContext({ ...ADMIN_ENV, RATE_LIMITS: "relaxed" });
  cast = await castOf(ctx, ["quin", "rory", "sage", "tess", "uma"]);
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
const reply = (name: string, postId: string, parentId: string) =>
  ctx.call(addReplyEndpoint, { body: { postId, parentId, text: `${name} answers` }, token: cast.tokens[name] });
const vote = (name: string, commentId: string, endpoint = likeCommentEndpoint) => ctx.call(endpoint, { body: { commentId }, token: cast.tokens[name] });

describe("an opinion hidden pending review", () => {
  it("takes no reply and no new vote from anyone, its author included; a vote given before may be taken back", async () => {
    const articleId = await newArticle(cast, "Hidden and closed");
    const id = await opinion(cast, "quin", articleId, "Reported until hidden");
    expect((await vote("uma", id)).status).toBe(200);
    for (const reporter of ["rory", "sage", "tess"]) expect((await reportOpinion(cast, reporter, id)).status).toBe(200);
    expect((await models().Comment.findById(id).lean())!.hidden).toBe(true);

    const closed = { code: ERROR_CODES.conflict, message: MODERATION_TEXTS.heldNoReplies };
    expect(await (await reply("rory", articleId, id)).json()).toEqual(closed);
    expect(await (await reply("quin", articleId, id)).json()).toEqual(closed);
    const liked = await vote("sage", id);
    expect(liked.status).toBe(404);
    expect((await vote("quin", id)).status).toBe(404);
    // The like from before goes back, and what it gave with it.
    expect(await json(await vote("uma", id, unlikeCommentEndpoint))).toMatchObject({ vote: 0, upvotes: 0 });
    expect(await models().Comment.countDocuments({ parentId: id })).toBe(0);
    expect(await countsThatDisagree(models())).toEqual([]);

    // Kept after review: open again.
    const item = (await itemOf(cast, id))!;
    await json(await decide(cast, [item._id], "approve"));
    expect((await reply("rory", articleId, id)).status).toBe(200);
    expect((await vote("sage", id)).status).toBe(200);
    expect(await countsThatDisagree(models())).toEqual([]);
  });
});
