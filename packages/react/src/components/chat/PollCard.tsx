import { type Poll, WIDGET_TEXTS } from "@pnyx/contract";
import { orderedChoices, pollResults } from "@pnyx/sdk";
import { useEffect, useState } from "react";
import { Button, Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from "react-aria-components";
import { useStrings } from "../../strings-context";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import * as styles from "./chat.css";

export interface PollCardStrings {
  poll: string;
  votes: (count: number) => string;
  voters: (count: number) => string;
  percent: (share: number) => string;
  yourVote: string;
  takeBack: string;
  closesIn: (time: string) => string;
  closed: string;
  chooseOne: string;
  chooseMany: string;
  /** Who asked the poll, above its question. */
  askedBy: (username: string) => string;
  hours: (count: number) => string;
  minutes: (count: number) => string;
}

export const defaultPollCardStrings: PollCardStrings = {
  poll: "Poll",
  votes: (n) => `${n} ${n === 1 ? "vote" : "votes"}`,
  voters: (n) => `${n} ${n === 1 ? "voter" : "voters"}`,
  percent: (share) => `${share}%`,
  yourVote: WIDGET_TEXTS.pollYourVote,
  takeBack: WIDGET_TEXTS.pollTakeBack,
  closesIn: (time) => `Closes in ${time}`,
  closed: WIDGET_TEXTS.pollClosed,
  chooseOne: WIDGET_TEXTS.pollChooseOne,
  chooseMany: WIDGET_TEXTS.pollChooseAny,
  askedBy: (username) => WIDGET_TEXTS.pollBy.replace("{name}", username),
  hours: (n) => `${n} h`,
  minutes: (n) => `${n} min`,
};

export interface PollCardProps {
  poll: Poll;
  /** The member's choices (option indexes); empty when they have not voted. */
  myChoices?: readonly number[];
  /** Votes with the chosen options; an empty list takes the vote back. Absent: results only. */
  onVote?: (choices: number[]) => unknown;
  /** While the room is disconnected, or a vote is on its way. */
  isDisabled?: boolean;
  className?: string;
  strings?: Partial<PollCardStrings>;
}

/** The clock, ticking once a minute: enough for "Closes in" to stay right. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function timeLeft(ms: number, s: PollCardStrings): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes >= 60 ? s.hours(Math.round(minutes / 60)) : s.minutes(minutes);
}

/** A chat poll: its live results, the member's vote (changeable and takeable back while open), the time left, closed. */
export function PollCard({ poll, myChoices = [], onVote, isDisabled, className, strings }: PollCardProps) {
  const s = useStrings("pollCard", defaultPollCardStrings, strings);
  const now = useMinuteClock();
  const { closed, options } = pollResults(poll, myChoices, now);
  const mine = options.flatMap((option, index) => (option.chosen ? [index] : []));
  const locked = closed || isDisabled || !onVote;
  const results = options.map((option) => (
    <span className={styles.pollBar}>
      <span className={styles.pollBarFill} style={{ width: `${option.share}%` }} aria-hidden="true" />
      <span className={styles.pollBarText}>
        <span>
          {option.text}
          {option.chosen ? <em>{` (${s.yourVote})`}</em> : null}
        </span>
        <span>{`${s.votes(option.votes)} · ${s.percent(option.share)}`}</span>
      </span>
    </span>
  ));
  const vote = (choices: number[]) => onVote?.(choices);
  return (
    <article className={cx(styles.poll, part("poll-card"), className)} aria-label={`${s.poll}: ${poll.question}`} data-closed={closed ? "" : undefined}>
      <p className={cx(shared.meta, styles.pollAsker, part("poll-card", "asker"))}>{s.askedBy(poll.createdBy)}</p>
      {poll.allowMultiple ? (
        <CheckboxGroup
          className={styles.pollOptions}
          value={mine.map(String)}
          onChange={(values) => vote(orderedChoices(values.map(Number)))}
          isDisabled={locked}
        >
          <Label className={styles.pollQuestion}>{poll.question}</Label>
          <span className={shared.meta}>{s.chooseMany}</span>
          {poll.options.map((option, index) => (
            <Checkbox key={option.text} value={String(index)} className={cx(styles.pollOption, part("poll-card", "option"))}>
              <span className={styles.mark} aria-hidden="true" />
              {results[index]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        <RadioGroup
          className={styles.pollOptions}
          value={myChoices[0] === undefined ? null : String(myChoices[0])}
          onChange={(value) => vote([Number(value)])}
          isDisabled={locked}
        >
          <Label className={styles.pollQuestion}>{poll.question}</Label>
          <span className={shared.meta}>{s.chooseOne}</span>
          {poll.options.map((option, index) => (
            <Radio key={option.text} value={String(index)} className={cx(styles.pollOption, part("poll-card", "option"))}>
              <span className={styles.roundMark} aria-hidden="true" />
              {results[index]}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <div className={cx(styles.pollFoot, part("poll-card", "footer"))}>
        <span>{s.voters(poll.voters)}</span>
        <span>{closed ? s.closed : s.closesIn(timeLeft(Date.parse(poll.closesAt) - now, s))}</span>
        {!locked && mine.length > 0 ? (
          <Button className={shared.quietButton} onPress={() => vote([])}>
            {s.takeBack}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
