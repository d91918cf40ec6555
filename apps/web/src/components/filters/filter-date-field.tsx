import { DatePicker } from "@mui/x-date-pickers";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { DatePickersProvider, DATE_FORMAT, toDayjs } from "@/lib/date-pickers";

interface FilterDateFieldProps {
  label: string;
  /** The applied date (YYYY-MM-DD), from the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string;
  maxDate?: string;
  /** Takes the focus its stand-in had (date-range-fields.tsx). */
  autoFocus?: boolean;
}

/**
 * A date filter that applies as soon as it holds a whole valid date, or is cleared. What
 * is half typed (or outside its bounds) stays in the field without touching the list.
 */
export function FilterDateField({ label, value, onChange, minDate, maxDate, autoFocus }: FilterDateFieldProps) {
  const [draft, setDraft] = useState<Dayjs | null>(() => toDayjs(value));
  const [applied, setApplied] = useState(value);
  // The URL changed under the field (a preset, Clear filters, the back button): show it.
  if (applied !== value) {
    setApplied(value);
    setDraft(toDayjs(value));
  }

  return (
    // The pickers' localisation (MUI X, dayjs and its locales) is loaded only by screens with a date field.
    <DatePickersProvider>
      <DatePicker
        label={label}
        autoFocus={autoFocus}
        value={draft}
        minDate={toDayjs(minDate) ?? undefined}
        maxDate={toDayjs(maxDate) ?? undefined}
        onChange={(next, { validationError }) => {
          setDraft(next);
          if (!next) onChange(undefined);
          else if (next.isValid() && !validationError) onChange(next.format(DATE_FORMAT));
        }}
        slotProps={{ textField: { size: "small", fullWidth: true }, field: { clearable: true } }}
      />
    </DatePickersProvider>
  );
}
