import { calendarDateIn } from "@portal/contracts/calendar";
import type { Region } from "@portal/contracts";
import { regionTimeZone } from "@portal/contracts/times";
import { DEFAULT_PERIOD } from "@/features/dashboard/default-period";
import { datePresetRange } from "@/lib/date-preset-range";
import { paths, screenPath } from "@/light/paths";

/**
 * The GETs a screen makes first, opened by its address with no query string (filters and
 * pages in the address change them): the boot script asks for them with the session check,
 * as soon as the HTML is in (`boot/early-requests.ts`). Addresses are as the API client
 * builds them. An address here the screen no longer asks for is a wasted request: the browser
 * tests check that each is taken (e2e/shell/first-load.spec.ts).
 */
const firstRequests: Record<string, (region: Region) => string[]> = {
  [paths.home]: (region) => [
    dashboardTotals(region),
    "api/apps",
    "api/user/wallets",
    "api/dashboard/recent-activity?offset=6&page=0",
    "api/dashboard/report-monthly-activity",
  ],
  [paths.billing.invoices]: () => ["api/meta-invoice", "api/invoices?page=0"],
  [paths.billing.transactions]: () => [
    "api/saved-views?list=transactions",
    "api/transactionsPageable?page=0",
    "api/meta-data-transactions",
  ],
  [paths.billing.root]: () => ["api/user/wallets"],
  [paths.billing.wallet]: () => ["api/user/wallets"],
  [paths.billing.createAnInvoice]: () => ["api/apps", "api/invoices/form-defaults"],
};

/** The dashboard's totals of its default period, whose days are the region's calendar (DESIGN §3). */
function dashboardTotals(region: Region, now = new Date()): string {
  const { from, to } = datePresetRange(DEFAULT_PERIOD, calendarDateIn(now, regionTimeZone[region]));
  return `api/dashboard/totals?from=${from}&to=${to}`;
}

/** The session check, and the first requests of the screen at `pathname` when it is one of the table's. */
export function firstRequestsOf(pathname: string, search: string, region: Region): string[] {
  const screen = search === "" ? firstRequests[screenPath(pathname)] : undefined;
  return ["api/session", ...(screen?.(region) ?? [])];
}
