import FilterAltOff from "@mui/icons-material/FilterAltOff";
import { Box, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DatePresetButtons } from "@/components/filters/date-preset-buttons";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FilterSection } from "@/components/filters/filter-section";

interface OperationDateFiltersProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (changes: { from?: string | undefined; to?: string | undefined }) => void;
}

/**
 * The operations' dates: the lists' date fields and presets, applied as they change. Only
 * dates, so not the lists' `FiltersPanel`, whose typed-in filters and Apply have nothing to do here.
 */
export function OperationDateFilters({ from, to, onChange }: OperationDateFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterSection>
      <Stack spacing={2}>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
          }}
        >
          <DateRangeFields from={from} to={to} onChange={onChange} />
        </Box>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, justifyContent: "space-between", alignItems: "center" }}>
          <DatePresetButtons range={{ from, to }} onChoose={onChange} />
          <Button
            variant="text"
            color="secondary"
            startIcon={<FilterAltOff />}
            onClick={() => onChange({ from: undefined, to: undefined })}
            disabled={!from && !to}
          >
            {t("common.filters.clear")}
          </Button>
        </Stack>
      </Stack>
    </FilterSection>
  );
}
