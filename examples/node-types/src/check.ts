// Compiled by the test command (tsc -p examples/node-types), never run: every line must type-check
// against @pnyx/sdk's published declarations in a project with no DOM types.
import {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  createPnyxClient,
  ERROR_CODES,
  isPnyxError,
  PnyxError,
  SDK_ERROR_CODES,
  type Article,
  type ChatMessage,
  type ChatRoomSession,
  type ChatRoomSnapshot,
  type LinkStatus,
  type PnyxClient,
  type PnyxErrorCode,
  type PnyxErrorKind,
  type SessionStore,
  type OpinionAddedPayload,
  type Subscription,
  type WebStorageLike,
} from "@pnyx/sdk";

const client: PnyxClient = createPnyxClient({ baseUrl: "http://localhost:3000", sessionStore: createMemorySessionStore() });

export async function walk(username: string, password: string): Promise<void> {
  const session = await client.auth.login({ username, password });
  const points: number = session.points;

  const { trendingArticles } = await client.news.trending();
  const article = trendingArticles[0];
  if (!article) return;

  const watch: Subscription = client.live.watchThread(article._id, {
    onOpinionAdded: ({ opinion }) => console.log(opinion.author, opinion.text),
    onVotesChanged: ({ upvotes, downvotes }) => console.log(upvotes - downvotes),
  });
  await watch.ready;
  const status: LinkStatus = client.live.getStatus();
  const stopStatus: () => void = client.live.subscribeStatus((next: LinkStatus) => console.log(next));

  const written = await client.opinions.add({ postId: article._id, text: "Typed" });
  const earned: number = written.earned;
  await client.votes.likeArticle({ postId: article._id });

  const { communities } = await client.communities.all();
  const room: ChatRoomSession = client.chat.joinRoom(communities[0]?._id ?? "");
  await room.ready;
  const offMessage: () => void = room.on("message", (message) => console.log(message.username, message.message, message.timestamp));
  room.on("count", (count: number) => console.log(count));
  room.on("poll", (poll) =>
    console.log(
      poll.question,
      poll.options.map((o) => o.votes),
    ),
  );
  const snapshot: ChatRoomSnapshot = room.getSnapshot();
  const sent = await room.send("Hello");
  await room.createPoll({ question: "Tea or coffee?", options: ["Tea", "Coffee"], duration: 24 });

  const stats = client.chat.watchStats((s) => console.log(s.activeUsers, s.joinedUsers, s.status));
  await stats.ready;

  console.log(points, status, earned, snapshot.count, sent.id);
  offMessage();
  stopStatus();
  room.leave();
  watch();
  stats();
  client.close();
  const loggedOut: boolean = await client.auth.logout();
  console.log(loggedOut);
}

/** The entity types come from the SDK too. */
export const headline = (article: Article): string => `${article.title} (${article.source})`;
export const line = (message: ChatMessage): string => (message.type === "system" ? message.message : `${message.username}: ${message.message}`);
export const added = ({ postId, opinion }: OpinionAddedPayload): string => `${postId}: ${opinion.text}`;

export function explain(error: unknown): string {
  if (!isPnyxError(error)) return String(error);
  const kind: PnyxErrorKind = error.kind;
  const code: PnyxErrorCode = error.code;
  const wait: number | undefined = error.retryAfter;
  if (error.code === ERROR_CODES.rateLimited) return `wait ${wait ?? "?"} s`;
  if (error.code === SDK_ERROR_CODES.networkError) return "offline";
  return `${error instanceof PnyxError ? error.status : 0} ${kind} ${code}: ${error.message}`;
}

/** A session store over any Web Storage-like object (here an in-memory map), as a script keeps one in a file. */
export function mapStore(): SessionStore {
  const map = new Map<string, string>();
  const storage: WebStorageLike = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return createLocalStorageSessionStore({ storage });
}
