import { messages, PayoutListQuery, toMinorUnits } from "@portal/contracts";
import * as z from "zod/mini";
import { listFilters } from "@/lib/list-filters";

const { page, status, from, to, recipient } = PayoutListQuery.shape;
/** As typed ("25.50"): the API takes an amount above zero in at most two decimals. */
const amount = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || toMinorUnits(value) !== null, messages.amountNumber),
    z.refine((value) => value === "" || toMinorUnits(value) !== 0n, messages.amountZero),
  ),
);
const PayoutsScreenQuery = z.object({ page, status, from, to, amount, recipient });

/** The payouts list's address: `?status=…&from=…&to=…&amount=…&recipient=…&page=…` (page zero-based, as the API counts). */
export type PayoutsQuery = z.output<typeof PayoutsScreenQuery>;
const payoutFilterNames = ["status", "from", "to", "amount", "recipient"] as const;
type PayoutFilterName = (typeof payoutFilterNames)[number];

const filters = listFilters<PayoutsQuery, PayoutFilterName>(PayoutsScreenQuery, payoutFilterNames);
export const { queryFromSearch, searchFromQuery, withFilters, hasFilters } = filters;

/** The filters typed in and applied together (on Enter or Apply); status and dates apply as they change. */
export const TextFilters = z.object({ amount, recipient });
export type TextFilters = z.input<typeof TextFilters>;
export const textFiltersOf = (query: PayoutsQuery): Required<TextFilters> =>
  filters.typedFiltersOf(["amount", "recipient"], query);

export const hasDates = (query: PayoutsQuery) => query.from !== undefined || query.to !== undefined;
