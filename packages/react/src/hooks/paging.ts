/** The next page of a list whose answers say their page and whether more follow (TanStack's getNextPageParam). */
export const nextNumberedPage = (last: { page: number; hasMore: boolean }): number | undefined => (last.hasMore ? last.page + 1 : undefined);
