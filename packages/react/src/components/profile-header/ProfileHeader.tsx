import { createElement, type ReactNode } from "react";
import { useProfile } from "../../hooks/users";
import { Avatar } from "../avatar/Avatar";
import { FollowButton, type FollowButtonStrings } from "../follow-button/FollowButton";
import * as styles from "./ProfileHeader.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface ProfileHeaderStrings {
  loading: string;
  notFound: string;
  failed: string;
  picture: (username: string) => string;
  noPicture: (username: string) => string;
  level: (level: number, badge: string) => string;
  points: string;
  followers: string;
  following: string;
  follow: Partial<FollowButtonStrings>;
}

export const defaultProfileHeaderStrings: ProfileHeaderStrings = {
  loading: "Loading profile…",
  notFound: "Profile not found",
  failed: "Could not load this profile",
  picture: (username) => `${username}'s profile picture`,
  noPicture: (username) => `${username} has no profile picture`,
  level: (level, badge) => `Level ${level} · ${badge}`,
  points: "Points",
  followers: "Followers",
  following: "Following",
  follow: {},
};

export interface ProfileHeaderProps {
  username: string;
  className?: string;
  strings?: Partial<ProfileHeaderStrings>;
  /** Show Follow / Unfollow (never on your own profile). Default true. */
  showFollowButton?: boolean;
  /** Heading level of the username; 1 on a profile page, 2 (default) inside other content. */
  headingLevel?: 1 | 2 | 3;
  /** More controls at the end of the card, e.g. the account menu on one's own profile. */
  actions?: ReactNode;
}

/** A member's picture (or the default avatar), name, description, level, points and follow counts. */
export function ProfileHeader({ username, className, strings, showFollowButton = true, headingLevel = 2, actions }: ProfileHeaderProps) {
  const s = useStrings("profileHeader", defaultProfileHeaderStrings, strings);
  const { data: profile, isPending, error } = useProfile(username);
  const classes = cx(styles.root, part("profile-header"), className);

  if (isPending) {
    return (
      <div className={classes} aria-busy="true">
        <p role="status" className={styles.message}>
          {s.loading}
        </p>
      </div>
    );
  }
  if (error) {
    return (
      <div className={classes}>
        <p role="alert" className={styles.message}>
          {error.status === 404 ? s.notFound : s.failed}
        </p>
      </div>
    );
  }

  const stats: [string, number][] = [
    [s.points, profile.points],
    [s.followers, profile.followers.length],
    [s.following, profile.following.length],
  ];
  return (
    <section className={classes} aria-label={profile.username} data-username={profile.username}>
      <Avatar
        size="lg"
        name={profile.username}
        src={profile.profilePicture?.url}
        alt={profile.profilePicture ? s.picture(profile.username) : s.noPicture(profile.username)}
        className={part("profile-header", "avatar")}
      />
      <div className={cx(styles.body, part("profile-header", "body"))}>
        <div className={styles.titleRow}>
          {createElement(`h${headingLevel}`, { className: cx(styles.name, part("profile-header", "name")) }, profile.username)}
          <span className={cx(styles.badge, part("profile-header", "badge"))}>{s.level(profile.level.level, profile.level.badge)}</span>
        </div>
        {profile.description ? <p className={cx(styles.description, part("profile-header", "description"))}>{profile.description}</p> : null}
        <dl className={cx(styles.stats, part("profile-header", "stats"))}>
          {stats.map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt className={styles.statLabel}>{label}</dt>
              <dd className={styles.statValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {showFollowButton || actions ? (
        <div className={cx(styles.action, part("profile-header", "actions"))}>
          {showFollowButton ? <FollowButton username={profile.username} strings={s.follow} /> : null}
          {actions}
        </div>
      ) : null}
    </section>
  );
}
