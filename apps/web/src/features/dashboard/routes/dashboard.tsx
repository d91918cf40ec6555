import { Stack } from "@mui/material";
import { PageTitle } from "@/components/page-title";
import { useApplicationsQuery } from "@/lib/applications-api";
import { useFormat } from "@/lib/format";
import { ChecklistSection } from "../components/checklist-section";
import { DashboardFiltersBar } from "../components/dashboard-filters";
import { MonthlyActivitySection } from "../components/monthly-activity-section";
import { RecentActivitySection } from "../components/recent-activity-section";
import { TotalsSection } from "../components/totals-section";
import { todayLine } from "../today-line";
import { useDashboardFilters } from "../use-dashboard-filters";
import { useDashboardTranslation } from "../use-dashboard-translation";

/**
 * `/` (SPEC §2 Dashboard: payments, report, totals, activities): a new merchant's steps to
 * the first payment, then the chosen period's totals against the period before, the latest
 * activity and the last twelve months, for all applications or the one chosen. The
 * application and the period live in the address. Its texts are the `dashboard`
 * namespace, loaded with the route (app/router.tsx).
 */
export function DashboardRoute() {
  const { t } = useDashboardTranslation();
  const { language, timeZone } = useFormat();
  const { appId, period, custom, range, change } = useDashboardFilters();
  const applications = useApplicationsQuery();
  return (
    <>
      <PageTitle title={t("shell.sections.dashboard")} subtitle={todayLine(language, timeZone)} />
      <ChecklistSection />
      <DashboardFiltersBar
        filters={{ appId, period, custom }}
        range={range}
        applications={applications.data}
        onChange={change}
      />
      <TotalsSection appId={appId} range={range} />
      {/* The chart last: below the first screenful its charts library (about 90 KiB) loads only when scrolled to. */}
      <Stack spacing={3}>
        <RecentActivitySection appId={appId} canInvoice={!!applications.data?.some((app) => app.status === "live")} />
        <MonthlyActivitySection appId={appId} />
      </Stack>
    </>
  );
}
