import { MESSAGES, type Opinion, type OpinionSort } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button, ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { canScrollInfinitely, useInfiniteScroll } from "../shared/useInfiniteScroll";
import { useLiveArticle } from "../../hooks/live";
import { useOpinions } from "../../hooks/opinions";
import * as forms from "../forms/forms.css";
import { cx } from "../shared/format";
import { FailedState } from "../shared/ListStatus";
import * as shared from "../shared/shared.css";
import { OpinionCardSkeleton, SkeletonList } from "../skeletons/Skeletons";
import { OpinionCard, type OpinionCardProps, type OpinionCardStrings } from "./OpinionCard";
import { OpinionComposer, type OpinionComposerStrings } from "./OpinionComposer";
import * as styles from "./OpinionThread.css";
import { useStrings } from "../../strings";

export interface OpinionThreadStrings {
  heading: string;
  sort: string;
  top: string;
  newest: string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  failed: string;
  retry: string;
  empty: string;
  card: Partial<OpinionCardStrings>;
  composer: Partial<OpinionComposerStrings>;
}

export const defaultOpinionThreadStrings: OpinionThreadStrings = {
  heading: "Opinions",
  sort: "Sort opinions",
  top: "Top",
  newest: "Newest",
  loading: "Loading opinions…",
  loadingMore: "Loading more opinions…",
  loadMore: "Load more opinions",
  failed: "Could not load the opinions",
  retry: "Try again",
  empty: MESSAGES.noOpinions,
  card: {},
  composer: {},
};

export interface OpinionThreadProps {
  /** The article. */
  postId: string;
  className?: string;
  strings?: Partial<OpinionThreadStrings>;
  /** "top" (default, most liked first) or "newest". */
  defaultSort?: OpinionSort;
  profileHrefFor?: OpinionCardProps["profileHrefFor"];
  repliesHrefFor?: OpinionCardProps["repliesHrefFor"];
  /** Where visitors log in; `/login` by default. */
  loginHref?: string;
  /** Follow the thread live (new opinions, edits, deletions, votes); true by default. */
  live?: boolean;
  /** Level of the "Opinions" heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** The section's id, target of the cards' 'See/give opinions' links; "opinions" by default. */
  anchorId?: string;
}

/**
 * An article's opinions: the box to write one, sort by top or newest, and the opinions with their
 * votes, replies link, report and own edit/delete, loading more as the end comes near. New opinions
 * from others appear live.
 */
export function OpinionThread({
  postId,
  className,
  strings,
  defaultSort = "top",
  profileHrefFor,
  repliesHrefFor,
  loginHref,
  live = true,
  headingLevel = 2,
  anchorId = "opinions",
}: OpinionThreadProps) {
  const s = useStrings("opinionThread", defaultOpinionThreadStrings, strings);
  const [sort, setSort] = useState<OpinionSort>(defaultSort);
  const opinions = useOpinions(postId, sort);
  useLiveArticle(postId, { enabled: live });
  const headingId = useId();
  const sentinel = useInfiniteScroll({
    hasMore: Boolean(opinions.hasNextPage) && !opinions.isFetchNextPageError,
    loading: opinions.isFetching,
    onLoadMore: () => void opinions.fetchNextPage(),
  });
  const cardProps = {
    strings: s.card,
    ...(profileHrefFor ? { profileHrefFor } : {}),
    ...(repliesHrefFor ? { repliesHrefFor } : {}),
  };

  return (
    <section id={anchorId} className={cx(styles.root, className)} aria-labelledby={headingId}>
      <div className={styles.headerRow}>
        {createElement(`h${headingLevel}`, { id: headingId, className: styles.heading }, s.heading)}
        <ToggleButtonGroup
          aria-label={s.sort}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[sort]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === "top" || next === "newest") setSort(next);
          }}
          className={styles.sortGroup}
        >
          <ToggleButton id="top" className={styles.sortButton}>
            {s.top}
          </ToggleButton>
          <ToggleButton id="newest" className={styles.sortButton}>
            {s.newest}
          </ToggleButton>
        </ToggleButtonGroup>
      </div>

      <OpinionComposer postId={postId} strings={s.composer} {...(loginHref ? { loginHref } : {})} />

      {opinions.isPending ? (
        <SkeletonList label={s.loading} count={3}>
          <OpinionCardSkeleton />
        </SkeletonList>
      ) : opinions.isError && !opinions.data ? (
        <FailedState message={s.failed}>
          <Button className={forms.secondaryButton} onPress={() => void opinions.refetch()}>
            {s.retry}
          </Button>
        </FailedState>
      ) : (
        <>
          <OpinionList opinions={uniqueOpinions(opinions.data.pages.flatMap((page) => page.comments))} empty={s.empty} cardProps={cardProps} />
          <div ref={sentinel} className={shared.sentinel} aria-hidden="true" />
          <div role="status">{opinions.isFetchingNextPage ? <p className={shared.message}>{s.loadingMore}</p> : null}</div>
          {opinions.isFetchNextPageError ? (
            <FailedState message={s.failed}>
              <Button className={forms.secondaryButton} onPress={() => void opinions.fetchNextPage()}>
                {s.retry}
              </Button>
            </FailedState>
          ) : null}
          {!canScrollInfinitely() && opinions.hasNextPage && !opinions.isFetching ? (
            <Button className={forms.secondaryButton} onPress={() => void opinions.fetchNextPage()}>
              {s.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Each opinion once (a live insert may meet the same opinion on a later page). */
export function uniqueOpinions<O extends Opinion>(list: O[]): O[] {
  const seen = new Set<string>();
  return list.filter((opinion) => !seen.has(opinion._id) && Boolean(seen.add(opinion._id)));
}

export function OpinionList({
  opinions,
  empty,
  cardProps,
}: {
  opinions: Opinion[];
  empty: string;
  cardProps: Omit<OpinionCardProps, "opinion">;
}) {
  if (opinions.length === 0) return <p className={shared.message}>{empty}</p>;
  return (
    <ul className={shared.list}>
      {opinions.map((opinion) => (
        <li key={opinion._id}>
          <OpinionCard opinion={opinion} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
