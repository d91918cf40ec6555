import {
  DashboardTotals,
  type DashboardTotalsQuery,
  InvoicePage,
  MonthlyActivity,
  RECENT_ACTIVITY_SIZE,
  RecentActivity,
} from "@portal/contracts";
import { api } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

/**
 * SPEC §7 Dashboard, and the period totals its cards compare. Never cached (SPEC §9): a
 * payment made since the last visit must show on the next. `Transaction` is provided so a
 * refund or completion done in another tab refreshes what is open here.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardTotals: build.query<DashboardTotals, DashboardTotalsQuery>({
      query: (params) => ({ url: "api/dashboard/totals", params }),
      providesTags: ["Transaction"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(DashboardTotals),
    }),
    monthlyActivity: build.query<MonthlyActivity, string | undefined>({
      query: (appId) => ({ url: "api/dashboard/report-monthly-activity", params: { appId } }),
      providesTags: ["Transaction"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(MonthlyActivity),
    }),
    /**
     * The latest payments and operations, six a page: "Show more" fetches the next `page`
     * (the server answers `hasNext`, never a count), and a refetch reloads every page shown.
     * The argument is the application, or undefined for all.
     */
    recentActivity: build.infiniteQuery<RecentActivity, string | undefined, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => (lastPage.hasNext ? lastPage.page + 1 : undefined),
      },
      query: ({ queryArg: appId, pageParam: page }) => ({
        url: "api/dashboard/recent-activity",
        params: { offset: RECENT_ACTIVITY_SIZE, page, appId },
      }),
      providesTags: ["Transaction"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(RecentActivity),
    }),
    /**
     * The first page of invoices, for the checklist's last step (has the account made one?).
     * The invoices list's own endpoint belongs to its feature, which this one may not import.
     */
    firstInvoices: build.query<InvoicePage, void>({
      query: () => ({ url: "api/invoices", params: { page: 0 } }),
      providesTags: ["Invoice"],
      keepUnusedDataFor: 0,
      responseSchema: asSent(InvoicePage),
    }),
  }),
});

export const {
  useDashboardTotalsQuery,
  useMonthlyActivityQuery,
  useRecentActivityInfiniteQuery,
  useFirstInvoicesQuery,
} = dashboardApi;
