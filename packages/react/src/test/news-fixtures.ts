// News and opinion fixtures for the widget and hook tests: the contract's fixtures with these tests'
// defaults (recent dates, so relative times read the same whenever the tests run).
import type { Article, ArticleSummary, Opinion, PopularOpinion, Session } from "@pnyx/contract";
import { FIXTURE_IDS, aPopularOpinion, anArticle, anArticleSummary, anId, anOpinion } from "@pnyx/contract/testing";
import { createMemorySessionStore, createPnyxClient, type PersistedState, type SocketFactory } from "@pnyx/sdk";
import { vi } from "vitest";
import { TEST_ORIGIN } from "./msw";

export const POST_ID = FIXTURE_IDS.article;
export const OTHER_POST_ID = FIXTURE_IDS.otherArticle;
export const COMMENT_ID = FIXTURE_IDS.opinion;

/** An ISO time `minutes` ago (relative times stay stable whenever the test runs). */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A fresh 24-hex id. */
export const newId = anId;

const TITLE = "Analytical engines can do more than count";

export const summary = (over: Partial<ArticleSummary> = {}): ArticleSummary =>
  anArticleSummary({
    title: TITLE,
    image: "/img/engine.jpg",
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

export const article = (over: Partial<Article> = {}): Article =>
  anArticle({
    title: TITLE,
    image: "/img/engine.jpg",
    link: "https://analyst.example/engines",
    content: "The engine might act upon other things besides number.",
    upvotes: 12,
    downvotes: 2,
    totalComments: 4,
    ...over,
  });

export const opinion = (over: Partial<Opinion> = {}): Opinion =>
  anOpinion({ text: "It weaves algebraic patterns.", author: "grace", createdAt: minutesAgo(60), upvotes: 5, downvotes: 1, ...over });

export const popularOpinion = (over: Partial<PopularOpinion> = {}): PopularOpinion =>
  aPopularOpinion({ ...opinion(), post: { _id: POST_ID, title: TITLE, category: "Science", image: null }, ...over });

type Listener = (...args: unknown[]) => void;

/** A socket.io-client stand-in: records client emits, lets the test play the server. */
export class FakeSocket {
  connected = false;
  active = true;
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
  /** socket.io's `timeout(ms).emit(…)`: recorded like `emit`; the pretend server never answers. */
  timeout(): { emit(event: string, payload?: unknown): FakeSocket } {
    return { emit: (event: string, payload?: unknown) => this.emit(event, payload) };
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
