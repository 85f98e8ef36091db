import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { useCanScrollInfinitely, useInfiniteScroll } from "../../helpers/useInfiniteScroll";
import * as forms from "./forms/forms.css";
import * as shared from "./shared.css";

export interface FailedStateProps {
  className?: string;
  message: ReactNode;
  /** A "try again" button: its text, and what it does (usually the query's refetch). */
  retry?: { label: string; onRetry: () => unknown };
  children?: ReactNode;
}

/** A widget whose data could not be loaded: why, announced at once, then a retry and anything else given. */
export function FailedState({ className, message, retry, children }: FailedStateProps) {
  return (
    <div className={className}>
      <p role="alert" className={shared.errorMessage}>
        {message}
      </p>
      {retry ? (
        <Button className={forms.secondaryButton} onPress={() => void retry.onRetry()}>
          {retry.label}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** The parts of an infinite query (TanStack's `useInfiniteQuery`) the end of a list needs. */
export interface InfiniteListQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface InfiniteListEndStrings {
  loadingMore: string;
  loadMore: string;
  failed: string;
  retry: string;
  /** After the last page; nothing is said when absent. */
  noMore?: string;
}

/**
 * What follows an infinite list: the sentinel that loads the next page as it comes near, the
 * loading and end-of-list status, a failed page with its retry, and a "load more" button where the
 * browser cannot scroll lists in by itself. With `loadOnScroll` false, pages come by the button only.
 */
export function InfiniteListEnd({
  query,
  strings: s,
  loadOnScroll = true,
}: {
  query: InfiniteListQuery;
  strings: InfiniteListEndStrings;
  loadOnScroll?: boolean;
}) {
  const sentinel = useInfiniteScroll({
    hasMore: loadOnScroll && Boolean(query.hasNextPage) && !query.isFetchNextPageError,
    loading: query.isFetching,
    onLoadMore: () => void query.fetchNextPage(),
  });
  const scrollsInfinitely = useCanScrollInfinitely();
  const ended = !query.hasNextPage && !query.isFetching;
  return (
    <>
      <div ref={sentinel} className={shared.sentinel} aria-hidden="true" />
      <div className={shared.listFooter}>
        <div role="status">
          {query.isFetchingNextPage ? <p className={shared.message}>{s.loadingMore}</p> : null}
          {ended && s.noMore ? <p className={shared.message}>{s.noMore}</p> : null}
        </div>
        {query.isFetchNextPageError ? (
          <>
            <p role="alert" className={shared.errorMessage}>
              {s.failed}
            </p>
            <Button className={forms.secondaryButton} onPress={() => void query.fetchNextPage()}>
              {s.retry}
            </Button>
          </>
        ) : null}
        {(!loadOnScroll || !scrollsInfinitely) && query.hasNextPage && !query.isFetching && !query.isFetchNextPageError ? (
          <Button className={forms.secondaryButton} onPress={() => void query.fetchNextPage()}>
            {s.loadMore}
          </Button>
        ) : null}
      </div>
    </>
  );
}
