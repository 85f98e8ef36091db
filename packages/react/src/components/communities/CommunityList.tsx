import type { Community } from "@pnyx/contract";
import { Button } from "react-aria-components";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { FailedState } from "../internal/ListStatus";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { CommunityCard, type CommunityCardProps } from "./CommunityCard";
import * as styles from "./communities.css";

export interface CommunityListStrings {
  loading: string;
  failed: string;
  retry: string;
  empty: string;
}

export const defaultCommunityListStrings: CommunityListStrings = {
  loading: "Loading communities…",
  failed: "Could not load the communities",
  retry: "Try again",
  empty: "No communities to show",
};

/** The parts of a query the list needs (any of the community hooks). */
export interface CommunitiesQuery {
  data?: { communities: Community[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface CommunityListProps {
  query: CommunitiesQuery;
  /** Which of the loaded communities to show, in order (all by default). */
  select?: (communities: Community[]) => Community[];
  /** The list's own layout instead of the default grid (also on its loading, error and empty states). */
  className?: string;
  /** On each list item (e.g. to hide some at some widths). */
  itemClassName?: string;
  strings?: Partial<CommunityListStrings>;
  cardProps?: Omit<CommunityCardProps, "community" | "priority">;
  /**
   * How many of the first cards have the page's main pictures (the list at the top of a page): their
   * covers load at once with high priority. 0 by default: every cover loads lazily.
   */
  priorityCount?: number;
}

/** Community cards in a responsive grid, with loading, error and empty states. */
export function CommunityList({ query, select, className, itemClassName, strings, cardProps, priorityCount = 0 }: CommunityListProps) {
  const s = useStrings("communityList", defaultCommunityListStrings, strings);
  if (query.isPending) {
    return (
      <p role="status" className={cx(shared.message, part("community-list", "loading"), className)}>
        {s.loading}
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <FailedState className={className} message={s.failed}>
        <Button className={forms.secondaryButton} onPress={() => void query.refetch()}>
          {s.retry}
        </Button>
      </FailedState>
    );
  }
  const communities = select ? select(query.data.communities) : query.data.communities;
  if (communities.length === 0) return <p className={cx(shared.message, part("community-list", "empty"), className)}>{s.empty}</p>;
  return (
    <ul className={cx(className ?? styles.grid, part("community-list"))}>
      {communities.map((community, index) => (
        <li key={community._id} className={itemClassName}>
          <CommunityCard community={community} {...cardProps} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
