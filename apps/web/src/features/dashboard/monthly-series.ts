import type { Currency, MonthActivity, MonthlyActivity } from "@portal/contracts";

/** The currencies the twelve months had payments in, as the server lists them. */
export const currenciesOf = (activity: MonthlyActivity): Currency[] => [
  ...new Set(activity.content.map((month) => month.currency)),
];

/** One currency's twelve months, oldest first; a month the server left out counts as none. */
export function monthsIn(activity: MonthlyActivity, currency: Currency): MonthActivity[] {
  return activity.months.map(
    (month) =>
      activity.content.find((m) => m.month === month && m.currency === currency) ?? {
        month,
        currency,
        received: 0,
        refunded: 0,
        payments: 0,
      },
  );
}

/** A YYYY-MM month as an instant inside it, for the date formatter (UTC, so no zone moves it into the month before). */
export const monthInstant = (month: string) => `${month}-01T00:00:00Z`;
