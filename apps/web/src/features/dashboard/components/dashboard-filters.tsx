import { Box } from "@mui/material";
import type { Application } from "@portal/contracts";
import type { ChangeEvent } from "react";
import { TextField } from "@/components/form/text-field";
import type { DateRange } from "@/lib/date-preset-range";
import { isPeriod, periods } from "../period";
import type { DashboardFilters } from "../use-dashboard-filters";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { CustomRangeFields } from "./custom-range-fields";

interface DashboardFiltersProps {
  filters: DashboardFilters;
  /** The days shown now: a custom period starts from them. */
  range: DateRange;
  applications: readonly Application[] | undefined;
  onChange: (changes: Partial<DashboardFilters>) => void;
}

/**
 * Which application and which days the figures cover. Native selects: the phone's own
 * picker, and type-ahead from the keyboard.
 */
export function DashboardFiltersBar({ filters, range, applications, onChange }: DashboardFiltersProps) {
  const { t } = useDashboardTranslation();
  const choosePeriod = (event: ChangeEvent<HTMLInputElement>) => {
    const period = event.target.value;
    if (!isPeriod(period)) return;
    onChange(period === "custom" ? { period, custom: range } : { period });
  };
  return (
    <Box
      role="group"
      aria-label={t("dashboard.filters.label")}
      sx={{
        display: "grid",
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
        "& .MuiOutlinedInput-root": { bgcolor: "background.paper" },
      }}
    >
      <TextField
        select
        size="small"
        label={t("dashboard.filters.application")}
        value={filters.appId ?? ""}
        onChange={(event) => onChange({ appId: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="">{t("dashboard.filters.allApplications")}</option>
        {applications?.map((app) => (
          <option key={app.id} value={app.id}>
            {app.appName}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("dashboard.filters.period")}
        value={filters.period}
        onChange={choosePeriod}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {periods.map((period) => (
          <option key={period} value={period}>
            {period === "today" || period === "custom"
              ? t(`dashboard.filters.periods.${period}`)
              : t(`common.filters.presets.${period}`)}
          </option>
        ))}
      </TextField>
      {filters.period === "custom" && (
        <CustomRangeFields range={filters.custom} onChange={(custom) => onChange({ custom })} />
      )}
    </Box>
  );
}
