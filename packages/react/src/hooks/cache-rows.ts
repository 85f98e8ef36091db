// The mechanics of patching one entity wherever the query cache holds it. A row names a cached
// shape that holds entities: [key prefix, pick (read its entities), put (write them back through an edit)].
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Changes a list of entities (which may be richer than E: a summary, a popular opinion) and keeps
 * their type; must return the same array when nothing in it changed.
 */
export type ListEdit<E> = <T extends E>(list: T[]) => T[];

/** Where a shape of cached data lives, and how to read and rewrite the entities it holds. */
export type CacheRow<E> = readonly [
  prefix: (id: string) => QueryKey,
  pick: (data: unknown) => readonly E[],
  put: (data: unknown, edit: ListEdit<E>) => unknown,
];

/** Maps a list, returning the same array when no element changed. */
export function mapList<T>(list: T[], change: (item: T) => T): T[] {
  let changed = false;
  const next = list.map((item) => {
    const mapped = change(item);
    if (mapped !== item) changed = true;
    return mapped;
  });
  return changed ? next : list;
}

/** Drops the entity `id`, returning the same array when it was not there. */
export const without =
  (id: string): ListEdit<{ _id: string }> =>
  (list) => {
    const next = list.filter((item) => item._id !== id);
    return next.length === list.length ? list : next;
  };

type Lens<E> = readonly [pick: (data: never) => readonly E[], put: (data: never, edit: ListEdit<E>) => unknown];

/** Rows of data that is one entity (a whole article). */
export const one = <E>(): Lens<E> => [(data: E) => [data], (data: E, edit: ListEdit<E>) => edit([data])[0] ?? data];

/** Rows of data whose `field` is a list of entities (`{ trendingArticles: [...] }`). */
export const listAt = <E, K extends string>(field: K): Lens<E> => [
  (data: Record<K, E[]>) => data[field],
  (data: Record<K, E[]>, edit: ListEdit<E>) => {
    const next = edit(data[field]);
    return next === data[field] ? data : { ...data, [field]: next };
  },
];

/** Rows of data holding a list of entities under whichever of `fields` it has (a page of `posts`, or of `topPosts`). */
export const listsAt = <E, K extends string>(...fields: K[]): Lens<E> => [
  (data: Partial<Record<K, E[]>>) => fields.flatMap((field) => data[field] ?? []),
  (data: Partial<Record<K, E[]>>, edit: ListEdit<E>) => {
    let next = data;
    for (const field of fields) {
      const list = data[field];
      if (!list) continue;
      const edited = edit(list);
      if (edited !== list) next = { ...next, [field]: edited };
    }
    return next;
  },
];

/** Rows of data whose `field` holds one entity (a thread's opinion); an edit that drops it keeps it. */
export const entityAt = <E, K extends string>(field: K): Lens<E> => [
  (data: Record<K, E>) => [data[field]],
  (data: Record<K, E>, edit: ListEdit<E>) => {
    const next = edit([data[field]])[0];
    return next === undefined || next === data[field] ? data : { ...data, [field]: next };
  },
];

/** The same lens over each page of an infinite query. */
export const paged = <E>([pick, put]: Lens<E>): Lens<E> => [
  (data: InfiniteData<never, unknown>) => data.pages.flatMap((page) => pick(page)),
  (data: InfiniteData<never, unknown>, edit: ListEdit<E>) => {
    const pages = mapList(data.pages, (page) => put(page, edit) as never);
    return pages === data.pages ? data : { ...data, pages };
  },
];

/** A row: where the data lives (a prefix, or a key of the entity's id) and its lens. */
export const row = <E>(prefix: (id: string) => QueryKey, [pick, put]: Lens<E>): CacheRow<E> => [prefix, pick as CacheRow<E>[1], put as CacheRow<E>[2]] as const;

/** Applies `edit` to the entity lists of every cached query each row names. */
export function editRows<E>(queryClient: QueryClient, rows: readonly CacheRow<E>[], id: string, edit: ListEdit<E>): void {
  for (const [prefix, , put] of rows) {
    queryClient.setQueriesData({ queryKey: prefix(id) }, (data: unknown) => (data === undefined ? data : put(data, edit)));
  }
}

/** The first cached entity the rows hold that `match` accepts. */
export function findInRows<E>(queryClient: QueryClient, rows: readonly CacheRow<E>[], id: string, match: (entity: E) => boolean): E | undefined {
  for (const [prefix, pick] of rows) {
    for (const [, data] of queryClient.getQueriesData({ queryKey: prefix(id) })) {
      const found = data === undefined ? undefined : pick(data).find(match);
      if (found) return found;
    }
  }
  return undefined;
}
