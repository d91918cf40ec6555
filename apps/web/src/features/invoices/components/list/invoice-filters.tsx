import { zodResolver } from "@hookform/resolvers/zod";
import { type InvoiceStatus, invoiceStatuses } from "@portal/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { DatePresetButtons } from "@/components/filters/date-preset-buttons";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FiltersPanel } from "@/components/filters/filters-panel";
import { StatusFilter } from "@/components/filters/status-filter";
import { FormTextField } from "@/components/form/form-text-field";
import { useInvoiceStatusesQuery } from "../../api";
import { hasFilters, type ListQuery, TextFilters, textFiltersOf, withFilters } from "../../filters";

interface InvoiceFiltersPanelProps {
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}

/** SPEC §3 invoice filters: status, creation dates and their presets, and six typed-in ones. */
export function InvoiceFiltersPanel({ query, onChange }: InvoiceFiltersPanelProps) {
  const { t } = useTranslation();
  const statuses = useInvoiceStatusesQuery();
  // The server's list (GET api/meta-invoice) once known; every invoice status until then.
  const statusOptions: readonly InvoiceStatus[] = statuses.data?.map(({ value }) => value) ?? invoiceStatuses;
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
            options={statusOptions.map((status) => ({ value: status, label: t(`common.paymentStatus.${status}`) }))}
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
        label={t("invoices.fields.amount")}
        size="small"
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <FormTextField control={form.control} name="appName" label={t("invoices.fields.appName")} size="small" />
      <FormTextField control={form.control} name="bookingId" label={t("invoices.fields.bookingId")} size="small" />
      <FormTextField control={form.control} name="invoiceCode" label={t("invoices.fields.invoiceCode")} size="small" />
      <FormTextField control={form.control} name="guestName" label={t("invoices.filters.guestName")} size="small" />
      <FormTextField control={form.control} name="email" label={t("invoices.fields.email")} size="small" />
    </FiltersPanel>
  );
}
