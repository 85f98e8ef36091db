// The thread as it shows: pure, from its data, so the server can render the same markup for
// crawlers (a later step) and the browser can take it over.
import { pressed, type Opinion } from "@pnyx/contract";
import { useState } from "react";
import { fill } from "../shared/fill";
import type { OpinionsStrings } from "./strings";
import { timeAgo } from "./time";

export interface OpinionsViewProps {
  strings: OpinionsStrings;
  opinions: readonly Opinion[];
  total: number;
  now: number;
  locale?: string | undefined;
  /** Where the whole discussion is on Pnyx (replies are read there). */
  discussionHref?: string | undefined;
  /** The reader's votes by opinion id (1 liked, -1 disliked). */
  votes?: Readonly<Record<string, 1 | -1 | 0>>;
  reported?: ReadonlySet<string>;
  onVote?: (opinion: Opinion, to: 1 | -1 | 0) => void;
  onReport?: (opinion: Opinion) => void;
  /** The signed-in reader's name: their own opinions offer no Ignore. */
  reader?: string | undefined;
  /** Whether writing by `author` folds for the reader (they ignore its author: the SDK's isFoldedFor). */
  isFolded?: (author: string) => boolean;
  /** Ignores the opinion's author: their writing folds for the reader. */
  onIgnore?: (opinion: Opinion) => void;
}

/** A count's text: `one` for exactly one, else `other`; `{count}` filled in. */
const counted = (count: number, one: string, other: string) => fill(count === 1 ? one : other, { count });

export function OpinionCard({ opinion, props }: { opinion: Opinion; props: OpinionsViewProps }) {
  const { strings, votes, reported, onVote, onReport, onIgnore } = props;
  /** Show pressed on this folded opinion. */
  const [unfolded, setUnfolded] = useState(false);
  if (!unfolded && props.isFolded?.(opinion.author))
    return (
      <li className="pnyx-opinion pnyx-folded" part="opinion folded">
        <p>
          {fill(strings.folded, { name: opinion.author })}{" "}
          <button type="button" className="pnyx-quiet" part="button" onClick={() => setUnfolded(true)}>
            {strings.show}
          </button>
        </p>
      </li>
    );
  const vote = votes?.[opinion._id] ?? 0;
  // Held for review (shown to its author alone): nobody may vote on it, report it or answer it yet.
  const held = opinion.awaitingReview === true;
  const interactive = Boolean(onVote) && !held;
  return (
    <li className="pnyx-opinion" part="opinion">
      <p className="pnyx-opinion__meta">
        <strong className="pnyx-opinion__author">{opinion.author}</strong>{" "}
        {held ? (
          <>
            <span className="pnyx-held" part="held">
              {strings.awaitingReview}
            </span>{" "}
          </>
        ) : null}
        <time dateTime={opinion.createdAt}>{timeAgo(opinion.createdAt, props.now, props.locale, strings.justNow)}</time>
      </p>
      <p className="pnyx-opinion__text">{opinion.text}</p>
      <div className="pnyx-opinion__actions">
        <button
          type="button"
          className="pnyx-vote"
          part="button vote"
          aria-pressed={vote === 1}
          disabled={!interactive}
          aria-label={`${strings.like} (${counted(opinion.upvotes, strings.likesOne, strings.likes)})`}
          onClick={() => onVote?.(opinion, pressed(vote, 1))}
        >
          <span aria-hidden="true">▲ {opinion.upvotes}</span>
        </button>
        <button
          type="button"
          className="pnyx-vote"
          part="button vote"
          aria-pressed={vote === -1}
          disabled={!interactive}
          aria-label={`${strings.dislike} (${counted(opinion.downvotes, strings.dislikesOne, strings.dislikes)})`}
          onClick={() => onVote?.(opinion, pressed(vote, -1))}
        >
          <span aria-hidden="true">▼ {opinion.downvotes}</span>
        </button>
        {opinion.replyCount > 0 && props.discussionHref ? (
          <a className="pnyx-link" part="link" href={props.discussionHref} target="_blank" rel="noopener">
            {counted(opinion.replyCount, strings.repliesOne, strings.replies)}
          </a>
        ) : null}
        {onReport && !held ? (
          <button type="button" className="pnyx-quiet" part="button" disabled={reported?.has(opinion._id)} onClick={() => onReport(opinion)}>
            {reported?.has(opinion._id) ? strings.reported : strings.report}
          </button>
        ) : null}
        {onIgnore && !held && opinion.author !== props.reader ? (
          <button
            type="button"
            className="pnyx-quiet"
            part="button"
            aria-label={fill(strings.ignoreMember, { name: opinion.author })}
            onClick={() => onIgnore(opinion)}
          >
            {strings.ignore}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The heading and the list (the composer and the account bar are the container's). */
export function OpinionsList(props: OpinionsViewProps) {
  const { strings, opinions } = props;
  if (opinions.length === 0) return <p className="pnyx-empty">{strings.empty}</p>;
  return (
    <ol className="pnyx-opinions" part="list">
      {opinions.map((opinion) => (
        <OpinionCard key={opinion._id} opinion={opinion} props={props} />
      ))}
    </ol>
  );
}

export function OpinionsHeading({ strings, total }: { strings: OpinionsStrings; total: number }) {
  return (
    <h2 className="pnyx-heading" part="heading">
      {strings.heading} <span className="pnyx-badge">{fill(strings.count, { count: total })}</span>
    </h2>
  );
}
