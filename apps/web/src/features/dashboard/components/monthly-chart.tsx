import { Box, useTheme } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import type { MonthActivity } from "@portal/contracts";
import { visuallyHidden } from "@/components/visually-hidden";
import { useFormat } from "@/lib/format";
import { monthInstant } from "../monthly-series";
import { useDashboardTranslation } from "../use-dashboard-translation";

interface MonthlyChartProps {
  months: readonly MonthActivity[];
  /** Names the chart: its figure's caption, for screen readers. */
  label: string;
}

/**
 * Payments received and refunds, month by month, as bars. This file is its own chunk with
 * MUI X Charts (monthly-activity-section.tsx loads it), so no other screen downloads them.
 * Received is the brand's dark blue and refunds its red: both stand out against white
 * (SPEC §9 palette; the teal is too light for a bar at 2.2:1). The chart is named by a
 * figure's caption rather than its own `title`, which MUI X puts on an element of role
 * "none", where a name is not allowed. Its bars can be reached with the arrow keys, each
 * read out as month, series and amount.
 */
export function MonthlyChart({ months, label }: MonthlyChartProps) {
  const { t } = useDashboardTranslation();
  const { formatDate, formatMoney, formatNumber } = useFormat();
  const { palette } = useTheme();
  const currency = months[0]?.currency ?? "";
  const money = (value: number | null) => (value === null ? "" : formatMoney(value, currency));
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="figcaption" sx={visuallyHidden}>
        {label}
      </Box>
      <BarChart
        height={300}
        dataset={months.map(({ month, received, refunded }) => ({ month, received, refunded }))}
        xAxis={[
          {
            scaleType: "band",
            dataKey: "month",
            // Room for a line of Poppins, whose tall ascenders measure about 18 px at 12: in the default 25 px the labels are cut to nothing.
            height: 32,
            valueFormatter: (month: string, context) =>
              formatDate(
                monthInstant(month),
                context.location === "tick"
                  ? { month: "short", timeZone: "UTC" }
                  : { month: "long", year: "numeric", timeZone: "UTC" },
              ),
          },
        ]}
        yAxis={[
          { width: "auto", valueFormatter: (value: number) => formatNumber(value, { maximumFractionDigits: 0 }) },
        ]}
        series={[
          {
            dataKey: "received",
            label: t("dashboard.monthly.received"),
            color: palette.secondary.main,
            valueFormatter: money,
          },
          {
            dataKey: "refunded",
            label: t("dashboard.monthly.refunded"),
            color: palette.error.main,
            valueFormatter: money,
          },
        ]}
        localeText={{
          loading: t("dashboard.monthly.loadingChart"),
          noData: t("dashboard.monthly.empty"),
          a11yNoValue: t("dashboard.monthly.noValue"),
        }}
        slotProps={{ legend: { position: { vertical: "top", horizontal: "start" } } }}
      />
    </Box>
  );
}
