// A first script with @pnyx/sdk, in plain Node: log in, read the trending news, give an opinion and
// like the article, hear the opinion come back live, say hello in a chat room, then close and exit.
//
//   PNYX_URL=http://localhost:3000 PNYX_USERNAME=ada PNYX_PASSWORD=… node script.mjs
//
// The account must exist and be verified (sign-up mails a link; see the SDK's README).
import { createPnyxClient, isPnyxError, voteIn } from "@pnyx/sdk";

const { PNYX_URL = "http://localhost:3000", PNYX_USERNAME, PNYX_PASSWORD } = process.env;

/** Rejects when `promise` has not settled after `ms` (the timer does not keep the process alive). */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const client = createPnyxClient({ baseUrl: PNYX_URL });

async function main() {
  if (!PNYX_USERNAME || !PNYX_PASSWORD) throw new Error("Set PNYX_USERNAME and PNYX_PASSWORD");

  // Logging in stores the session in the client: later calls send its token by themselves.
  const me = await client.auth.login({ username: PNYX_USERNAME, password: PNYX_PASSWORD });
  console.log(`logged in as ${me.username} (${me.points} points)`);

  const { trendingArticles } = await client.news.trending();
  const article = trendingArticles[0];
  if (!article) throw new Error("No articles yet");
  console.log(`trending: ${article.title}`);

  // Watch the article's thread. `ready` resolves once the server has the watch: from then on,
  // nothing posted is missed.
  const heard = new Map(); // opinion id → author, as opinion:added events come in
  let check = () => {};
  const watch = client.live.watchThread(article._id, {
    onOpinionAdded: ({ opinion }) => {
      heard.set(opinion._id, opinion.author);
      check();
    },
  });
  await within(watch.ready, 10_000, "article watch");
  console.log(`watching the article live (${client.live.getStatus()})`);

  const written = await client.opinions.add({ postId: article._id, text: `Hello from the Node example (${new Date().toISOString()})` });
  console.log(`opinion written (+${written.earned} points)`);
  // The event may come before the call's answer: wait until ours is among those heard.
  const ours = new Promise((resolve) => {
    check = () => heard.has(written._id) && resolve(heard.get(written._id));
    check();
  });
  console.log(`heard opinion:added by ${await within(ours, 10_000, "opinion:added")}`);

  // The session knows the member's votes: like the article unless it is liked already.
  if (voteIn(client.session.get().user, "article", article._id) !== 1) await client.votes.likeArticle({ postId: article._id });
  console.log(`article liked (${client.session.get().user?.points} points)`);
  watch();

  // Chat rooms are the communities (topicId = the community's id).
  const { communities } = await client.communities.all();
  const community = communities[0];
  if (!community) throw new Error("No communities");
  const room = client.chat.joinRoom(community._id);
  await within(room.ready, 10_000, "chat join");
  console.log(`in the ${community.name} chat room (${room.getSnapshot().count} here)`);

  const text = `Hello from the Node example (${Date.now()})`;
  const echoed = new Promise((resolve) => room.on("message", (message) => message.message === text && resolve(message)));
  await room.send(text);
  const message = await within(echoed, 10_000, "new-message");
  console.log(`heard message from ${message.username}: ${message.message}`);
  room.leave();
}

try {
  await main();
  console.log("done");
} catch (error) {
  // Every failed call is a PnyxError: HTTP status, snake_case code, who refused it (kind).
  if (isPnyxError(error)) console.error(`${error.status} ${error.code} (${error.kind}): ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  // Ends every watch and room and closes the realtime connection, so Node can exit by itself.
  client.close();
}
