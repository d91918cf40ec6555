import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from "@mui/material";
import { Currency } from "@portal/contracts";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import * as z from "zod/mini";
import { SubmitButton } from "@/components/form/submit-button";
import { FormField } from "../../components/form-field";
import { applyFieldErrors } from "../../lib/field-errors";
import { useFormat } from "../../lib/format";
import { useTexts } from "../../lib/use-texts";
import { type Batch, type QueuedCurrency, usePrepareBatchMutation } from "./api";
import { cutoffInstant, wallTimeOf } from "./cutoff";

/** The dialog's form: the currency, and the cut-off as typed on the region's clock (empty: now). */
const PrepareFields = z.object({
  currency: Currency,
  cutoff: z.string().check(
    z.refine((value) => value === "" || cutoffInstant(value) !== null, "validation.invalid"),
    z.refine((value) => (cutoffInstant(value)?.getTime() ?? 0) <= Date.now(), "ops.prepare.cutoffFuture"),
  ),
});
type PrepareValues = z.infer<typeof PrepareFields>;

interface PrepareBatchDialogProps {
  open: boolean;
  /** The currency whose "Prepare batch" opened it. */
  currency: Currency;
  /** What waits, per currency: the currencies offered and what the batch would hold. */
  queued: readonly QueuedCurrency[];
  onClose: () => void;
  onPrepared: (batch: Batch) => void;
  onExited?: () => void;
}

/**
 * Prepares a batch of one currency: says what goes in before it is sent, since the transfers
 * leave the queue until the batch is approved or discarded.
 */
export function PrepareBatchDialog({ open, onClose, onExited, ...form }: PrepareBatchDialogProps) {
  const { t } = useTexts();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{t("ops.prepare.title")}</DialogTitle>
      {/* A fresh form each time it opens. */}
      {open && <PrepareForm onClose={onClose} {...form} />}
    </Dialog>
  );
}

function PrepareForm({ currency, queued, onClose, onPrepared }: Omit<PrepareBatchDialogProps, "open" | "onExited">) {
  const { t, failure: failureText } = useTexts();
  const format = useFormat();
  const [prepare] = usePrepareBatchMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues: PrepareValues = { currency, cutoff: "" };
  const form = useForm({ resolver: zodResolver(PrepareFields), defaultValues });
  const pending = form.formState.isSubmitting;
  const [chosen, cutoff] = useWatch({ control: form.control, name: ["currency", "cutoff"] });
  const waiting = queued.find((row) => row.currency === chosen);
  const cutoffAt = cutoffInstant(cutoff);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const at = cutoffInstant(values.cutoff);
    try {
      onPrepared(await prepare({ currency: values.currency, ...(at && { cutoff: at.toISOString() }) }).unwrap());
    } catch (error) {
      if (!applyFieldErrors(error, form))
        setFailure(failureText(error, { INVALID_STATE: "ops.prepare.nothingQueued" }));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{t("ops.prepare.text")}</DialogContentText>
          <FormField control={form.control} name="currency" label={t("ops.prepare.currency")} select required>
            {queued.map((row) => (
              <option key={row.currency} value={row.currency}>
                {row.currency}
              </option>
            ))}
          </FormField>
          <FormField
            control={form.control}
            name="cutoff"
            label={t("ops.prepare.cutoff", { zone: format.zone })}
            hint={t("ops.prepare.cutoffHint")}
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: wallTimeOf(new Date()) } }}
          />
          {waiting && (
            <Alert severity="info" role="status">
              <AlertTitle>{t("ops.prepare.whatHappens")}</AlertTitle>
              {cutoffAt
                ? t("ops.prepare.summaryCutoff", {
                    currency: waiting.currency,
                    cutoff: format.dateTime(cutoffAt),
                    zone: format.zone,
                    transfers: format.number(waiting.count),
                    total: format.money(waiting.total, waiting.currency),
                  })
                : t("ops.prepare.summaryNow", {
                    currency: waiting.currency,
                    transfers: format.number(waiting.count),
                    total: format.money(waiting.total, waiting.currency),
                  })}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary" disabled={pending}>
          {t("ops.cancel")}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {t("ops.prepare.submit")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
