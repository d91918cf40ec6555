import { QrPaymentFilters, qrPaymentFilterNames } from "@portal/contracts";
import * as z from "zod/mini";
import { listFilters } from "@/lib/list-filters";

/**
 * The QR payments list's filters (SPEC §3) and page number (zero-based, as the API counts), as
 * its address holds them; the cursor never is (see `ListPosition` in `@/lib/keyset-paging`).
 */
export type ListQuery = Omit<z.output<typeof QrPaymentFilters>, "cursor">;
type FilterName = (typeof qrPaymentFilterNames)[number];

export const { queryFromSearch, searchFromQuery, withFilters, filtersOf, hasFilters, typedFiltersOf } = listFilters<
  ListQuery,
  FilterName
>(QrPaymentFilters, qrPaymentFilterNames);

/** The filters typed in and applied together (on Enter or Apply); the dates apply as they change. */
const textFilterNames = ["amount", "fullName", "phoneNumber", "optionalCode"] as const satisfies readonly FilterName[];
export const TextFilters = z.pick(QrPaymentFilters, {
  amount: true,
  fullName: true,
  phoneNumber: true,
  optionalCode: true,
});
export type TextFilters = z.input<typeof TextFilters>;

/** The typed-in filters as the form edits them ("" when not set). */
export const textFiltersOf = (query: ListQuery): TextFilters => typedFiltersOf(textFilterNames, query);
