import { BREAKPOINTS, TRUNCATE, type Community } from "@pnyx/contract";
import { createElement } from "react";
import { Link } from "react-aria-components";
import { useStrings } from "../../strings-context";
import { cx, truncate } from "../../helpers/format";
import { part } from "../../helpers/part";
import { CommunityCover } from "./CommunityCover";
import { JoinButton } from "./JoinButton";
import * as styles from "./communities.css";
import { defaultCommunityHref, defaultCommunityPostHref } from "../../helpers/hrefs";
export { defaultCommunityHref, defaultCommunityPostHref } from "../../helpers/hrefs";

export interface CommunityCardStrings {
  andMore: string;
  members: (count: number) => string;
  posts: (count: number) => string;
  topPost: string;
}

export const defaultCommunityCardStrings: CommunityCardStrings = {
  andMore: "and more",
  members: (n) => `${n} ${n === 1 ? "member" : "members"}`,
  posts: (n) => `${n} ${n === 1 ? "post" : "posts"}`,
  topPost: "Top post:",
};

/** 'Physics, Biology and more': the first two sub-categories, and a hint when there are others. */
export function subCategoryPreview(community: Pick<Community, "subCategories">, andMore: string): string {
  const names = community.subCategories.map((sub) => sub.name);
  if (names.length === 0) return "";
  return names.length > 2 ? `${names.slice(0, 2).join(", ")} ${andMore}` : names.join(", ");
}

export interface CommunityCardProps {
  community: Community;
  className?: string;
  strings?: Partial<CommunityCardStrings>;
  hrefFor?: (id: string) => string;
  postHrefFor?: (id: string) => string;
  /** Show Join / Joined; true by default. */
  showJoin?: boolean;
  headingLevel?: 2 | 3 | 4;
  /**
   * The cover is the page's main picture (the first card at the top of a page): it loads at once with
   * high priority, and is preloaded when server-rendered. False by default: it loads lazily.
   */
  priority?: boolean;
}

/** A card in a grid from 768 px (about 300 px wide), as wide as the screen below; its cover is 16:7. */
const COVER = { sizes: `(min-width: ${BREAKPOINTS.mobile}px) 300px, 100vw`, width: 1280, height: 560 } as const;

/**
 * A community: cover (a placeholder when it fails), name, its first two sub-categories 'and more',
 * member and post counts, its top post's title cut at 30 characters, and Join / Joined.
 */
export function CommunityCard({
  community,
  className,
  strings,
  hrefFor = defaultCommunityHref,
  postHrefFor = defaultCommunityPostHref,
  showJoin = true,
  headingLevel = 3,
  priority = false,
}: CommunityCardProps) {
  const s = useStrings("communityCard", defaultCommunityCardStrings, strings);
  const subs = subCategoryPreview(community, s.andMore);
  return (
    <article className={cx(styles.card_, part("community-card"), className)} data-community-id={community._id}>
      <CommunityCover src={community.image} className={cx(styles.cover, part("community-card", "cover"))} priority={priority} {...COVER} />
      <div className={styles.cardBody}>
        {createElement(
          `h${headingLevel}`,
          { className: cx(styles.cardTitle, part("community-card", "title")) },
          <Link href={hrefFor(community._id)} className={styles.titleLink}>
            {community.name}
          </Link>,
        )}
        {subs ? <p className={cx(styles.muted, part("community-card", "subcategories"))}>{subs}</p> : null}
        <p className={cx(styles.counts, part("community-card", "counts"))}>
          <span>{s.members(community.subscriberCount)}</span>
          <span aria-hidden="true">·</span>
          <span>{s.posts(community.postCount)}</span>
        </p>
        {community.topPostId && community.topPostTitle ? (
          <p className={cx(styles.muted, part("community-card", "top-post"))}>
            {`${s.topPost} `}
            <Link href={postHrefFor(community.topPostId)} className={styles.titleLink}>
              {truncate(community.topPostTitle, TRUNCATE.communityTopPostTitle)}
            </Link>
          </p>
        ) : null}
        {showJoin ? (
          <div className={styles.cardFooter}>
            <JoinButton communityId={community._id} communityName={community.name} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
