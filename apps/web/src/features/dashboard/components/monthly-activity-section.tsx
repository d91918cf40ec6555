import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import { Button, Skeleton, Stack, Typography } from "@mui/material";
import type { Currency } from "@portal/contracts";
import { lazy, Suspense, useState } from "react";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useMonthlyActivityQuery } from "../api";
import { currenciesOf, monthsIn } from "../monthly-series";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { useNearViewport } from "../use-near-viewport";
import { MonthlyTable } from "./monthly-table";

// MUI X Charts are large: their chunk loads with this file only when the chart is about to be seen.
const MonthlyChart = lazy(() => import("./monthly-chart").then((m) => ({ default: m.MonthlyChart })));

const CHART_HEIGHT = 300;

function ChartSkeleton({ label }: { label: string }) {
  return <Skeleton variant="rounded" height={CHART_HEIGHT} role="progressbar" aria-label={label} />;
}

/**
 * The last twelve months of payments and refunds: a bar chart, or the same numbers as a
 * table; one currency at a time when there are several. Both switches are toggle buttons
 * (`aria-pressed`): MUI's Switch and ToggleButtonGroup would add their chunks to the
 * dashboard's first load.
 */
export function MonthlyActivitySection({ appId }: { appId: string | undefined }) {
  const { t } = useDashboardTranslation();
  const activity = useMonthlyActivityQuery(appId);
  const [asTable, setAsTable] = useState(false);
  const [chosenCurrency, setChosenCurrency] = useState<Currency | null>(null);
  const { ref, near } = useNearViewport<HTMLDivElement>();

  const content = () => {
    const { data, error, isLoading, isFetching, refetch } = activity;
    if (isLoading) return <ChartSkeleton label={t("dashboard.monthly.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    const currencies = currenciesOf(data);
    const currency = chosenCurrency && currencies.includes(chosenCurrency) ? chosenCurrency : currencies[0];
    if (!currency) return <Typography color="text.secondary">{t("dashboard.monthly.empty")}</Typography>;
    const months = monthsIn(data, currency);
    const label = t("dashboard.monthly.label", { currency });
    return (
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
          {currencies.length > 1 ? (
            <Stack direction="row" role="group" aria-label={t("dashboard.monthly.currency")} spacing={1}>
              {currencies.map((option) => (
                <Button
                  key={option}
                  size="small"
                  color="secondary"
                  variant={option === currency ? "contained" : "outlined"}
                  aria-pressed={option === currency}
                  onClick={() => setChosenCurrency(option)}
                >
                  {option}
                </Button>
              ))}
            </Stack>
          ) : (
            <span />
          )}
          <Button
            size="small"
            color="secondary"
            startIcon={<TableChartOutlined />}
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {t("dashboard.monthly.showTable")}
          </Button>
        </Stack>
        {asTable ? (
          <MonthlyTable months={months} label={label} />
        ) : near ? (
          <Suspense fallback={<ChartSkeleton label={t("dashboard.monthly.loadingChart")} />}>
            <MonthlyChart months={months} label={label} />
          </Suspense>
        ) : (
          <ChartSkeleton label={t("dashboard.monthly.loadingChart")} />
        )}
      </Stack>
    );
  };

  return (
    <div ref={ref}>
      <SectionCard title={t("dashboard.monthly.title")} description={t("dashboard.monthly.description")}>
        {content()}
      </SectionCard>
    </div>
  );
}
