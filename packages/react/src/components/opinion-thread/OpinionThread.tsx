import { MESSAGES, type Opinion, type OpinionSort, WIDGET_TEXTS } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button } from "react-aria-components";
import { useLiveThread } from "../../hooks/live";
import { useOpinions, type OpinionPostKind } from "../../hooks/opinions";
import { useOwnHeldOpinions } from "../../hooks/member-moderation";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { FailedState, InfiniteListEnd } from "../internal/ListStatus";
import * as shared from "../internal/shared.css";
import { SegmentedControl } from "../internal/SegmentedControl";
import { OpinionCardSkeleton, SkeletonList } from "../skeletons/Skeletons";
import { OpinionCard, type OpinionCardProps, type OpinionCardStrings } from "./OpinionCard";
import { OpinionComposer, type OpinionComposerStrings } from "./OpinionComposer";
import * as styles from "./OpinionThread.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

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
  loading: WIDGET_TEXTS.loadingOpinions,
  loadingMore: "Loading more opinions…",
  loadMore: WIDGET_TEXTS.loadMoreOpinions,
  failed: "Could not load the opinions",
  retry: "Try again",
  empty: MESSAGES.noOpinions,
  card: {},
  composer: {},
};

export interface OpinionThreadProps {
  /** The article (or community post). */
  postId: string;
  /** What the post is: a news article (default) or a community post. */
  postKind?: OpinionPostKind;
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
 * from others appear live. A member sees their own opinions held for review first, marked "Awaiting
 * review" (client.opinions.ownHeld); an ignored member's are folded.
 */
export function OpinionThread({
  postId,
  postKind = "article",
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
  const opinions = useOpinions(postId, sort, postKind);
  // The member's own opinions held for review: the thread (the same for every reader) leaves them out.
  const held = useOwnHeldOpinions(postId).data?.comments.filter((opinion) => opinion.parentId === null) ?? [];
  useLiveThread(postId, { enabled: live });
  const headingId = useId();
  const cardProps = {
    strings: s.card,
    ...(profileHrefFor ? { profileHrefFor } : {}),
    ...(repliesHrefFor ? { repliesHrefFor } : {}),
  };

  return (
    <section id={anchorId} className={cx(styles.root, part("opinion-thread"), className)} aria-labelledby={headingId}>
      <div className={cx(styles.headerRow, part("opinion-thread", "header"))}>
        {createElement(`h${headingLevel}`, { id: headingId, className: cx(styles.heading, part("opinion-thread", "heading")) }, s.heading)}
        <SegmentedControl
          label={s.sort}
          options={[
            { id: "top", label: s.top },
            { id: "newest", label: s.newest },
          ]}
          value={sort}
          onChange={setSort}
          className={part("opinion-thread", "sort")}
        />
      </div>

      <OpinionComposer
        postId={postId}
        postKind={postKind}
        strings={s.composer}
        className={part("opinion-thread", "composer")}
        {...(loginHref ? { loginHref } : {})}
      />

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
          <OpinionList
            opinions={uniqueOpinions([...held, ...opinions.data.pages.flatMap((page) => page.comments)])}
            empty={s.empty}
            cardProps={cardProps}
            widget="opinion-thread"
          />
          <InfiniteListEnd query={opinions} strings={s} />
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
  widget,
}: {
  opinions: Opinion[];
  empty: string;
  cardProps: Omit<OpinionCardProps, "opinion">;
  /** Names the stable classes: `pnyx-<widget>__list`, `__item`, `__empty`. */
  widget: string;
}) {
  if (opinions.length === 0) return <p className={cx(shared.message, part(widget, "empty"))}>{empty}</p>;
  return (
    <ul className={cx(shared.list, part(widget, "list"))}>
      {opinions.map((opinion) => (
        <li key={opinion._id} className={part(widget, "item")}>
          <OpinionCard opinion={opinion} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
