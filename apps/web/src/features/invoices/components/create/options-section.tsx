import { Box } from "@mui/material";
import { merchantCategories, recurrences } from "@portal/contracts";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Dayjs } from "dayjs";
import { FormDateField } from "@/components/form/form-date-field";
import { FormSection, fullRow } from "./form-section";
import { InstallmentFields } from "./installment-fields";
import { editedValuesControl, type InvoiceForm } from "./invoice-form-values";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "./switch-field";

interface OptionsSectionProps {
  form: InvoiceForm;
  /** The first day a scheduled payment may fall on. */
  tomorrow: Dayjs | null;
}

/** Category, pre-authorisation, installments and recurrence: all optional. */
export function OptionsSection({ form, tomorrow }: OptionsSectionProps) {
  const { t } = useTranslation();
  const recurrence = useWatch({ control: form.control, name: "recurrence" });

  return (
    <FormSection title={t("createInvoice.sections.options")}>
      <SelectField
        control={form.control}
        name="category"
        label={t("createInvoice.fields.category")}
        emptyLabel={t("createInvoice.fields.noCategory")}
        emptySelectable
        options={merchantCategories.map((value) => ({ value, label: t(`common.categories.${value}`) }))}
      />
      <SwitchField
        control={form.control}
        name="preAuth"
        label={t("createInvoice.fields.preAuth")}
        description={t("createInvoice.fields.preAuthHelper")}
      />
      <Box sx={fullRow}>
        <InstallmentFields form={form} />
      </Box>
      <SelectField
        control={form.control}
        name="recurrence"
        label={t("createInvoice.fields.recurrence")}
        options={recurrences.map((value) => ({ value, label: t(`createInvoice.recurrences.${value}`) }))}
        // A date for a schedule that no longer exists would be sent, or block the form unseen.
        onValueChange={(value) => {
          if (value === "none") {
            form.setValue("scheduledPaymentDate", "");
            form.clearErrors("scheduledPaymentDate");
          }
        }}
      />
      {recurrence !== "none" && (
        <FormDateField
          control={editedValuesControl(form)}
          name="scheduledPaymentDate"
          label={t("createInvoice.fields.scheduledPaymentDate")}
          helperText={t("createInvoice.fields.scheduledPaymentHelper")}
          minDate={tomorrow ?? undefined}
          required
        />
      )}
    </FormSection>
  );
}
