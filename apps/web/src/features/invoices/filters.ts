import { InvoiceFilters, invoiceFilterNames } from "@portal/contracts";
import * as z from "zod/mini";

/** What the invoices list asks for: the page (zero-based, as the API counts) and the filters that are set. */
export type ListQuery = z.output<typeof InvoiceFilters>;
export type FilterName = (typeof invoiceFilterNames)[number];

/** The filters typed in and applied together (on Enter or Apply); the rest apply as they change. */
export const textFilterNames = ["amount", "appName", "bookingId", "invoiceCode", "guestName", "email"] as const satisfies readonly FilterName[];
export const TextFilters = z.pick(InvoiceFilters, { amount: true, appName: true, bookingId: true, invoiceCode: true, guestName: true, email: true });
export type TextFilters = z.input<typeof TextFilters>;

/**
 * The list's query from its URL (STYLE: filters and paging live in the URL, so a reload
 * or the back button keeps them). A value the API would refuse (a typo in a hand-edited
 * address) is left out rather than failing the whole list.
 */
export function queryFromSearch(search: URLSearchParams): ListQuery {
  const page = InvoiceFilters.shape.page.safeParse(search.get("page") ?? undefined);
  const query: ListQuery = { page: page.success ? page.data : 0 };
  for (const name of invoiceFilterNames) {
    const raw = search.get(name)?.trim();
    if (!raw) continue;
    const parsed = InvoiceFilters.shape[name].safeParse(raw);
    if (parsed.success && parsed.data) Object.assign(query, { [name]: parsed.data });
  }
  return query;
}

/** The URL's search for a query: only what is set, and no page while on the first. */
export function searchFromQuery(query: ListQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of invoiceFilterNames) {
    const value = query[name]?.trim();
    if (value) search.set(name, value);
  }
  if (query.page > 0) search.set("page", String(query.page));
  return search;
}

/** New filter values, from the first page again: the old page number means nothing for another result. */
export function withFilters(query: ListQuery, changes: Partial<Record<FilterName, string | undefined>>): ListQuery {
  const next: ListQuery = { ...query, page: 0 };
  for (const [name, value] of Object.entries(changes) as [FilterName, string | undefined][]) {
    const trimmed = value?.trim();
    if (trimmed) Object.assign(next, { [name]: trimmed });
    else delete next[name];
  }
  return next;
}

export const hasFilters = (query: ListQuery) => invoiceFilterNames.some((name) => query[name] !== undefined);

/** The typed-in filters as the form edits them ("" when not set). */
export const textFiltersOf = (query: ListQuery): TextFilters => Object.fromEntries(textFilterNames.map((name) => [name, query[name] ?? ""])) as TextFilters;
