/**
 * What paging needs of a list's page answer (DESIGN §5's page with the server's keyset cursors,
 * docs/transactions.md "Transactions"). A list counted exactly has no `totalCapped`.
 */
export interface KeysetPage {
  content: unknown[];
  /** Null only on the last page of a list too long to count. */
  page: number | null;
  size: number;
  totalElements: number;
  totalPages: number;
  totalCapped?: boolean;
  nextCursor?: string | null;
  previousCursor?: string | null;
}

/**
 * Where in the list the screen is. A numbered page is read by offset when opened from its
 * address, or by the cursor of the page it was reached from (kept in the history entry's
 * state, never in the address). In a list too long to count (`totalCapped`) the pages at its
 * end have no number: they are counted from the end (1 is the last), always by cursor.
 */
export type ListPosition = { page: number; cursor?: string } | { fromEnd: number; cursor: string };

/** The history entry's state that carries the cursor of a page move. */
interface PositionState {
  cursor?: string;
  fromEnd?: number;
}

/** `cursor=last`: the server's name for "the last page". */
const LAST_CURSOR = "last";
/** The page parameter of a page counted from the end (`?page=last`): reopened, it shows the last page. */
const LAST_PAGE = "last";

/** The position of the list whose address gave `query` and `search`, and whose history entry holds `state`. */
export function positionOf(query: { page: number }, search: URLSearchParams, state: unknown): ListPosition {
  const saved = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  const cursor = typeof saved.cursor === "string" && saved.cursor !== "" ? saved.cursor : undefined;
  if (search.get("page") === LAST_PAGE) {
    if (!cursor) return { fromEnd: 1, cursor: LAST_CURSOR };
    const fromEnd =
      typeof saved.fromEnd === "number" && Number.isInteger(saved.fromEnd) && saved.fromEnd > 0 ? saved.fromEnd : 1;
    return { fromEnd, cursor };
  }
  return cursor ? { page: query.page, cursor } : { page: query.page };
}

/** What the list's endpoint is asked for: the filters that are set, then the page by number or by cursor. */
export function requestOf<F extends object>(
  filters: F,
  position: ListPosition,
): F & { page?: number; cursor?: string } {
  if ("fromEnd" in position) return { ...filters, cursor: position.cursor };
  return position.cursor
    ? { ...filters, page: position.page, cursor: position.cursor }
    : { ...filters, page: position.page };
}

/** The page's number when known: always for a numbered page; for the last page when the server counted it. */
export function knownPageOf(position: ListPosition, data: Pick<KeysetPage, "page">): number | null {
  if (!("fromEnd" in position)) return position.page;
  return position.cursor === LAST_CURSOR ? data.page : null;
}

/** A page to go to: its address's page parameter and the history state with its cursor. */
export interface PageMove {
  page: number | typeof LAST_PAGE;
  state?: PositionState;
}

const numbered = (page: number, cursor?: string): PageMove => ({ page, state: cursor ? { cursor } : undefined });
const fromTheEnd = (fromEnd: number, cursor: string): PageMove => ({ page: LAST_PAGE, state: { cursor, fromEnd } });

/**
 * The pager's four moves from the page shown (null: not from here). Next and Previous send
 * the page's own cursors, First is page 0 by offset, Last is `cursor=last`.
 */
export function pageMovesOf(position: ListPosition, data: KeysetPage) {
  const known = knownPageOf(position, data);
  const fromEnd = "fromEnd" in position ? position.fromEnd : 1;
  const { nextCursor, previousCursor } = data;
  return {
    first: known === 0 ? null : numbered(0),
    previous: !previousCursor
      ? null
      : known !== null
        ? numbered(Math.max(known - 1, 0), previousCursor)
        : fromTheEnd(fromEnd + 1, previousCursor),
    next: !nextCursor
      ? null
      : known !== null
        ? numbered(known + 1, nextCursor)
        : fromTheEnd(Math.max(fromEnd - 1, 1), nextCursor),
    last: !nextCursor
      ? null
      : data.totalCapped
        ? fromTheEnd(1, LAST_CURSOR)
        : numbered(Math.max(data.totalPages - 1, 0), LAST_CURSOR),
  };
}

/** The address's search for a page move under the current filters, written as the list writes its query. */
export function searchOfMove<Q extends { page: number }>(
  query: Q,
  move: PageMove,
  searchFromQuery: (query: Q) => URLSearchParams,
): URLSearchParams {
  if (move.page !== LAST_PAGE) return searchFromQuery({ ...query, page: move.page });
  const search = searchFromQuery({ ...query, page: 0 });
  search.set("page", LAST_PAGE);
  return search;
}
