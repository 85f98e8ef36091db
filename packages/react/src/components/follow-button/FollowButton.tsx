import { MESSAGES } from "@pnyx/contract";
import { Button } from "react-aria-components";
import { useFollow } from "../../hooks/users";
import { useToast } from "../toasts/ToastProvider";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface FollowButtonStrings {
  follow: string;
  unfollow: string;
  loginRequired: string;
}

export const defaultFollowButtonStrings: FollowButtonStrings = {
  follow: "Follow",
  unfollow: "Unfollow",
  loginRequired: MESSAGES.loginToAct,
};

export interface FollowButtonProps {
  /** The member to follow. */
  username: string;
  className?: string;
  strings?: Partial<FollowButtonStrings>;
}

/**
 * Follow / Unfollow another member; the counts change at once and roll back on failure. Renders
 * nothing on your own profile; visitors get a login prompt.
 */
export function FollowButton({ username, className, strings }: FollowButtonProps) {
  const s = useStrings("followButton", defaultFollowButtonStrings, strings);
  const follow = useFollow(username);
  const toast = useToast();
  if (follow.isSelf) return null;

  const classes = cx(follow.isFollowing ? forms.secondaryButton : forms.button, part("follow-button"), className);
  return (
    <Button
      className={classes}
      isDisabled={follow.isPending}
      data-following={follow.isFollowing || undefined}
      onPress={() => {
        if (!follow.isLoggedIn) {
          toast.show(s.loginRequired, { tone: "error" });
          return;
        }
        follow.mutate(follow.isFollowing ? "unfollow" : "follow", {
          onError: (failure) => toast.show(failure.message, { tone: "error" }),
        });
      }}
    >
      {follow.isFollowing ? s.unfollow : s.follow}
    </Button>
  );
}
