import { zodResolver } from "@hookform/resolvers/zod";
import { payoutStatuses } from "@portal/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { DatePresetButtons } from "@/components/filters/date-preset-buttons";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FiltersPanel } from "@/components/filters/filters-panel";
import { StatusFilter } from "@/components/filters/status-filter";
import { FormTextField } from "@/components/form/form-text-field";
import { hasFilters, type PayoutsQuery, TextFilters, textFiltersOf, withFilters } from "../../payouts-query";

interface PayoutFiltersProps {
  query: PayoutsQuery;
  onChange: (query: PayoutsQuery) => void;
}

/** The payouts' filters: status, creation dates and their presets, and the exact amount and the recipient typed in. */
export function PayoutFilters({ query, onChange }: PayoutFiltersProps) {
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
      quick={
        <>
          <StatusFilter
            value={query.status}
            options={payoutStatuses.map((status) => ({ value: status, label: t(`payouts.statuses.${status}`) }))}
            onChange={(status) => apply({ status })}
          />
          <DateRangeFields from={query.from} to={query.to} onChange={apply} />
        </>
      }
      presets={<DatePresetButtons range={query} onChoose={apply} />}
      typedSet={Object.values(textFiltersOf(query)).filter(Boolean).length}
      onSubmit={form.handleSubmit((values) => apply(values))}
      onClear={clear}
      filtered={hasFilters(query)}
    >
      <FormTextField
        control={form.control}
        name="amount"
        label={t("payouts.filters.amount")}
        size="small"
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <FormTextField
        control={form.control}
        name="recipient"
        label={t("payouts.filters.recipient")}
        hint={t("payouts.filters.recipientHint")}
        size="small"
      />
    </FiltersPanel>
  );
}
