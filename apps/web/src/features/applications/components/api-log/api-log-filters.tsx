import FilterAltOff from "@mui/icons-material/FilterAltOff";
import { Box, Button, Stack } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import { API_LOG_DAYS, type ApiLogQuery, apiLogStatusClasses, apiLogStatuses } from "@portal/contracts";
import { addDays } from "@portal/contracts/calendar";
import { useEffect, useMemo, useState } from "react";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FilterSection } from "@/components/filters/filter-section";
import { TextField } from "@/components/form/text-field";
import { todayIsoDate } from "@/lib/date-presets";
import { useApiLogTranslation } from "./api-log-texts";

export type ApiLogFilters = Omit<ApiLogQuery, "page">;
type TextFilterName = "path" | "idempotencyKey";

/** A pause in typing long enough to mean "this is what I am looking for", short enough not to wait for. */
const TYPING_PAUSE_MS = 600;

/**
 * A field across the filters' line below `until`: where they are two a line, the idempotency
 * key goes alone, so the days are together.
 */
const fullLine = (until: "sm" | "md") => ({ gridColumn: { xs: "1 / -1", [until]: "auto" } });

const statusFilters: readonly string[] = [...apiLogStatusClasses, ...apiLogStatuses];

interface TextFilterProps {
  name: TextFilterName;
  label: string;
  placeholder?: string;
  /** The contract's longest: a longer one would be refused rather than looked for. */
  maxLength: number;
  /** The applied value. */
  value: string | undefined;
  onChange: (changes: ApiLogFilters) => void;
  sx?: SxProps<Theme>;
}

/**
 * A typed-in filter, applied on Enter or once typing pauses: the log is not read again at
 * every keystroke. Blank means no filter.
 */
function TextFilter({ name, label, placeholder, maxLength, value, onChange, sx }: TextFilterProps) {
  const [draft, setDraft] = useState(value ?? "");
  const [applied, setApplied] = useState(value);
  const typed = draft.trim() || undefined;
  // Cleared from outside (Clear filters): show it, unless the draft already says the same.
  if (applied !== value) {
    setApplied(value);
    if (typed !== value) setDraft(value ?? "");
  }

  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange({ [name]: typed }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [name, typed, value, onChange]);

  return (
    <TextField
      size="small"
      fullWidth
      sx={sx}
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && typed !== value) onChange({ [name]: typed });
      }}
      slotProps={{
        htmlInput: { maxLength, autoComplete: "off", spellCheck: false, autoCapitalize: "none" },
        inputLabel: { shrink: true },
      }}
    />
  );
}

interface ApiLogFiltersPanelProps {
  filters: ApiLogFilters;
  /** Stable: a typed-in filter waits for a pause through it. */
  onChange: (changes: ApiLogFilters) => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * The log's filters: the answer's class or exact status, the path's start, the idempotency key
 * and the days (the transactions' date fields, whose pickers load when the merchant heads for
 * them, bounded to the days the log keeps).
 */
export function ApiLogFiltersPanel({ filters, onChange, onClear, onRefresh, refreshing }: ApiLogFiltersPanelProps) {
  const { t } = useApiLogTranslation();
  const filtered = Object.values(filters).some((value) => value !== undefined);
  // The days the log keeps, on the region's calendar: a picker offers no day outside them.
  const bounds = useMemo(() => {
    const today = todayIsoDate();
    return { min: addDays(today, -API_LOG_DAYS), max: today };
  }, []);

  return (
    <FilterSection>
      <Stack spacing={1.5}>
        {/* One line where the dialog is wide; narrower, three fields a line, then two, then one
            (on a phone a date beside another has no room to be read). */}
        <Box
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: {
              xs: "minmax(0, 1fr)",
              sm: "repeat(2, minmax(0, 1fr))",
              md: "repeat(3, minmax(0, 1fr))",
              lg: "minmax(0, 11rem) minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 12rem) minmax(0, 12rem)",
            },
          }}
        >
          <TextField
            select
            size="small"
            fullWidth
            label={t("apiLog.filters.status")}
            sx={fullLine("sm")}
            value={filters.status ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ status: statusFilters.includes(value) ? value : undefined });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            <option value="">{t("common.filters.allStatuses")}</option>
            <optgroup label={t("apiLog.filters.statusClasses")}>
              {apiLogStatusClasses.map((each) => (
                <option key={each} value={each}>
                  {t(`apiLog.filters.statusClass.${each}`)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("apiLog.filters.exactStatus")}>
              {apiLogStatuses.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </optgroup>
          </TextField>
          <TextFilter
            name="path"
            label={t("apiLog.filters.path")}
            placeholder={t("apiLog.filters.pathExample")}
            maxLength={200}
            sx={fullLine("sm")}
            value={filters.path}
            onChange={onChange}
          />
          <TextFilter
            name="idempotencyKey"
            label={t("apiLog.filters.idempotencyKey")}
            maxLength={255}
            sx={fullLine("md")}
            value={filters.idempotencyKey}
            onChange={onChange}
          />
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            onChange={onChange}
            labels={{ from: t("apiLog.filters.from"), to: t("apiLog.filters.to") }}
            bounds={bounds}
          />
        </Box>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {/* No icon: a third lazy screen using it would move it into mui-screens, which every screen loads. */}
          <Button variant="outlined" size="small" onClick={onRefresh} disabled={refreshing}>
            {t("apiLog.refresh")}
          </Button>
          {filtered && (
            <Button size="small" startIcon={<FilterAltOff aria-hidden />} onClick={onClear}>
              {t("common.filters.clear")}
            </Button>
          )}
        </Stack>
      </Stack>
    </FilterSection>
  );
}
