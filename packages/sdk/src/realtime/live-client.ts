// `client.live`: article threads and the member's own events (notifications, level-ups, badges)
// over the client's one realtime link.
import {
  WatchAnswer,
  badgeUnlockedEvent,
  levelUpEvent,
  notificationPushedEvent,
  opinionAddedEvent,
  opinionDeletedEvent,
  opinionUpdatedEvent,
  unwatchArticleEvent,
  unwatchNotificationsEvent,
  unseenNoticesEvent,
  votesChangedEvent,
  watchArticleEvent,
  watchNotificationsEvent,
  type BadgeUnlockedPayload,
  type LevelUpPayload,
  type NotificationPushedPayload,
  type OpinionAddedPayload,
  type OpinionDeletedPayload,
  type OpinionUpdatedPayload,
  type SocketEvent,
  type UnseenNoticesPayload,
  type VotesChangedPayload,
} from "@pnyx/contract";
import type { z } from "zod";
import { validateInput } from "../transport";
import { ask } from "./ask";
import { createServerWatch, subscription, type ServerWatch, type Subscription } from "./server-watch";
import type { LinkStatus, SocketLink } from "./socket-link";

/** What a watcher of one article hears. Payloads are parsed with the contract; invalid ones are dropped. */
export interface ThreadLiveHandlers {
  /** A new opinion or reply (`opinion.parentId` set) on the article: `opinion:added`. */
  onOpinionAdded?: (payload: OpinionAddedPayload) => void;
  /** An opinion or reply was edited: `opinion:updated`. */
  onOpinionUpdated?: (payload: OpinionUpdatedPayload) => void;
  /** An opinion or reply was deleted (its author or a moderator): `opinion:deleted`. */
  onOpinionDeleted?: (payload: OpinionDeletedPayload) => void;
  /** Like/dislike counts of the article or one of its opinions changed: `votes:changed`. */
  onVotesChanged?: (payload: VotesChangedPayload) => void;
}

export interface LiveClient {
  /**
   * Hears an article's (or a community post's) thread: `article:watch` {postId}, then its events,
   * until the returned function is called. Every watcher of the client shares one connection.
   */
  watchThread(postId: string, handlers: ThreadLiveHandlers): Subscription;
  /**
   * Hears the logged-in member's new notifications (`notifications:watch`, then `notification:new`)
   * until the returned function is called. The member is the one whose token the link showed; after
   * a login or logout the link reconnects and the watch follows. A visitor's `ready` rejects (401).
   */
  watchNotifications(onNotification: (payload: NotificationPushedPayload) => void): Subscription;
  /** Hears the member reach a new level (`level:up`, once per level); shares the notifications watch. */
  watchLevelUps(onLevelUp: (payload: LevelUpPayload) => void): Subscription;
  /** Hears the member unlock a badge (`badge:unlocked`, once per badge); shares the notifications watch. */
  watchBadgeUnlocks(onBadgeUnlocked: (payload: BadgeUnlockedPayload) => void): Subscription;
  /**
   * Hears how many moderation notices the member has not seen (`notices:unseen`), each time a notice is
   * issued to them or they mark notices seen; shares the notifications watch. The count to start from
   * is the first page of `notifications.list()` (`unseenNotices`).
   */
  watchUnseenNotices(onUnseen: (payload: UnseenNoticesPayload) => void): Subscription;
  /** Where the client's realtime link stands ("idle" while nothing watches). */
  getStatus(): LinkStatus;
  /** Hears every change of the link's status until the returned function is called. */
  subscribeStatus(listener: (status: LinkStatus) => void): () => void;
  /**
   * Opens the link and resolves once it is connected; rejects (kind "network") when the first attempt
   * fails. It stays open until the returned promise's value, a function, is called, or `client.close()`.
   */
  connect(): Promise<() => void>;
}

/** One broken handler must not starve the others; the error still surfaces. */
function guarded(run: () => void): void {
  try {
    run();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

type ArticleEvent = SocketEvent<string, z.ZodType<{ postId: string }>>;
/** Which handler hears which contract event. */
const ARTICLE_EVENTS: [keyof ThreadLiveHandlers, ArticleEvent][] = [
  ["onOpinionAdded", opinionAddedEvent],
  ["onOpinionUpdated", opinionUpdatedEvent],
  ["onOpinionDeleted", opinionDeletedEvent],
  ["onVotesChanged", votesChangedEvent],
];

export function createLiveClient(link: SocketLink): LiveClient {
  const articles = new Map<string, { watch: ServerWatch; handlers: Set<ThreadLiveHandlers> }>();
  for (const [name, event] of ARTICLE_EVENTS) {
    link.on(event, (payload) => {
      for (const handlers of [...(articles.get(payload.postId)?.handlers ?? [])]) {
        const handle = handlers[name] as ((payload: unknown) => void) | undefined;
        if (handle) guarded(() => handle(payload));
      }
    });
  }

  const memberWatch = createServerWatch(
    link,
    () => ask(link, watchNotificationsEvent, {}, WatchAnswer),
    () => link.current()?.emit(unwatchNotificationsEvent.name, {}),
  );
  /** A member event's listener: holds the member watch while it listens. */
  function member<P>(event: SocketEvent<string, z.ZodType<P>>, listener: (payload: P) => void): Subscription {
    const watcher = memberWatch.add();
    const off = link.on(event, (payload) => guarded(() => listener(payload)));
    return subscription(
      link,
      () => {
        off();
        watcher.release();
      },
      watcher.ready,
    );
  }

  return {
    watchThread(postId, handlers) {
      const id = validateInput(watchArticleEvent.payload, { postId }).postId;
      let article = articles.get(id);
      if (!article) {
        const entry = {
          handlers: new Set<ThreadLiveHandlers>(),
          watch: createServerWatch(
            link,
            () => ask(link, watchArticleEvent, { postId: id }, WatchAnswer),
            () => link.current()?.emit(unwatchArticleEvent.name, { postId: id }),
            () => articles.delete(id),
          ),
        };
        articles.set(id, entry);
        article = entry;
      }
      // Each call is its own entry, so the same handlers may watch twice.
      const own = { ...handlers };
      article.handlers.add(own);
      const watcher = article.watch.add();
      const held = article;
      return subscription(
        link,
        () => {
          held.handlers.delete(own);
          watcher.release();
        },
        watcher.ready,
      );
    },
    watchNotifications: (listener) => member(notificationPushedEvent, listener),
    watchLevelUps: (listener) => member(levelUpEvent, listener),
    watchBadgeUnlocks: (listener) => member(badgeUnlockedEvent, listener),
    watchUnseenNotices: (listener) => member(unseenNoticesEvent, listener),
    getStatus: link.getStatus,
    subscribeStatus: link.subscribe,
    async connect() {
      const hold = link.hold();
      const release = link.track(hold);
      const end = () => {
        release();
        hold();
      };
      try {
        await link.connected();
      } catch (error) {
        end();
        throw error;
      }
      return end;
    },
  };
}
