import { zodResolver } from "@hookform/resolvers/zod";
import { type MetaTransactions, type TransactionStatus, transactionStatuses } from "@portal/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { DatePresetButtons } from "@/components/filters/date-preset-buttons";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FiltersPanel } from "@/components/filters/filters-panel";
import { StatusFilter } from "@/components/filters/status-filter";
import { FormTextField } from "@/components/form/form-text-field";
import { normalizeLanguage } from "@/lib/language";
import { hasFilters, type TransactionQuery, TypedFilters, typedFiltersOfQuery, withFilters } from "../../list-query";

interface TransactionFiltersPanelProps {
  query: TransactionQuery;
  onChange: (query: TransactionQuery) => void;
  /** The server's statuses with their labels (GET meta-data-transactions), once known. */
  statuses: MetaTransactions["statuses"] | undefined;
}

/** SPEC §3 transaction filters: status, creation dates and their presets, and nine typed-in ones. */
export function TransactionFiltersPanel({ query, onChange, statuses }: TransactionFiltersPanelProps) {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  // The server's labels in the reader's language; the portal's own until they arrive.
  const statusOptions: { value: TransactionStatus; label: string }[] =
    statuses?.map(({ value, labels }) => ({ value, label: labels[language] || t(`common.paymentStatus.${value}`) })) ??
    transactionStatuses.map((value) => ({ value, label: t(`common.paymentStatus.${value}`) }));
  // `values`: the typed-in filters follow the URL (the back button, Clear filters, a saved view).
  const form = useForm<TypedFilters, unknown, z.output<typeof TypedFilters>>({
    resolver: zodResolver(TypedFilters),
    values: typedFiltersOfQuery(query),
  });

  const apply = (changes: Parameters<typeof withFilters>[1]) => onChange(withFilters(query, changes));
  const clear = () => {
    form.reset(typedFiltersOfQuery({ page: 0 }));
    onChange({ page: 0 });
  };
  const field = (name: keyof TypedFilters, label: string) => (
    <FormTextField control={form.control} name={name} label={label} size="small" />
  );

  return (
    <FiltersPanel
      quick={
        <>
          <StatusFilter value={query.status} options={statusOptions} onChange={(status) => apply({ status })} />
          <DateRangeFields from={query.from} to={query.to} onChange={apply} />
        </>
      }
      presets={<DatePresetButtons range={query} onChoose={apply} />}
      typedSet={Object.values(typedFiltersOfQuery(query)).filter(Boolean).length}
      onSubmit={form.handleSubmit((values) => apply(values))}
      onClear={clear}
      filtered={hasFilters(query)}
    >
      <FormTextField
        control={form.control}
        name="amount"
        label={t("transactions.filters.amount")}
        size="small"
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      {field("fullName", t("transactions.filters.fullName"))}
      <FormTextField
        control={form.control}
        name="cardNumber"
        label={t("transactions.filters.cardNumber")}
        hint={t("transactions.filters.cardNumberHint")}
        size="small"
        slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
      />
      {field("orderId", t("transactions.filters.orderId"))}
      {field("invoiceCode", t("transactions.filters.invoiceCode"))}
      {field("bookingId", t("transactions.filters.bookingId"))}
      {field("rrn", t("transactions.filters.rrn"))}
      {field("name", t("transactions.filters.name"))}
      {field("description", t("transactions.filters.description"))}
    </FiltersPanel>
  );
}
