import type { Poll } from "@pnyx/contract";
import { choicesAfterPress, pollResults } from "@pnyx/sdk";
import { useId, type CSSProperties } from "react";
import { fill } from "../../shared/page";
import type { ChatStrings } from "./strings";

/** A poll as the room shows it: its results, and the member's vote when `vote` is given. */
export interface PollViewProps {
  poll: Poll;
  strings: ChatStrings;
  /** The member's choices (option indexes); empty when they have not voted. */
  mine: readonly number[];
  /** Votes with the chosen options (an empty list takes the vote back). Absent: results only. */
  vote?: ((choices: number[]) => void) | undefined;
  now: number;
  locale?: string | undefined;
}

/**
 * A chat poll: who asked it, the question, one button per option showing its votes and share (pressed:
 * the member's choice; pressing it again takes the vote back), voters and when it closes. Creating
 * polls is left to Pnyx's own chat.
 */
export function PollView({ poll, strings, mine, vote, now, locale }: PollViewProps) {
  const questionId = useId();
  const { closed, options } = pollResults(poll, mine, now);
  const locked = closed || !vote;
  const closes = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(poll.closesAt));
  return (
    <li className="pnyx-poll" part="poll" data-closed={closed ? "" : undefined}>
      <p className="pnyx-chat__meta">{fill(strings.pollBy, { name: poll.createdBy })}</p>
      <p className="pnyx-poll__question" id={questionId}>
        {poll.question}
      </p>
      {locked ? null : <p className="pnyx-chat__meta">{poll.allowMultiple ? strings.chooseMany : strings.chooseOne}</p>}
      <ul className="pnyx-poll__options" aria-labelledby={questionId}>
        {options.map((option, index) => (
          <li key={option.text}>
            <button
              type="button"
              className="pnyx-poll__option"
              part="poll-option"
              aria-pressed={option.chosen}
              disabled={locked}
              onClick={() => vote?.(choicesAfterPress(poll, mine, index))}
              style={{ "--pnyx-share": `${option.share}%` } as CSSProperties}
            >
              <span>
                {option.text}
                {option.chosen ? <em>{` (${strings.yourVote})`}</em> : null}
              </span>
              <span>{`${fill(option.votes === 1 ? strings.vote : strings.votes, { count: option.votes })} · ${option.share}%`}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="pnyx-chat__meta">
        {fill(poll.voters === 1 ? strings.voter : strings.voters, { count: poll.voters })} ·{" "}
        {closed ? strings.closed : fill(strings.closesAt, { time: closes })}
        {!locked && mine.length > 0 ? (
          <>
            {" "}
            <button type="button" className="pnyx-quiet" part="button" onClick={() => vote?.([])}>
              {strings.takeBack}
            </button>
          </>
        ) : null}
      </p>
    </li>
  );
}
