import { MESSAGES } from "@pnyx/contract";
import { Button } from "react-aria-components";
import { useMembership } from "../../hooks/communities";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useToast } from "../toasts/ToastProvider";

export interface JoinButtonStrings {
  join: string;
  joined: string;
  joinCommunity: string;
  leaveCommunity: string;
  loginToJoin: string;
}

export const defaultJoinButtonStrings: JoinButtonStrings = {
  join: "Join",
  joined: "Joined",
  joinCommunity: "Join Community",
  leaveCommunity: "Leave Community",
  loginToJoin: MESSAGES.loginToJoin,
};

export interface JoinButtonProps {
  communityId: string;
  /** "card": Join / Joined (pressing Joined leaves); "page": Join Community / Leave Community. */
  variant?: "card" | "page";
  /** Read by screen readers after the button's text, e.g. the community's name on a card. */
  communityName?: string;
  className?: string;
  strings?: Partial<JoinButtonStrings>;
}

/** Joins or leaves a community at once (optimistic; a refusal goes back and shows its message); visitors get 'Please login to join a community'. */
export function JoinButton({ communityId, variant = "card", communityName, className, strings }: JoinButtonProps) {
  const s = useStrings("joinButton", defaultJoinButtonStrings, strings);
  const membership = useMembership(communityId);
  const toast = useToast();
  const label = variant === "page" ? (membership.isMember ? s.leaveCommunity : s.joinCommunity) : membership.isMember ? s.joined : s.join;
  return (
    <Button
      className={cx(membership.isMember ? forms.secondaryButton : forms.button, part("join-button"), className)}
      aria-pressed={variant === "card" ? membership.isMember : undefined}
      aria-label={communityName ? `${label}: ${communityName}` : undefined}
      isDisabled={membership.isPending}
      data-member={membership.isMember || undefined}
      onPress={() => {
        if (!membership.isLoggedIn) return toast.show(s.loginToJoin, { tone: "error" });
        // A refusal puts the button back and says why, as the follow button does.
        membership.mutate(membership.isMember ? "leave" : "join", { onError: (failure) => toast.show(failure.message, { tone: "error" }) });
      }}
    >
      {label}
    </Button>
  );
}
