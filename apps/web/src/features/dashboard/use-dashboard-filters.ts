import { isCalendarDate } from "@portal/contracts";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import * as z from "zod/mini";
import { runtimeConfig } from "@/config/runtime-config";
import type { DateRange } from "@/lib/date-preset-range";
import { DEFAULT_PERIOD } from "./default-period";
import { isPeriod, type Period, periodRange, regionToday } from "./period";

/** What the dashboard shows, as its address holds it: `?appId=…&period=custom&from=…&to=…`. */
export interface DashboardFilters {
  /** One application, or all of them. */
  appId: string | undefined;
  period: Period;
  /** The dates of a custom period. */
  custom: Partial<DateRange>;
}

const appIdField = z.uuid();
const dateOf = (value: string | null) => (value && isCalendarDate(value) ? value : undefined);

/** The filters in an address; anything a hand-edited address got wrong is left at its default rather than failing the screen. */
function filtersFromSearch(search: URLSearchParams): DashboardFilters {
  const appId = search.get("appId");
  const period = search.get("period");
  return {
    appId: appId && appIdField.safeParse(appId).success ? appId : undefined,
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    custom: { from: dateOf(search.get("from")), to: dateOf(search.get("to")) },
  };
}

/** Only what differs from the defaults; the dates only with a custom period (a preset moves with the calendar). */
function searchFromFilters({ appId, period, custom }: DashboardFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (appId) search.set("appId", appId);
  if (period !== DEFAULT_PERIOD) search.set("period", period);
  if (period === "custom") {
    if (custom.from) search.set("from", custom.from);
    if (custom.to) search.set("to", custom.to);
  }
  return search;
}

/**
 * The dashboard's filters from the address (STYLE: filters live in the URL, so a reload or
 * a bookmark keeps them), the days they stand for, and a way to change them.
 */
export function useDashboardFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const range = periodRange(filters.period, regionToday(runtimeConfig().region), filters.custom);
  const change = (changes: Partial<DashboardFilters>) => setSearch(searchFromFilters({ ...filters, ...changes }));
  return { ...filters, range, change };
}
