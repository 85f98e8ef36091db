// <pnyx-opinions> running: the thread behind the publisher's article address, its opinions (top
// first, more on request), votes, reports and a box to write, all live on the page's one connection.
// The thread itself is the SDK's thread store (as React keeps its threads by the same rules); this
// component finds the thread, draws the store's snapshot and announces every change of the article's
// count on the document for the page's <pnyx-count>s.
import type { EmbedThreadRequest, Opinion } from "@pnyx/contract";
import { createOpinionThread, isFoldedFor, voteIn, type OpinionThreadSnapshot, type ThreadPage } from "@pnyx/sdk";
import type { EmbedClient } from "../shared/client";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { AccountBar } from "./AccountBar";
import { Composer } from "./Composer";
import { OpinionsHeading, OpinionsList } from "./OpinionsView";
import { ReportDialog } from "./ReportDialog";
import type { OpinionsStrings } from "./strings";
import type { ThreadSnapshotData } from "./ThreadSnapshot";

export interface OpinionsEmbedProps {
  client: EmbedClient;
  article: EmbedThreadRequest;
  strings: OpinionsStrings;
  /** The Pnyx site, where replies and the whole discussion are read. */
  base: string;
  locale?: string | undefined;
  /** Tells the page the article's opinion count changed (its <pnyx-count>s). */
  onCount: (url: string, opinions: number) => void;
  /** A server-rendered first page to take over (GET /embed/thread): shown at once, not asked for again. */
  initial?: ThreadSnapshotData | undefined;
}

/** How long after a change the count is read again (a burst of changes makes one read). */
const COUNT_SETTLE_MS = 300;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What went wrong, and whether trying again can help. */
interface Failure {
  text: string;
  /** A dropped connection, a busy (429) or failing (5xx) server; not a refusal of the page's configuration (4xx). */
  retry: boolean;
}
const failureOf = (error: unknown): Failure => {
  const status = (error as { status?: unknown } | null)?.status;
  return { text: message(error), retry: typeof status !== "number" || status === 0 || status === 429 || status >= 500 };
};

/** The thread the article's address names; with the server's first page when the server rendered it. */
interface FoundThread {
  articleId: string;
  url: string;
  /** The count, when the thread's answer carried it (then it is not asked for apart). */
  opinions?: number | undefined;
  firstPage?: ThreadPage | undefined;
}

/** What shows before a thread is found. */
const NO_THREAD: OpinionThreadSnapshot = { opinions: null, total: 0, hasMore: false, loading: false, reported: new Set(), error: null };
const noSubscription = () => () => {};

export function OpinionsEmbed({ client, article, strings, base, locale, onCount, initial }: OpinionsEmbedProps) {
  const user = useSyncExternalStore(
    client.session.subscribe,
    () => client.session.get().user,
    () => null,
  );
  const [thread, setThread] = useState<FoundThread | null>(
    initial
      ? { articleId: initial.articleId, url: initial.url, opinions: initial.total, firstPage: { comments: [...initial.opinions], hasMore: initial.hasMore } }
      : null,
  );
  /** Why the thread could not be found. */
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The server's first page is still the one shown: its thread is not asked for again. */
  const seeded = useRef(Boolean(initial));
  const recount = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** What the store calls when opinions come and go: the newest count-reading below. */
  const opinionsChanged = useRef(() => {});
  /** The opinion whose Report dialog is open. */
  const [reporting, setReporting] = useState<Opinion | null>(null);

  useEffect(() => {
    if (seeded.current && attempt === 0) {
      seeded.current = false;
      // The server's copy names the thread already; a signed page still hands over its signature.
      if (article.token) client.embed.thread(article).catch((error: unknown) => console.error(`pnyx: ${message(error)}`));
      return;
    }
    let live = true;
    setFailure(null);
    client.embed.thread(article).then(
      (found) => live && setThread(found),
      (error: unknown) => {
        if (!live) return;
        setFailure(failureOf(error));
        console.error(`pnyx: ${message(error)}`);
      },
    );
    return () => {
      live = false;
    };
    // The article is named by its address; a new title alone does not make a new thread.
  }, [client, article.url, attempt]);

  const store = useMemo(
    () =>
      thread &&
      createOpinionThread(client, {
        postId: thread.articleId,
        total: thread.opinions,
        initial: thread.firstPage,
        onOpinionsChanged: () => opinionsChanged.current(),
      }),
    [client, thread],
  );
  const view = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? (() => NO_THREAD), () => store?.getSnapshot() ?? NO_THREAD);

  const countNow = useCallback(() => {
    if (!thread || !store) return;
    clearTimeout(recount.current);
    recount.current = setTimeout(() => {
      client.news.byId({ id: thread.articleId }).then(
        (found) => {
          store.setTotal(found.totalComments);
          onCount(thread.url, found.totalComments);
        },
        () => {},
      );
    }, COUNT_SETTLE_MS);
  }, [client, thread, store, onCount]);
  opinionsChanged.current = countNow;

  useEffect(() => {
    if (!store || !thread) return;
    if (!thread.firstPage) void store.reload();
    // A server that did not say the count in the thread's answer is asked for it.
    if (thread.opinions === undefined) countNow();
    const stop = store.watch();
    return () => {
      stop();
      clearTimeout(recount.current);
    };
  }, [store]);

  // The member's own held opinions, to them alone: asked again whoever signs in (a visitor has none).
  const username = user?.username;
  useEffect(() => {
    if (store) void store.loadOwnHeld();
  }, [store, username]);

  const { opinions } = view;
  const shown = failure ?? (view.error ? failureOf(view.error) : null);
  if (shown && !opinions)
    return (
      <section className="pnyx-thread" part="thread">
        <p className="pnyx-error" role="alert" part="error">
          {shown.text}
        </p>
        {shown.retry ? (
          <button type="button" className="pnyx-button" part="button" onClick={() => setAttempt((n) => n + 1)}>
            {strings.retry}
          </button>
        ) : null}
      </section>
    );

  const votes: Record<string, 1 | -1 | 0> = {};
  for (const opinion of opinions ?? []) votes[opinion._id] = voteIn(user, "comment", opinion._id);

  return (
    <section className="pnyx-thread" part="thread" aria-busy={opinions === null}>
      <OpinionsHeading strings={strings} total={view.total} />
      <AccountBar client={client} username={user?.username ?? null} strings={strings} />
      {user && store ? (
        <Composer
          strings={strings}
          post={async (text) => {
            await store.add(text);
          }}
        />
      ) : null}
      {opinions === null ? (
        <p className="pnyx-waiting" role="status">
          {strings.loading}
        </p>
      ) : (
        <OpinionsList
          strings={strings}
          opinions={opinions}
          total={view.total}
          now={Date.now()}
          locale={locale}
          discussionHref={thread ? `${base}/details/${thread.articleId}` : undefined}
          votes={votes}
          reported={view.reported}
          reader={username}
          isFolded={(author) => isFoldedFor(author, user)}
          {...(user && store
            ? {
                // Shown at once by the rule the server counts by, put back if refused (the SDK's thread store).
                onVote: (opinion: Opinion, to: 1 | -1 | 0) => void store.vote(opinion._id, to),
                onReport: setReporting,
                // The answer lands in the session: the author's writing folds at once, here and in every widget.
                onIgnore: (opinion: Opinion) =>
                  void client.moderation.ignore({ username: opinion.author }).catch((error: unknown) => setFailure(failureOf(error))),
              }
            : {})}
        />
      )}
      {reporting && store ? (
        <ReportDialog strings={strings} send={(details) => store.report(reporting._id, details)} onClose={() => setReporting(null)} />
      ) : null}
      {shown && opinions ? (
        <p className="pnyx-error" role="alert">
          {shown.text}
        </p>
      ) : null}
      {view.hasMore && store ? (
        <button type="button" className="pnyx-button pnyx-more" part="button" disabled={view.loading} onClick={() => void store.loadMore()}>
          {strings.loadMore}
        </button>
      ) : null}
    </section>
  );
}
