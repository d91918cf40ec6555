import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { DatePresetButtons } from "@/components/filters/date-preset-buttons";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FiltersPanel } from "@/components/filters/filters-panel";
import { FormTextField } from "@/components/form/form-text-field";
import { hasFilters, type ListQuery, TextFilters, textFiltersOf, withFilters } from "../filters";

interface QrPaymentFiltersPanelProps {
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}

/** SPEC §3 "QR payouts" filters: the dates and their presets, and four typed-in ones. */
export function QrPaymentFiltersPanel({ query, onChange }: QrPaymentFiltersPanelProps) {
  const { t } = useTranslation();
  // `values`: the typed-in filters follow the URL (the back button, Clear filters).
  const form = useForm<TextFilters, unknown, z.output<typeof TextFilters>>({
    resolver: zodResolver(TextFilters),
    values: textFiltersOf(query),
  });

  const apply = (changes: Parameters<typeof withFilters>[1]) => onChange(withFilters(query, changes));
  const clear = () => {
    form.reset(textFiltersOf({ page: 0 }));
    onChange({ page: 0 });
  };

  return (
    <FiltersPanel
      quick={<DateRangeFields from={query.from} to={query.to} onChange={apply} />}
      presets={<DatePresetButtons range={query} onChoose={apply} />}
      typedSet={Object.values(textFiltersOf(query)).filter(Boolean).length}
      onSubmit={form.handleSubmit((values) => apply(values))}
      onClear={clear}
      filtered={hasFilters(query)}
    >
      <FormTextField
        control={form.control}
        name="amount"
        label={t("qrPayments.fields.amount")}
        size="small"
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <FormTextField control={form.control} name="fullName" label={t("qrPayments.fields.fullName")} size="small" />
      <FormTextField
        control={form.control}
        name="phoneNumber"
        label={t("qrPayments.fields.phoneNumber")}
        size="small"
        slotProps={{ htmlInput: { inputMode: "tel" } }}
      />
      <FormTextField
        control={form.control}
        name="optionalCode"
        label={t("qrPayments.fields.optionalCode")}
        size="small"
      />
    </FiltersPanel>
  );
}
