// <pnyx-opinions> running: the thread behind the publisher's article address, its opinions (top
// first, more on request), votes, reports and a box to write, all live on the page's one connection.
// Every change of the article's count is announced on the document for the page's <pnyx-count>s.
import { countsAfter, type EmbedThreadRequest, type Opinion } from "@pnyx/contract";
import { voteIn } from "@pnyx/sdk";
import type { EmbedClient } from "../shared/client";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { AccountBar } from "./AccountBar";
import { Composer } from "./Composer";
import { OpinionsHeading, OpinionsList } from "./OpinionsView";
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

export function OpinionsEmbed({ client, article, strings, base, locale, onCount, initial }: OpinionsEmbedProps) {
  const user = useSyncExternalStore(
    client.session.subscribe,
    () => client.session.get().user,
    () => null,
  );
  /** The thread, and its count when the thread's answer carried it (then it is not asked for apart). */
  const [thread, setThread] = useState<{ articleId: string; url: string; opinions?: number | undefined } | null>(
    initial ? { articleId: initial.articleId, url: initial.url } : null,
  );
  const [failure, setFailure] = useState<Failure | null>(null);
  const [opinions, setOpinions] = useState<Opinion[] | null>(initial?.opinions ?? null);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [page, setPage] = useState(initial ? { next: 2, hasMore: initial.hasMore, loading: false } : { next: 1, hasMore: false, loading: false });
  /** The server's first page is still the one shown: it is not asked for again. */
  const seeded = useRef(Boolean(initial));
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const recount = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (seeded.current && attempt === 0) {
      // The server's copy names the thread already; a signed page still hands over its signature.
      if (article.token) client.embed.thread(article).catch((error: unknown) => console.error(`pnyx: ${message(error)}`));
      return;
    }
    let live = true;
    setFailure(null);
    client.embed.thread(article).then(
      (found) => {
        if (!live) return;
        setThread(found);
        if (found.opinions !== undefined) setTotal(found.opinions);
      },
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

  const countNow = useCallback(() => {
    if (!thread) return;
    clearTimeout(recount.current);
    recount.current = setTimeout(() => {
      client.news.byId({ id: thread.articleId }).then(
        (found) => {
          setTotal(found.totalComments);
          onCount(thread.url, found.totalComments);
        },
        () => {},
      );
    }, COUNT_SETTLE_MS);
  }, [client, thread, onCount]);

  const loadPage = useCallback(
    async (number: number) => {
      if (!thread) return;
      setPage((now) => ({ ...now, loading: true }));
      try {
        const answer = await client.opinions.list({ postId: thread.articleId, sort: "top", page: number });
        setOpinions((shown) => {
          const kept = number === 1 ? [] : (shown ?? []);
          const ids = new Set(kept.map((o) => o._id));
          return [...kept, ...answer.comments.filter((o) => !ids.has(o._id))];
        });
        setPage({ next: number + 1, hasMore: answer.hasMore, loading: false });
      } catch (error) {
        setFailure(failureOf(error));
        setPage((now) => ({ ...now, loading: false }));
      }
    },
    [client, thread],
  );

  useEffect(() => {
    if (!thread) return;
    if (seeded.current) seeded.current = false;
    else {
      void loadPage(1);
      // A server that did not say the count in the thread's answer is asked for it.
      if (thread.opinions === undefined) countNow();
    }
    const stop = client.live.watchThread(thread.articleId, {
      onOpinionAdded: ({ opinion }) => {
        if (opinion.parentId === null) setOpinions((shown) => (shown?.some((o) => o._id === opinion._id) ? shown : [opinion, ...(shown ?? [])]));
        countNow();
      },
      onOpinionUpdated: ({ opinion }) => setOpinions((shown) => shown?.map((o) => (o._id === opinion._id ? opinion : o)) ?? shown),
      onOpinionDeleted: ({ commentId }) => {
        setOpinions((shown) => shown?.filter((o) => o._id !== commentId) ?? shown);
        countNow();
      },
      onVotesChanged: ({ targetType, targetId, upvotes, downvotes }) => {
        if (targetType === "comment") setOpinions((shown) => shown?.map((o) => (o._id === targetId ? { ...o, upvotes, downvotes } : o)) ?? shown);
      },
    });
    return () => {
      stop();
      clearTimeout(recount.current);
    };
  }, [client, thread, loadPage, countNow]);

  if (failure && !opinions)
    return (
      <section className="pnyx-thread" part="thread">
        <p className="pnyx-error" role="alert" part="error">
          {failure.text}
        </p>
        {failure.retry ? (
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
      <OpinionsHeading strings={strings} total={total} />
      <AccountBar client={client} username={user?.username ?? null} strings={strings} />
      {user && thread ? (
        <Composer
          strings={strings}
          post={async (text) => {
            const written = await client.opinions.add({ postId: thread.articleId, text });
            setOpinions((shown) => (shown?.some((o) => o._id === written._id) ? shown : [written, ...(shown ?? [])]));
            countNow();
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
          total={total}
          now={Date.now()}
          locale={locale}
          discussionHref={thread ? `${base}/details/${thread.articleId}` : undefined}
          votes={votes}
          reported={reported}
          {...(user
            ? {
                onVote: (opinion: Opinion, to: 1 | -1 | 0) => {
                  const from = voteIn(user, "comment", opinion._id);
                  const counts = (o: Opinion, next: { upvotes: number; downvotes: number }) =>
                    setOpinions((shown) => shown?.map((shownOne) => (shownOne._id === o._id ? { ...shownOne, ...next } : shownOne)) ?? shown);
                  // Shown at once, by the rule the server counts by; the SDK marks the reader's vote the same way.
                  counts(opinion, countsAfter(opinion, from, to));
                  client.votes.set({ target: "comment", id: opinion._id, from, to }).then(
                    (state) => counts(opinion, { upvotes: state.upvotes, downvotes: state.downvotes }),
                    (error: unknown) => {
                      // Refused: the counts it showed go back (the SDK undoes the reader's vote).
                      counts(opinion, { upvotes: opinion.upvotes, downvotes: opinion.downvotes });
                      setFailure(failureOf(error));
                    },
                  );
                },
                onReport: (opinion: Opinion) => {
                  client.opinions.report({ commentId: opinion._id }).then(
                    () => setReported((now) => new Set([...now, opinion._id])),
                    (error: unknown) => setFailure(failureOf(error)),
                  );
                },
              }
            : {})}
        />
      )}
      {failure && opinions ? (
        <p className="pnyx-error" role="alert">
          {failure.text}
        </p>
      ) : null}
      {page.hasMore ? (
        <button type="button" className="pnyx-button pnyx-more" part="button" disabled={page.loading} onClick={() => void loadPage(page.next)}>
          {strings.loadMore}
        </button>
      ) : null}
    </section>
  );
}
