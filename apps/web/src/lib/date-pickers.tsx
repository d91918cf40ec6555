import { LocalizationProvider } from "@mui/x-date-pickers";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { ruRU } from "@mui/x-date-pickers/locales";
import type { Language } from "@portal/contracts";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/az";
import "dayjs/locale/en-gb";
import "dayjs/locale/ru";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { normalizeLanguage } from "./language";

const dayjsLocale: Record<Language, string> = { az: "az", en: "en-gb", ru: "ru" };

/**
 * MUI X has no Azerbaijani texts; these are the ones our pickers show (buttons, the
 * calendar's label and the empty field's placeholder letters).
 */
const azerbaijaniTexts = {
  cancelButtonLabel: "Ləğv et",
  clearButtonLabel: "Təmizlə",
  okButtonLabel: "Təsdiq et",
  todayButtonLabel: "Bu gün",
  datePickerToolbarTitle: "Tarixi seçin",
  openDatePickerDialogue: (formattedDate: string | null) =>
    formattedDate ? `Tarixi seçin, seçilən tarix ${formattedDate}` : "Tarixi seçin",
  previousMonth: "Əvvəlki ay",
  nextMonth: "Növbəti ay",
  fieldYearPlaceholder: (params: { digitAmount: number }) => "İ".repeat(params.digitAmount),
  fieldMonthPlaceholder: (params: { contentType: string }) => (params.contentType === "letter" ? "AAAA" : "AA"),
  fieldDayPlaceholder: () => "GG",
};

const localeTexts: Record<Language, object | undefined> = {
  az: azerbaijaniTexts,
  en: undefined,
  ru: ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** Date pickers in the interface language (DESIGN §2: MUI X with dayjs). */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocale[language]}
      localeText={localeTexts[language]}
    >
      {children}
    </LocalizationProvider>
  );
}

/** What the forms and the API speak: a calendar date as YYYY-MM-DD. */
export const DATE_FORMAT = "YYYY-MM-DD";

export function toDayjs(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, DATE_FORMAT);
  return parsed.isValid() ? parsed : null;
}

/** A picked date as YYYY-MM-DD; a half-typed one as "invalid" so validation names it. */
export function fromDayjs(value: Dayjs | null): string {
  if (!value) return "";
  return value.isValid() ? value.format(DATE_FORMAT) : "invalid";
}
