/** The next page of a list whose answers say their page and whether more follow (TanStack's getNextPageParam). */
export const nextNumberedPage = (last: { page: number; hasMore: boolean }): number | undefined => (last.hasMore ? last.page + 1 : undefined);

/**
 * The next page of a list that pages back in time by `before` (the last item's `at`): a page shorter
 * than asked for was the last one.
 */
export const nextPageBefore =
  (pageSize: number) =>
  (last: readonly { at: string }[]): string | undefined =>
    last.length < pageSize ? undefined : last.at(-1)?.at;
