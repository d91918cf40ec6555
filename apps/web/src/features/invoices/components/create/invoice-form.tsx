import { Alert, Box, Stack } from "@mui/material";
import { addDays, type Application, currencies, type Invoice, LINK_LIFETIME_MAX_DAYS } from "@portal/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "@/components/form/form-date-field";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { runtimeConfig } from "@/config/runtime-config";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { toDayjs } from "@/lib/date-pickers";
import { todayIsoDate } from "@/lib/date-presets";
import { useCreateInvoiceMutation } from "../../api";
import { FormSection, fullRow } from "./form-section";
import {
  editedValuesControl,
  emptyInvoiceForm,
  type InvoiceForm,
  invoiceFormResolver,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from "./invoice-form-values";
import { OptionsSection } from "./options-section";
import { SelectField } from "@/components/form/select-field";

interface InvoiceFormProps {
  /** The live applications: the only ones an invoice can be paid through. */
  applications: Application[];
  onCreated: (invoice: Invoice) => void;
  /** Starts in the first field, as when the user asked for another invoice. */
  focusFirstField?: boolean;
  /** How many days the link lives unless the merchant changes it (the lifetime they chose last). */
  linkLifetimeDays: number;
}

/** The new invoice's fields in four groups, checked by the shared schema and then `POST api/bookings`. */
export function InvoiceForm({ applications, onCreated, focusFirstField = false, linkLifetimeDays }: InvoiceFormProps) {
  const { t } = useTranslation();
  const [createInvoice] = useCreateInvoiceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form: InvoiceForm = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: invoiceFormResolver,
    // The region's own currency first (AZN, or AED in the Emirates variant).
    defaultValues: emptyInvoiceForm(applications, runtimeConfig().currency, linkLifetimeDays),
  });
  const control = editedValuesControl(form);
  useEffect(() => {
    if (focusFirstField) form.setFocus("appId");
  }, [focusFirstField, form]);
  // The pickers offer no day before tomorrow where the rule is "after today", and no link
  // date past its longest life (the same rules the schema checks on submit).
  const today = todayIsoDate();
  const tomorrow = toDayjs(addDays(today, 1));
  const lastLinkDay = toDayjs(addDays(today, LINK_LIFETIME_MAX_DAYS));

  // What was typed stays in the form whatever fails; only the message changes.
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await createInvoice(values);
    if (result.data) onCreated(result.data);
    else if (!applyFieldErrors(result.error, form)) setFailure(errorMessage(result.error));
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <FormSection title={t("createInvoice.sections.payment")}>
        <SelectField
          control={form.control}
          name="appId"
          label={t("createInvoice.fields.application")}
          helperText={t("createInvoice.fields.applicationHelper")}
          emptyLabel={t("createInvoice.fields.choose")}
          options={applications.map((app) => ({ value: app.id, label: app.appName }))}
          sx={fullRow}
          required
        />
        <Box
          sx={{
            display: "grid",
            gap: 2.5,
            columnGap: 1.5,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "minmax(0, 3fr) minmax(0, 2fr)" },
          }}
        >
          <FormTextField
            control={control}
            name="amount"
            label={t("createInvoice.fields.amount")}
            helperText={t("createInvoice.fields.amountHelper")}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            fullWidth
            required
          />
          <SelectField
            control={form.control}
            name="currency"
            label={t("createInvoice.fields.currency")}
            options={currencies.map((value) => ({ value, label: value }))}
            required
          />
        </Box>
        <FormTextField
          control={control}
          name="bookingId"
          label={t("createInvoice.fields.bookingId")}
          helperText={t("createInvoice.fields.bookingIdHelper")}
          autoComplete="off"
          fullWidth
          required
        />
        <FormTextField
          control={control}
          name="description"
          label={t("createInvoice.fields.description")}
          helperText={t("createInvoice.fields.descriptionHelper")}
          multiline
          minRows={2}
          sx={fullRow}
          fullWidth
          required
        />
      </FormSection>

      {/* The customer's details, not the merchant's: the browser must not fill in the user's own. */}
      <FormSection title={t("createInvoice.sections.customer")}>
        <FormTextField
          control={control}
          name="fullName"
          label={t("createInvoice.fields.fullName")}
          autoComplete="off"
          sx={fullRow}
          fullWidth
          required
        />
        <FormTextField
          control={control}
          name="phone"
          label={t("createInvoice.fields.phone")}
          helperText={t("createInvoice.fields.phoneHelper")}
          type="tel"
          autoComplete="off"
          fullWidth
          required
        />
        <FormTextField
          control={control}
          name="email"
          label={t("createInvoice.fields.email")}
          helperText={t("createInvoice.fields.emailHelper")}
          type="email"
          autoComplete="off"
          fullWidth
        />
      </FormSection>

      <FormSection title={t("createInvoice.sections.dates")}>
        <FormDateField
          control={control}
          name="linkExpirationDate"
          label={t("createInvoice.fields.linkExpirationDate")}
          helperText={t("createInvoice.fields.linkExpirationHelper")}
          minDate={tomorrow ?? undefined}
          maxDate={lastLinkDay ?? undefined}
          required
        />
        <FormDateField control={control} name="dueDate" label={t("createInvoice.fields.dueDate")} />
        <FormDateField control={control} name="checkInDate" label={t("createInvoice.fields.checkInDate")} />
      </FormSection>

      <OptionsSection form={form} tomorrow={tomorrow} />

      {failure && <Alert severity="error">{failure}</Alert>}
      <SubmitButton
        pending={form.formState.isSubmitting}
        fullWidth={false}
        sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
      >
        {t("createInvoice.submit")}
      </SubmitButton>
    </Stack>
  );
}
