import { Box, FormControlLabel, FormHelperText, Stack, Switch } from "@mui/material";
import { installmentCardNames, installmentCardTypes, installmentPeriods } from "@portal/contracts";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { InvoiceForm } from "./invoice-form-values";
import { SelectField } from "@/components/form/select-field";

/** The cards' brand names, written the same in every language. */

/** Optional installments: when allowed, the installment card and the plan's length must be chosen. */
export function InstallmentFields({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const installment = useWatch({ control: form.control, name: "installment" });
  const enabled = installment !== null;

  const toggle = (on: boolean) => {
    form.clearErrors("installment");
    form.setValue("installment", on ? { cardType: "", period: "" } : null, { shouldDirty: true });
  };

  return (
    <Stack spacing={2}>
      <Stack>
        <FormControlLabel
          label={t("createInvoice.fields.installment")}
          control={
            <Switch
              checked={enabled}
              onChange={(event) => toggle(event.target.checked)}
              slotProps={{ input: { "aria-describedby": descriptionId } }}
            />
          }
        />
        <FormHelperText id={descriptionId} sx={{ mt: 0, ml: 6 }}>
          {t("createInvoice.fields.installmentHelper")}
        </FormHelperText>
      </Stack>
      {enabled && (
        <Box
          sx={{
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
          }}
        >
          <SelectField
            control={form.control}
            name="installment.cardType"
            label={t("createInvoice.fields.cardType")}
            emptyLabel={t("createInvoice.fields.choose")}
            options={installmentCardTypes.map((value) => ({ value, label: installmentCardNames[value] }))}
            required
          />
          <SelectField
            control={form.control}
            name="installment.period"
            label={t("createInvoice.fields.period")}
            emptyLabel={t("createInvoice.fields.choose")}
            options={installmentPeriods.map((value) => ({
              value,
              label: t("createInvoice.fields.periodDays", { days: value }),
            }))}
            required
          />
        </Box>
      )}
    </Stack>
  );
}
