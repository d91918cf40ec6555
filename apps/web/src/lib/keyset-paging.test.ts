import { InvoiceFilters, invoiceFilterNames } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { type KeysetPage, knownPageOf, pageMovesOf, positionOf, requestOf, searchOfMove } from "./keyset-paging";
import { listFilters } from "./list-filters";

// The invoices list's filters stand for any list's.
type Query = Omit<z.output<typeof InvoiceFilters>, "cursor">;
const { queryFromSearch, searchFromQuery, filtersOf } = listFilters<Query, (typeof invoiceFilterNames)[number]>(
  InvoiceFilters,
  invoiceFilterNames,
);

const at = (search: string, state?: unknown) => {
  const params = new URLSearchParams(search);
  const query = queryFromSearch(params);
  return { query, position: positionOf(query, params, state) };
};

/** An empty page answer, counted exactly unless a test says not; cursors only where a test moves on. */
const keysetPage = (overrides: Partial<KeysetPage> = {}): KeysetPage => ({
  content: [],
  page: 0,
  size: 10,
  totalElements: 0,
  totalPages: 0,
  nextCursor: null,
  previousCursor: null,
  ...overrides,
});

describe("the list's place", () => {
  it("reads a bookmarked page by offset, and a page reached by a move by its cursor", () => {
    const bookmarked = at("status=paid&page=3");
    expect(bookmarked.position).toEqual({ page: 3 });
    expect(requestOf(filtersOf(bookmarked.query), bookmarked.position)).toEqual({ status: "paid", page: 3 });

    const moved = at("page=3", { cursor: "a.1.x" });
    expect(requestOf(filtersOf(moved.query), moved.position)).toEqual({ page: 3, cursor: "a.1.x" });
  });

  it("reads ?page=last as the last page, by cursor=last unless a move brought a cursor", () => {
    const opened = at("guestName=Aysel&page=last");
    expect(opened.position).toEqual({ fromEnd: 1, cursor: "last" });
    expect(requestOf(filtersOf(opened.query), opened.position)).toEqual({ guestName: "Aysel", cursor: "last" });
    expect(at("page=last", { cursor: "b.1.x", fromEnd: 3 }).position).toEqual({ fromEnd: 3, cursor: "b.1.x" });
    expect(at("page=last", { fromEnd: 3 }).position).toEqual({ fromEnd: 1, cursor: "last" });
  });

  it("ignores state that is not a cursor", () => {
    expect(at("page=2", { cursor: 5 }).position).toEqual({ page: 2 });
    expect(at("page=2", "junk").position).toEqual({ page: 2 });
  });
});

describe("page moves", () => {
  it("go on and back by the page's cursors, to the first by offset and to the last by cursor=last", () => {
    const data = keysetPage({
      page: 2,
      totalElements: 57,
      totalPages: 6,
      nextCursor: "a.next",
      previousCursor: "b.prev",
    });
    expect(pageMovesOf({ page: 2 }, data)).toEqual({
      first: { page: 0, state: undefined },
      previous: { page: 1, state: { cursor: "b.prev" } },
      next: { page: 3, state: { cursor: "a.next" } },
      last: { page: 5, state: { cursor: "last" } },
    });
  });

  it("offer nothing past either end", () => {
    const first = pageMovesOf({ page: 0 }, keysetPage({ nextCursor: "a.next" }));
    expect(first.first).toBeNull();
    expect(first.previous).toBeNull();
    const last = pageMovesOf({ page: 5 }, keysetPage({ page: 5, previousCursor: "b.prev" }));
    expect(last.next).toBeNull();
    expect(last.last).toBeNull();
  });

  it("count pages from the end of a list too long to count", () => {
    const capped = { totalElements: 1000, totalCapped: true };
    expect(pageMovesOf({ page: 0 }, keysetPage({ ...capped, nextCursor: "a.next" })).last).toEqual({
      page: "last",
      state: { cursor: "last", fromEnd: 1 },
    });
    const lastPage = keysetPage({ ...capped, page: null, previousCursor: "b.prev" });
    expect(knownPageOf({ fromEnd: 1, cursor: "last" }, lastPage)).toBeNull();
    expect(pageMovesOf({ fromEnd: 1, cursor: "last" }, lastPage).previous).toEqual({
      page: "last",
      state: { cursor: "b.prev", fromEnd: 2 },
    });
    const beforeLast = keysetPage({ ...capped, page: 0, previousCursor: "b.prev2", nextCursor: "a.next2" });
    expect(knownPageOf({ fromEnd: 2, cursor: "b.prev" }, beforeLast)).toBeNull();
    expect(pageMovesOf({ fromEnd: 2, cursor: "b.prev" }, beforeLast).next).toEqual({
      page: "last",
      state: { cursor: "a.next2", fromEnd: 1 },
    });
  });

  it("go to the last page by its number in a list counted exactly", () => {
    // No `totalCapped` at all, as the invoices' page answers: every page has a number.
    const counted = keysetPage({ totalElements: 57, totalPages: 6, nextCursor: "a.next" });
    expect(pageMovesOf({ page: 0 }, counted).last).toEqual({ page: 5, state: { cursor: "last" } });
  });

  it("take the last page's number when the server counted it", () => {
    expect(knownPageOf({ fromEnd: 1, cursor: "last" }, keysetPage({ page: 5 }))).toBe(5);
  });

  it("keep the filters in the address, never the cursor", () => {
    const { query } = at("status=paid&page=2");
    expect(searchOfMove(query, { page: 3, state: { cursor: "a.next" } }, searchFromQuery).toString()).toBe(
      "status=paid&page=3",
    );
    expect(searchOfMove(query, { page: 0 }, searchFromQuery).toString()).toBe("status=paid");
    expect(
      searchOfMove(query, { page: "last", state: { cursor: "last", fromEnd: 1 } }, searchFromQuery).toString(),
    ).toBe("status=paid&page=last");
  });
});
