import { TRUNCATE, type Community } from "@pnyx/contract";
import { createElement, useState } from "react";
import { Button } from "react-aria-components";
import { useStrings } from "../../strings-context";
import { cx, truncate } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { defaultCommunityCardStrings } from "./CommunityCard";
import { CommunityCover } from "./CommunityCover";
import { JoinButton, type JoinButtonStrings } from "./JoinButton";
import * as styles from "./communities.css";

export interface CommunityHeaderStrings {
  members: (count: number) => string;
  posts: (count: number) => string;
  seeMore: string;
  seeLess: string;
  join: Partial<JoinButtonStrings>;
}

export const defaultCommunityHeaderStrings: CommunityHeaderStrings = {
  members: defaultCommunityCardStrings.members,
  posts: defaultCommunityCardStrings.posts,
  seeMore: "See more",
  seeLess: "See less",
  join: {},
};

export interface CommunityHeaderProps {
  community: Community;
  /** Verified posts (the page's postCount). */
  postCount?: number;
  className?: string;
  strings?: Partial<CommunityHeaderStrings>;
  headingLevel?: 1 | 2;
  /**
   * The cover is the page's main picture, as on a community's page: it loads at once with high
   * priority, and is preloaded when server-rendered. True by default; pass false when the header sits lower on a page.
   */
  priority?: boolean;
}

/** A 16:5 band as wide as the page (1,200 px at most). */
const COVER = { sizes: "(min-width: 1200px) 1200px, 100vw", width: 1280, height: 400 } as const;

/** A community page's header card: cover, name, description (cut at 60, See more), counts, Join Community / Leave Community. */
export function CommunityHeader({ community, postCount = community.postCount, className, strings, headingLevel = 1, priority = true }: CommunityHeaderProps) {
  const s = useStrings("communityHeader", defaultCommunityHeaderStrings, strings);
  const [open, setOpen] = useState(false);
  const long = community.description.length > TRUNCATE.communityDescription;
  return (
    <header className={cx(styles.header, part("community-header"), className)} data-community-id={community._id}>
      <CommunityCover src={community.image} className={cx(styles.headerCover, part("community-header", "cover"))} priority={priority} {...COVER} />
      <div className={styles.headerBody}>
        <div className={styles.section}>
          {createElement(`h${headingLevel}`, { className: cx(styles.headerTitle, part("community-header", "title")) }, community.name)}
          <p className={cx(styles.muted, part("community-header", "description"))}>
            {open || !long ? community.description : truncate(community.description, TRUNCATE.communityDescription)}{" "}
            {long ? (
              <Button className={shared.quietButton} onPress={() => setOpen(!open)} aria-expanded={open}>
                {open ? s.seeLess : s.seeMore}
              </Button>
            ) : null}
          </p>
          <p className={cx(styles.counts, part("community-header", "counts"))}>
            <span>{s.members(community.subscriberCount)}</span>
            <span aria-hidden="true">·</span>
            <span>{s.posts(postCount)}</span>
          </p>
        </div>
        <JoinButton communityId={community._id} variant="page" strings={s.join} className={styles.pageJoin} />
      </div>
    </header>
  );
}
