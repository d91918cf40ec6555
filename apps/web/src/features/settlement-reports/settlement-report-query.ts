import { Currency, daysBetween, isCalendarDate, SETTLEMENT_REPORT_MAX_DAYS } from "@portal/contracts";
import { todayIsoDate } from "@/lib/date-presets";

/**
 * The screen's address: `?app=…&currency=…&from=…&to=…`, the wallet (an application and a
 * currency, as the wallet screen names it) and the period's calendar days; the current month
 * up to today unless it names others.
 */
export interface SettlementReportScreenQuery {
  app?: string;
  currency?: Currency;
  from: string;
  to: string;
}

const dayOf = (value: string | null) => (value && isCalendarDate(value) ? value : undefined);

export function queryFromSearch(search: URLSearchParams, today = todayIsoDate()): SettlementReportScreenQuery {
  const currency = Currency.safeParse(search.get("currency"));
  const app = search.get("app");
  return {
    ...(app && { app }),
    ...(currency.success && { currency: currency.data }),
    from: dayOf(search.get("from")) ?? `${today.slice(0, 8)}01`,
    to: dayOf(search.get("to")) ?? today,
  };
}

export function searchFromQuery(query: SettlementReportScreenQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.app) search.set("app", query.app);
  if (query.currency) search.set("currency", query.currency);
  search.set("from", query.from);
  search.set("to", query.to);
  return search;
}

/** Why the period cannot be reported (the server's own rule), or null. */
export function periodIssue({ from, to }: { from: string; to: string }): "toBeforeFrom" | "tooLong" | null {
  if (to < from) return "toBeforeFrom";
  if (daysBetween(from, to) > SETTLEMENT_REPORT_MAX_DAYS) return "tooLong";
  return null;
}
