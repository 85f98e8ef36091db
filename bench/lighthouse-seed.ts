// bench/lighthouse's data: what a reader of a young Pnyx would find. The seed news (248 articles in
// the eight categories, each with its picture), a few members, one article with exactly 20 opinions,
// opinions on the newest articles, a community with posts (some with pictures) and one post with a
// discussion, a few posts in the other communities, and a member to log in for the members-only page.
// Written through the server's own models into DATA_DIR (the embedded engine, on disk), before the
// server starts on the same folder: the server then finds it as after a restart.
import { FIXED_COMMUNITIES, type Session } from "@pnyx/contract";
import { loadConfig } from "../server/src/config";
import { COMMUNITY_SEEDS } from "../server/src/seed/communities/looks";
import { subCategoryImageUrl } from "../server/src/seed/communities/seeder";
import { seedNewsIfEmpty } from "../server/src/seed/news/seeder";
import { buildSession } from "../server/src/modules/users/session";
import { hashPassword } from "../server/src/platform/secrets";
import { createRuntime } from "../server/src/runtime";

export interface LighthouseFixtures {
  /** A category with articles, as in /category/{name}. */
  category: string;
  /** The article with exactly 20 opinions. */
  articleId: string;
  communityId: string;
  /** A verified post of that community with opinions and replies. */
  postId: string;
  /** The logged-in member's session, as the site keeps it in localStorage ('persist:a'). */
  member: Session;
}

const MEMBERS = ["amara.k", "ben_ortiz", "chloe.m", "dmitri", "elif-y", "farid.n", "grace_o", "hana.s", "ivo.p", "jules.r", "kofi.a", "lena.w"];
const READER = "lh.reader";
export const MEMBER_PASSWORD = "lighthouse reader password";

const OPINIONS = [
  "The numbers in the third paragraph deserve more attention than the headline gives them.",
  "I read the original report. The article is fair to it, though it skips the caveats on the sample size.",
  "Good summary. What I would like to know is who pays for this in the end: the piece never says.",
  "This has been coming for years; anyone who followed the earlier hearings saw it.",
  "I disagree with the framing. Calling it a setback assumes the previous plan was working, and it was not.",
  "Short and clear. More of this, please, and fewer live blogs.",
  "My town went through the same thing in 2019. It took three years for anything to change on the ground.",
  "Is there a source for the quote from the ministry? I could not find it anywhere else.",
  "The comments here are better than the article, which is saying something.",
  "Both sides have a point, but the second one ignores how long any of this takes to build.",
  "I work in this field. The timeline mentioned is optimistic by at least a year, probably two.",
  "Interesting, but one study is not a trend. Let us see whether it replicates.",
  "People keep asking why nobody saw this coming. Plenty of people did; nobody listened.",
  "A rare piece that explains the background instead of assuming we all know it.",
  "What about the smaller suppliers? They are the ones who will feel this first.",
  "I changed my mind after reading this. The cost estimates were the part I had wrong.",
  "Would be useful to see the same chart for the last ten years, not just the last two.",
  "The photo says more than the text. Look at how empty that street is at noon.",
  "Honest question: does anyone know how this compares with what the neighbours did last year?",
  "Glad this is finally being covered. Now let us see if anyone follows up in six months.",
];

const REPLIES = [
  "Agreed, and the appendix has the figures if anyone wants to check.",
  "Not quite: the second survey used a different method, so the two are hard to compare.",
  "Thanks, that is the context I was missing.",
];

/** Seeds `dataDir` and closes the database again; returns what the pages to measure need. */
export async function seedLighthouseData(dataDir: string): Promise<LighthouseFixtures> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production" });
  const runtime = await createRuntime(config, { log: () => {} });
  try {
    const { models } = runtime.deps;
    const { Article, Comment, CommunityPost, Community, User } = models;
    const now = Date.now();
    const minutesAgo = (m: number) => new Date(now - m * 60_000);

    // The news, with pictures, exactly as a new server starts with it.
    await seedNewsIfEmpty(runtime.deps);

    // Members: some who write, and the reader who logs in.
    const community = COMMUNITY_SEEDS[0]!;
    const passwordHash = await hashPassword(MEMBER_PASSWORD);
    await User.insertMany(
      [...MEMBERS, READER].map((username, i) => ({
        username,
        email: `${username}@example.com`,
        passwordHash,
        verified: true,
        points: 40 + ((i * 137) % 900),
        joinedCommunities: [community.id],
        selectedCategories: [],
      })),
    );
    const author = (i: number) => MEMBERS[i % MEMBERS.length]!;

    // The article with 20 opinions: the newest of the World category.
    const category = "World";
    const article = (await Article.findOne({ category }).sort({ publishedAt: -1 }).lean())!;
    const articleId = article._id.toString();
    const opinion = (postId: string, postKind: "article" | "communityPost", text: string, i: number, at: Date, parentId: string | null = null) => ({
      postId,
      postKind,
      parentId,
      text,
      image: null,
      author: author(i),
      upvotes: (i * 7) % 23,
      downvotes: (i * 3) % 5,
      replyCount: 0,
      editedAt: null,
      createdAt: at,
      updatedAt: at,
    });
    const articleOpinions = OPINIONS.map((text, i) => opinion(articleId, "article", text, i, minutesAgo(5 + i * 11)));
    // A few opinions on the other newest articles, so Popular Opinions and Recent Activities have some.
    const newest = await Article.find({ _id: { $ne: article._id } }, { _id: 1 })
      .sort({ publishedAt: -1 })
      .limit(12)
      .lean();
    const otherOpinions = newest.flatMap((a, k) =>
      Array.from({ length: 1 + (k % 3) }, (_, n) =>
        opinion(a._id.toString(), "article", OPINIONS[(k * 3 + n + 5) % OPINIONS.length]!, k + n, minutesAgo(30 + k * 17 + n)),
      ),
    );
    await Comment.insertMany([...articleOpinions, ...otherOpinions], { lean: true });
    for (const id of [articleId, ...newest.map((a) => a._id.toString())]) {
      await Article.updateOne({ _id: id }, { $set: { totalComments: await Comment.countDocuments({ postId: id }) } });
    }
    await Article.updateOne({ _id: article._id }, { $set: { upvotes: 64, downvotes: 5 } });

    // A community with posts across its sub-categories, every third with a picture; a few posts in the others.
    const posts = Array.from({ length: 24 }, (_, i) => {
      const at = minutesAgo(20 + i * 95);
      const tile = i % community.subCategories.length;
      return {
        communityId: community.id,
        subCategory: community.subCategories[tile]!,
        title: `${community.subCategories[tile]}: what readers there are talking about this week (${i + 1})`,
        description: `A member's question for the community, with the background they found.\n\nWhat do people who live there make of it? Post ${i + 1}.`,
        image: i % 3 === 0 ? subCategoryImageUrl(0, tile) : null,
        author: author(i + 3),
        status: "verified",
        upvotes: (i * 5) % 31,
        downvotes: i % 4,
        totalComments: 0,
        verifiedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    const others = COMMUNITY_SEEDS.slice(1).flatMap((c, k) =>
      Array.from({ length: 3 }, (_, n) => {
        const at = minutesAgo(60 + k * 40 + n * 300);
        return {
          ...posts[0]!,
          communityId: c.id,
          subCategory: c.subCategories[n % c.subCategories.length] ?? null,
          title: `${FIXED_COMMUNITIES[k + 1]!.name}: a question for the community (${n + 1})`,
          image: null,
          author: author(k + n),
          verifiedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    const stored = await CommunityPost.insertMany([...posts, ...others], { lean: true });
    const post = stored[0]!;
    const postId = post._id.toString();
    await CommunityPost.updateOne(
      { _id: post._id },
      {
        $set: {
          title: "How are the new cross-border rail links changing daily life in your region?",
          description:
            "Three new lines opened this spring. Commuters on some of them save an hour a day; elsewhere the old regional trains were cut to pay for them.\n\nIf you ride one of them, or lost one, what changed for you? Photos of your station welcome.",
          upvotes: 41,
        },
      },
    );
    // Its discussion: eight opinions, three of them answered.
    const postOpinions = OPINIONS.slice(0, 8).map((text, i) => opinion(postId, "communityPost", text, i + 1, minutesAgo(4 + i * 9)));
    const storedOpinions = await Comment.insertMany(postOpinions, { lean: true });
    const replies = REPLIES.map((text, i) => opinion(postId, "communityPost", text, i + 5, minutesAgo(2 + i), storedOpinions[i]!._id.toString()));
    await Comment.insertMany(replies, { lean: true });
    for (const parent of storedOpinions.slice(0, REPLIES.length)) await Comment.updateOne({ _id: parent._id }, { $set: { replyCount: 1 } });
    await CommunityPost.updateOne({ _id: post._id }, { $set: { totalComments: postOpinions.length + replies.length } });
    for (const c of COMMUNITY_SEEDS) {
      await Community.updateOne(
        { _id: c.id },
        {
          $set: {
            postCount: await CommunityPost.countDocuments({ communityId: c.id, status: "verified" }),
            subscriberCount: await User.countDocuments({ joinedCommunities: c.id }),
          },
        },
      );
    }

    // The reader's session, as the login answer gives it (signed with DATA_DIR's secret, which the server reads too).
    const reader = (await User.findOne({ username: READER }).lean())!;
    const token = await runtime.deps.auth.signMember(reader as never);
    const member = await buildSession(models, reader as never, token);
    return { category, articleId, communityId: community.id, postId, member };
  } finally {
    await runtime.close();
  }
}
