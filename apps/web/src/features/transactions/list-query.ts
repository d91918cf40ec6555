import { TransactionFilters, transactionFilterNames } from "@portal/contracts";
import * as z from "zod/mini";
import { listFilters } from "@/lib/list-filters";

export type TransactionFilterName = (typeof transactionFilterNames)[number];

/** The list's filters and page number, as its address holds them; the cursor never is (see `ListPosition` in `@/lib/keyset-paging`). */
export type TransactionQuery = Omit<z.output<typeof TransactionFilters>, "cursor">;

export const { queryFromSearch, searchFromQuery, withFilters, filtersOf, hasFilters, typedFiltersOf } = listFilters<
  TransactionQuery,
  TransactionFilterName
>(TransactionFilters, transactionFilterNames);

/** The filters that are set, without the page: what the totals, the export and a saved view are over. */
export type SetFilters = ReturnType<typeof filtersOf>;

/** The filters typed in and applied together (on Enter or Apply); status and dates apply as they change. */
export const typedFilterNames = [
  "amount",
  "fullName",
  "cardNumber",
  "bookingId",
  "invoiceCode",
  "rrn",
  "orderId",
  "name",
  "description",
] as const satisfies readonly TransactionFilterName[];
export const TypedFilters = z.pick(TransactionFilters, {
  amount: true,
  fullName: true,
  cardNumber: true,
  bookingId: true,
  invoiceCode: true,
  rrn: true,
  orderId: true,
  name: true,
  description: true,
});
export type TypedFilters = z.input<typeof TypedFilters>;

export const typedFiltersOfQuery = (query: TransactionQuery): TypedFilters => typedFiltersOf(typedFilterNames, query);
