import { MESSAGES } from "@pnyx/contract";
import { ToggleButton } from "react-aria-components";
import { useArticleVote, useCommentVote, useCommunityPostVote, type UseVoteResult, type VoteAction, type VoteTarget } from "../../hooks/votes";
import { cx } from "../../helpers/format";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./VoteButtons.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface VoteButtonsStrings {
  like: string;
  dislike: string;
  /** Name of the pair, for screen readers. */
  group: string;
  /** Toast for visitors voting on an article. */
  loginToVote: string;
  /** Toast for visitors voting on an opinion. */
  loginToVoteComment: string;
}

export const defaultVoteButtonsStrings: VoteButtonsStrings = {
  like: "Like",
  dislike: "Dislike",
  group: "Likes and dislikes",
  loginToVote: MESSAGES.loginToVote,
  loginToVoteComment: MESSAGES.loginToVoteComment,
};

interface CommonProps {
  className?: string;
  strings?: Partial<VoteButtonsStrings>;
}
export type VoteButtonsProps = CommonProps &
  (
    | { article: VoteTarget; comment?: never; communityPost?: never }
    | { comment: VoteTarget; article?: never; communityPost?: never }
    | { communityPost: VoteTarget; article?: never; comment?: never }
  );

/**
 * Like and dislike with their counts, for an article or an opinion. Exclusive and optimistic (see
 * useArticleVote); `aria-pressed` tells the member's vote; while one call runs the other button
 * shows a spinner and is disabled. Visitors get the product's login toast.
 */
export function VoteButtons(props: VoteButtonsProps) {
  if (props.article) return <ArticleVoteButtons {...props} target={props.article} />;
  if (props.communityPost) return <CommunityPostVoteButtons {...props} target={props.communityPost} />;
  return <CommentVoteButtons {...props} target={props.comment!} />;
}

type InnerProps = CommonProps & { target: VoteTarget };

function ArticleVoteButtons({ target, ...rest }: InnerProps) {
  const toast = useToast();
  const state = useArticleVote(target, { onError: (error) => toast.show(error.message, { tone: "error" }) });
  return <VoteButtonsView {...rest} state={state} loginMessage={(s) => s.loginToVote} />;
}

function CommunityPostVoteButtons({ target, ...rest }: InnerProps) {
  const toast = useToast();
  const state = useCommunityPostVote(target, { onError: (error) => toast.show(error.message, { tone: "error" }) });
  return <VoteButtonsView {...rest} state={state} loginMessage={(s) => s.loginToVote} />;
}

function CommentVoteButtons({ target, ...rest }: InnerProps) {
  const toast = useToast();
  const state = useCommentVote(target, { onError: (error) => toast.show(error.message, { tone: "error" }) });
  return <VoteButtonsView {...rest} state={state} loginMessage={(s) => s.loginToVoteComment} />;
}

function VoteButtonsView({ className, strings, state, loginMessage }: CommonProps & { state: UseVoteResult; loginMessage: (s: VoteButtonsStrings) => string }) {
  const s = useStrings("voteButtons", defaultVoteButtonsStrings, strings);
  const toast = useToast();
  const press = (action: VoteAction) => {
    if (!state.isLoggedIn) {
      toast.show(loginMessage(s), { tone: "error" });
      return;
    }
    if (action === "like") state.like();
    else state.dislike();
  };
  const button = (action: VoteAction) => {
    const other: VoteAction = action === "like" ? "dislike" : "like";
    const waiting = state.pending === other;
    return (
      <ToggleButton
        className={cx(styles.button, part("vote-buttons", action))}
        isSelected={state.vote === (action === "like" ? 1 : -1)}
        onChange={() => press(action)}
        isDisabled={waiting}
        data-pending={waiting || undefined}
        data-action={action}
      >
        {waiting ? <span className={shared.spinner} aria-hidden="true" /> : <ThumbIcon down={action === "dislike"} />}
        <span className={shared.visuallyHidden}>{action === "like" ? s.like : s.dislike}</span>
        <span>{action === "like" ? state.upvotes : state.downvotes}</span>
      </ToggleButton>
    );
  };
  return (
    <div
      role="group"
      aria-label={s.group}
      className={cx(styles.root, part("vote-buttons"), className)}
      data-vote={state.vote === 1 ? "up" : state.vote === -1 ? "down" : "none"}
      data-pending={state.pending ? "" : undefined}
    >
      {button("like")}
      {button("dislike")}
    </div>
  );
}

function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: "rotate(180deg)" } : undefined}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 10v11H3V10h4zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </svg>
  );
}
