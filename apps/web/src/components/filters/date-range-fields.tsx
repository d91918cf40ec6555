import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import { InputAdornment } from "@mui/material";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "@/components/form/text-field";
import { useFormat } from "@/lib/format";

// The date pickers (MUI X with dayjs and its locales, about 50 KiB gzipped) are not part of a
// list's first load: they are fetched when the user heads for the filters (`preloadDateFields`)
// and take the place of their stand-ins once in.
const loadDateField = () => import("./filter-date-field");
const FilterDateField = lazy(() => loadDateField().then((m) => ({ default: m.FilterDateField })));

let wanted = false;
const listeners = new Set<() => void>();

/** Starts fetching the date pickers: pointing at or focusing a list's filters calls it, so the fields are ready when reached. */
export function preloadDateFields() {
  void loadDateField();
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

interface DateFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string;
  maxDate?: string;
}

/**
 * A date filter: the picker once wanted, until then a read-only stand-in that looks like it
 * (same label, the date in the picker's numeric form). The switch is a transition, so the
 * stand-in stays until the picker is in; focusing the stand-in asks for the picker, which
 * takes the focus over when it comes.
 */
function DateField(props: DateFieldProps) {
  const [showPicker, setShowPicker] = useState(wanted);
  const [standInFocused, setStandInFocused] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShowPicker(true));
    listeners.add(show);
    if (wanted) show();
    return () => void listeners.delete(show);
  }, []);
  const standIn = <DateFieldStandIn label={props.label} value={props.value} onFocusChange={setStandInFocused} />;
  return (
    <Suspense fallback={standIn}>
      {showPicker ? <FilterDateField {...props} autoFocus={standInFocused} /> : standIn}
    </Suspense>
  );
}

function DateFieldStandIn({
  label,
  value,
  onFocusChange,
}: {
  label: string;
  value: string | undefined;
  onFocusChange: (focused: boolean) => void;
}) {
  const { formatDate } = useFormat();
  const shown = value
    ? formatDate(`${value}T00:00:00Z`, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" })
    : "";
  return (
    <TextField
      label={label}
      value={shown}
      size="small"
      fullWidth
      onFocus={() => {
        onFocusChange(true);
        preloadDateFields();
      }}
      onBlur={() => onFocusChange(false)}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CalendarMonthOutlined fontSize="small" color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface DateRangeFieldsProps {
  /** The applied range (YYYY-MM-DD), from the URL. */
  from: string | undefined;
  to: string | undefined;
  onChange: (changes: { from?: string | undefined } | { to?: string | undefined }) => void;
  /** What the days are of, where it is not the lists' creation dates ("Created from", "Created to"). */
  labels?: { from: string; to: string };
  /** The first and last days there is anything to find (YYYY-MM-DD), where the list is bounded. */
  bounds?: { min: string; max: string };
}

/** The creation-date range of a list's filters (SPEC §3 from, to): two cells of the filters' grid. */
export function DateRangeFields({ from, to, onChange, labels, bounds }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        label={labels?.from ?? t("common.filters.from")}
        value={from}
        minDate={bounds?.min}
        maxDate={to ?? bounds?.max}
        onChange={(value) => onChange({ from: value })}
      />
      <DateField
        label={labels?.to ?? t("common.filters.to")}
        value={to}
        minDate={from ?? bounds?.min}
        maxDate={bounds?.max}
        onChange={(value) => onChange({ to: value })}
      />
    </>
  );
}
