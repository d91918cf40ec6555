import { InvoiceFilters, invoiceFilterNames } from "@portal/contracts";
import * as z from "zod/mini";
import { listFilters } from "@/lib/list-filters";

/** What the invoices list asks for: the page (zero-based, as the API counts) and the filters that are set. */
export type ListQuery = z.output<typeof InvoiceFilters>;
export type FilterName = (typeof invoiceFilterNames)[number];

export const { queryFromSearch, searchFromQuery, withFilters, hasFilters, typedFiltersOf } = listFilters<ListQuery, FilterName>(
  InvoiceFilters,
  invoiceFilterNames,
);

/** The filters typed in and applied together (on Enter or Apply); the rest apply as they change. */
export const textFilterNames = ["amount", "appName", "bookingId", "invoiceCode", "guestName", "email"] as const satisfies readonly FilterName[];
export const TextFilters = z.pick(InvoiceFilters, { amount: true, appName: true, bookingId: true, invoiceCode: true, guestName: true, email: true });
export type TextFilters = z.input<typeof TextFilters>;

/** The typed-in filters as the form edits them ("" when not set). */
export const textFiltersOf = (query: ListQuery): TextFilters => typedFiltersOf(textFilterNames, query);
