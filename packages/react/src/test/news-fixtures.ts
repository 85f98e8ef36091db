import type { Article, ArticleSummary, Opinion, PopularOpinion, Session } from "@pnyx/contract";
import { createMemorySessionStore, createPnyxClient, type PersistedState, type SocketFactory } from "@pnyx/sdk";
import { vi } from "vitest";
import { TEST_ORIGIN } from "./msw";

export const POST_ID = "65f000000000000000000001";
export const OTHER_POST_ID = "65f000000000000000000002";
export const COMMENT_ID = "65f0000000000000000000c1";

/** An ISO time `minutes` ago (relative times stay stable whenever the test runs). */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let counter = 0;
/** A fresh 24-hex id. */
export const newId = (prefix = "6600") => `${prefix}${(++counter).toString(16).padStart(24 - prefix.length, "0")}`;

export const summary = (over: Partial<ArticleSummary> = {}): ArticleSummary => ({
  _id: POST_ID,
  category: "Science",
  title: "Analytical engines can do more than count",
  image: "/img/engine.jpg",
  source: "The Analyst",
  publishedAt: minutesAgo(60),
  upvotes: 12,
  downvotes: 2,
  totalComments: 4,
  opinionId: COMMENT_ID,
  opinion: "It weaves algebraic patterns just as the loom weaves flowers.",
  opinionAuthorName: "ada",
  opinionAuthorPhoto: null,
  opinionDate: minutesAgo(30),
  commentUpvotes: 5,
  commentDownvotes: 0,
  ...over,
});

export const article = (over: Partial<Article> = {}): Article => ({
  _id: POST_ID,
  category: "Science",
  title: "Analytical engines can do more than count",
  image: "/img/engine.jpg",
  source: "The Analyst",
  link: "https://analyst.example/engines",
  content: "The engine might act upon other things besides number.",
  publishedAt: "2026-11-22T09:00:00.000Z",
  upvotes: 12,
  downvotes: 2,
  totalComments: 4,
  ...over,
});

export const opinion = (over: Partial<Opinion> = {}): Opinion => ({
  _id: COMMENT_ID,
  postId: POST_ID,
  parentId: null,
  text: "It weaves algebraic patterns.",
  image: null,
  author: "grace",
  profilePicture: null,
  createdAt: minutesAgo(60),
  editedAt: null,
  upvotes: 5,
  downvotes: 1,
  replyCount: 0,
  ...over,
});

export const popularOpinion = (over: Partial<PopularOpinion> = {}): PopularOpinion => ({
  ...opinion(),
  post: { _id: POST_ID, title: "Analytical engines can do more than count", category: "Science", image: null },
  ...over,
});

type Listener = (...args: unknown[]) => void;

/** A socket.io-client stand-in: records client emits, lets the test play the server. */
export class FakeSocket {
  connected = false;
  readonly sent: [string, unknown][] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, payload?: unknown) {
    this.sent.push([event, payload]);
    return this;
  }
  connect() {
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  serverConnect() {
    this.connected = true;
    this.fire("connect");
  }
  serverEmit(event: string, payload: unknown) {
    this.fire(event, payload);
  }
  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** A client against the msw origin whose live socket is a FakeSocket (made on the first watch). */
export function liveTestClient(state: Partial<PersistedState> = {}) {
  const store = createMemorySessionStore(state);
  const sockets: FakeSocket[] = [];
  const client = createPnyxClient({
    baseUrl: TEST_ORIGIN,
    sessionStore: store,
    socket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as ReturnType<SocketFactory>;
    },
  });
  return { client, store, sockets };
}

export type { Session };

/**
 * Replaces IntersectionObserver with one the test triggers: `intersect()` tells every observer that
 * its targets came into view. Returns the controller; undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    intersect() {
      for (const { callback, targets, self } of [...observers]) {
        if (targets.size === 0) continue;
        callback(
          [...targets].map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry),
          self,
        );
      }
    },
    get observing() {
      return [...observers].reduce((n, o) => n + o.targets.size, 0);
    },
  };
}
