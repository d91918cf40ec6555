import { Skeleton } from "@mui/material";
import { lazy, Suspense } from "react";
import type { DateRange } from "@/lib/date-preset-range";
import { useDashboardTranslation } from "../use-dashboard-translation";

// The date pickers (MUI X with dayjs, about 50 KiB gzipped) load only once a custom period is chosen.
const FilterDateField = lazy(() =>
  import("@/components/filters/filter-date-field").then((m) => ({ default: m.FilterDateField })),
);

interface CustomRangeFieldsProps {
  range: Partial<DateRange>;
  onChange: (range: Partial<DateRange>) => void;
}

/** The first and last day of a custom period: two cells of the filters' grid. */
export function CustomRangeFields({ range, onChange }: CustomRangeFieldsProps) {
  const { t } = useDashboardTranslation();
  const loading = (label: string) => <Skeleton variant="rounded" height={40} role="progressbar" aria-label={label} />;
  return (
    <>
      <Suspense fallback={loading(t("dashboard.filters.from"))}>
        <FilterDateField
          label={t("dashboard.filters.from")}
          value={range.from}
          maxDate={range.to}
          onChange={(from) => onChange({ ...range, from })}
        />
      </Suspense>
      <Suspense fallback={loading(t("dashboard.filters.to"))}>
        <FilterDateField
          label={t("dashboard.filters.to")}
          value={range.to}
          minDate={range.from}
          onChange={(to) => onChange({ ...range, to })}
        />
      </Suspense>
    </>
  );
}
