import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import FilterAltOff from "@mui/icons-material/FilterAltOff";
import Search from "@mui/icons-material/Search";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Collapse, MenuItem, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, useMediaQuery } from "@mui/material";
import { type DatePreset, datePresets, type InvoiceStatus, invoiceStatuses } from "@portal/contracts";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { FormTextField } from "@/components/form/form-text-field";
import { todayIsoDate } from "@/lib/date-pickers";
import { useInvoiceStatusesQuery } from "../../api";
import { datePresetRange, presetOf } from "../../date-presets";
import { hasFilters, type ListQuery, TextFilters, textFiltersOf, withFilters } from "../../filters";
import { FilterDateField } from "./filter-date-field";

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;

interface InvoiceFiltersPanelProps {
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}

/**
 * SPEC §3 invoice filters. The status, the dates and the presets apply as they change;
 * the typed-in ones together on Enter or Apply, so the list does not reload on every key.
 */
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
  // On a phone the six typed-in filters fold away behind one button, open when one is set.
  const narrow = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const textFiltersSet = Object.values(textFiltersOf(query)).filter(Boolean).length;
  const [unfolded, setUnfolded] = useState(textFiltersSet > 0);
  const textFiltersOpen = !narrow || unfolded;
  const textFiltersId = useId();
  const today = todayIsoDate();
  const preset = presetOf(query, today) ?? null;

  const apply = (changes: Parameters<typeof withFilters>[1]) => onChange(withFilters(query, changes));
  const choosePreset = (chosen: DatePreset | null) => {
    if (chosen) apply(datePresetRange(chosen, today));
  };
  const clear = () => {
    form.reset(textFiltersOf({ page: 0 }));
    onChange({ page: 0 });
  };

  return (
    <Paper component="section" variant="outlined" aria-label={t("invoices.filters.label")} sx={{ p: 2, mb: 2 }}>
      <Stack spacing={2}>
        <Box sx={grid}>
          <TextField
            select
            size="small"
            label={t("invoices.filters.status")}
            value={query.status ?? ""}
            onChange={(event) => apply({ status: event.target.value })}
          >
            <MenuItem value="">{t("invoices.filters.allStatuses")}</MenuItem>
            {statusOptions.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`common.paymentStatus.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <FilterDateField label={t("invoices.filters.from")} value={query.from} maxDate={query.to} onChange={(from) => apply({ from })} />
          <FilterDateField label={t("invoices.filters.to")} value={query.to} minDate={query.from} onChange={(to) => apply({ to })} />
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={preset}
          onChange={(_event, chosen: DatePreset | null) => choosePreset(chosen)}
          aria-label={t("invoices.filters.presetsLabel")}
          sx={{ flexWrap: "wrap" }}
        >
          {datePresets.map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: "none", px: 1.5 }}>
              {t(`invoices.filters.presets.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box component="form" noValidate onSubmit={form.handleSubmit((values) => apply(values))}>
          {narrow && (
            <Button
              type="button"
              variant="outlined"
              size="small"
              aria-expanded={textFiltersOpen}
              aria-controls={textFiltersId}
              endIcon={textFiltersOpen ? <ExpandLess /> : <ExpandMore />}
              onClick={() => setUnfolded((open) => !open)}
              sx={{ mb: textFiltersOpen ? 2 : 0 }}
            >
              {textFiltersOpen
                ? t("invoices.filters.fewer")
                : textFiltersSet
                  ? t("invoices.filters.moreSet", { count: textFiltersSet })
                  : t("invoices.filters.more")}
            </Button>
          )}
          <Collapse in={textFiltersOpen} id={textFiltersId}>
            <Box sx={grid}>
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
            </Box>
          </Collapse>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", rowGap: 1 }}>
            {textFiltersOpen && (
              <Button type="submit" variant="contained" startIcon={<Search />}>
                {t("invoices.filters.apply")}
              </Button>
            )}
            <Button type="button" variant="text" color="secondary" startIcon={<FilterAltOff />} onClick={clear} disabled={!hasFilters(query)}>
              {t("invoices.filters.clear")}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
