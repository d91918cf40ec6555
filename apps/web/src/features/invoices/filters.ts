import { InvoiceFilters, invoiceFilterNames } from "@portal/contracts";
import * as z from "zod/mini";
import { listFilters } from "@/lib/list-filters";

/**
 * The invoices list's filters and page number (zero-based, as the API counts), as its address holds
 * them; the cursor never is (see `ListPosition` in `@/lib/keyset-paging`).
 */
export type ListQuery = Omit<z.output<typeof InvoiceFilters>, "cursor">;
export type FilterName = (typeof invoiceFilterNames)[number];

export const { queryFromSearch, searchFromQuery, withFilters, filtersOf, hasFilters, typedFiltersOf } = listFilters<
  ListQuery,
  FilterName
>(InvoiceFilters, invoiceFilterNames);

/** The filters typed in and applied together (on Enter or Apply); the rest apply as they change. */
export const textFilterNames = [
  "amount",
  "appName",
  "bookingId",
  "invoiceCode",
  "guestName",
  "email",
] as const satisfies readonly FilterName[];
export const TextFilters = z.pick(InvoiceFilters, {
  amount: true,
  appName: true,
  bookingId: true,
  invoiceCode: true,
  guestName: true,
  email: true,
});
export type TextFilters = z.input<typeof TextFilters>;

/** The typed-in filters as the form edits them ("" when not set). */
export const textFiltersOf = (query: ListQuery): TextFilters => typedFiltersOf(textFilterNames, query);
