import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { addDays, currencies, type Invoice, LINK_LIFETIME_MAX_DAYS } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { FormDateField } from "@/components/form/form-date-field";
import { FormTextField } from "@/components/form/form-text-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { toDayjs } from "@/lib/date-pickers";
import { todayIsoDate } from "@/lib/date-presets";
import { validationMessage } from "@/lib/validation-message";
import { useUpdateInvoiceMutation } from "../../api";
import { editInvoiceSchema, type EditValues, editValuesOf } from "../../edit-invoice";

interface EditInvoiceDialogProps {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Edits an unpaid invoice (PUT api/booking/invoice/{id}); what the dialog does not show is sent back unchanged. */
export function EditInvoiceDialog({ open, ...props }: EditInvoiceDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // Not on a stray click outside: typed changes would be lost.
        if (reason !== "backdropClick") props.onClose();
      }}
      fullWidth
      maxWidth="md"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      {/* Mounted only while open: every opening starts from the invoice as it is now. */}
      {open && <EditInvoiceForm {...props} />}
    </Dialog>
  );
}

const twoColumns = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
};

function EditInvoiceForm({ invoice, onClose, onSaved }: Omit<EditInvoiceDialogProps, "open">) {
  const { t } = useTranslation();
  const [today] = useState(todayIsoDate);
  const [schema] = useState(() => editInvoiceSchema(invoice, today));
  const [update, { isLoading }] = useUpdateInvoiceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: editValuesOf(invoice),
  });
  const { control } = form;
  const rootError = form.formState.errors.root?.message;

  const save = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update({ id: invoice.id, body }).unwrap();
      onSaved();
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ display: "contents" }}>
      <DialogTitle>{t("invoices.edit.title", { invoiceCode: invoice.invoiceCode })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="amount"
              label={t("invoices.fields.amount")}
              required
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
            />
            <SelectField
              control={control}
              name="currency"
              label={t("invoices.fields.currency")}
              required
              options={currencies.map((currency) => ({ value: currency, label: currency }))}
            />
            <FormTextField
              control={control}
              name="fullName"
              label={t("invoices.fields.fullName")}
              required
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="phone"
              label={t("invoices.fields.phone")}
              required
              type="tel"
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="email"
              label={t("invoices.fields.email")}
              type="email"
              autoComplete="off"
            />
            <FormTextField control={control} name="bookingId" label={t("invoices.fields.bookingId")} required />
          </Box>
          <FormTextField
            control={control}
            name="description"
            label={t("invoices.fields.description")}
            required
            multiline
            minRows={2}
          />
          <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } }}>
            <FormDateField
              control={control}
              name="linkExpirationDate"
              label={t("invoices.fields.linkExpirationDate")}
              required
              minDate={toDayjs(addDays(today, 1)) ?? undefined}
              maxDate={toDayjs(addDays(today, LINK_LIFETIME_MAX_DAYS)) ?? undefined}
            />
            <FormDateField control={control} name="dueDate" label={t("invoices.fields.dueDate")} />
            <FormDateField control={control} name="checkInDate" label={t("invoices.fields.checkInDate")} />
          </Box>
          {rootError && (
            <Alert severity="error">{validationMessage(rootError, t("invoices.fields.scheduledPaymentDate"))}</Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary">
          {t("invoices.actions.cancel")}
        </Button>
        <SubmitButton pending={isLoading} fullWidth={false} size="medium">
          {t("invoices.edit.save")}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}
