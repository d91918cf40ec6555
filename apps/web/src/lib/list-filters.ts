/** What a value check of a list's filter schema offers (a zod/mini schema's field). */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** A list's query: the page (zero-based, as the API counts) and the filters that are set. */
export type ListQuery<N extends string> = { page: number } & { [K in N]?: string };

/**
 * A list's query as its URL holds it (STYLE: filters and paging live in the URL, so a
 * reload, a bookmark or the back button keeps them), for the list whose filters are
 * `names`, each checked by its field of `schema`. `Q` is the list's own query type (its
 * statuses, say), which the schema's output is.
 */
export function listFilters<Q extends ListQuery<N>, N extends string & keyof Q>(
  schema: { shape: { page: FieldSchema } & Record<N, FieldSchema> },
  names: readonly N[],
) {
  /**
   * The list's query from its URL. A value the API would refuse (a typo in a hand-edited
   * address) is left out rather than failing the whole list.
   */
  function queryFromSearch(search: URLSearchParams): Q {
    const page = schema.shape.page.safeParse(search.get("page") ?? undefined);
    const query = { page: page.success ? page.data : 0 } as Q;
    for (const name of names) {
      const raw = search.get(name)?.trim();
      if (!raw) continue;
      const parsed = schema.shape[name].safeParse(raw);
      if (parsed.success && parsed.data) Object.assign(query, { [name]: parsed.data });
    }
    return query;
  }

  /** The URL's search for a query: only what is set, and no page while on the first. */
  function searchFromQuery(query: Q): URLSearchParams {
    const search = new URLSearchParams();
    for (const name of names) {
      const value = (query[name] as string | undefined)?.trim();
      if (value) search.set(name, value);
    }
    if (query.page > 0) search.set("page", String(query.page));
    return search;
  }

  /** New filter values, from the first page again: the old page number means nothing for another result. */
  function withFilters(query: Q, changes: Partial<Record<N, string | undefined>>): Q {
    const next: Q = { ...query, page: 0 };
    for (const [name, value] of Object.entries(changes) as [N, string | undefined][]) {
      const trimmed = value?.trim();
      if (trimmed) Object.assign(next, { [name]: trimmed });
      else delete next[name];
    }
    return next;
  }

  /** Only the filters that are set, without the page: what a saved view keeps. */
  const filtersOf = (query: Q): Partial<Pick<Q, N>> =>
    Object.fromEntries(names.flatMap((name) => (query[name] === undefined ? [] : [[name, query[name]]]))) as Partial<
      Pick<Q, N>
    >;

  const hasFilters = (query: Q) => names.some((name) => query[name] !== undefined);

  /** The typed-in filters `typed` as a form edits them ("" when not set). */
  const typedFiltersOf = <T extends N>(typed: readonly T[], query: Q) =>
    Object.fromEntries(typed.map((name) => [name, query[name] ?? ""])) as Record<T, string>;

  return { queryFromSearch, searchFromQuery, withFilters, filtersOf, hasFilters, typedFiltersOf };
}
