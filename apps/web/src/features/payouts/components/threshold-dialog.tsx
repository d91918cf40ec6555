import { zodResolver } from "@hookform/resolvers/zod";
import { DialogContentText, InputAdornment } from "@mui/material";
import { type Currency, fromMinorUnits, minorOf, walletAmountIssue } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { FormTextField } from "@/components/form/form-text-field";
import { MoneyDialog, MoneyStep } from "@/components/money-dialog/money-dialog";
import { amountToSend } from "@/components/money-dialog/money-form";
import { type Failure, MoneyFailure, useFailureReason } from "@/components/money-dialog/money-failure";
import { applyFieldErrors } from "@/lib/api-error";
import { useUpdatePayoutSettingsMutation } from "../api";

/** The contract's rule for an amount (SPEC §5: a number, at least 1, two decimals at most), checked as typed. */
const ThresholdForm = z.object({
  reviewThreshold: z.string().check(
    z.superRefine((value, ctx) => {
      const issue = walletAmountIssue(value, null);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    }),
  ),
});
type ThresholdValues = z.input<typeof ThresholdForm>;

interface ThresholdDialogProps {
  open: boolean;
  /** The threshold now, in major units. */
  current: number;
  currency: Currency;
  onClose: () => void;
  onDone: (threshold: number) => void;
}

/** The main user sets the amount above which a payout waits for another user's approval; the server keeps it for the whole account. */
export function ThresholdDialog({ open, current, currency, onClose, onDone }: ThresholdDialogProps) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdatePayoutSettingsMutation();
  const [failure, setFailure] = useState<Failure>(null);
  const label = t("payouts.threshold.field");
  const reasonOf = useFailureReason({ reviewThreshold: label });
  const form = useForm<ThresholdValues>({
    resolver: zodResolver(ThresholdForm),
    mode: "onTouched",
    defaultValues: { reviewThreshold: fromMinorUnits(minorOf(current)) },
  });

  const save = form.handleSubmit(async ({ reviewThreshold }) => {
    setFailure(null);
    try {
      const saved = await update({ reviewThreshold: amountToSend(reviewThreshold) }).unwrap();
      onDone(saved.reviewThreshold);
      onClose();
    } catch (error) {
      if (applyFieldErrors(error, form)) setFailure({});
      else setFailure({ reason: reasonOf(error) });
    }
  });

  return (
    <MoneyDialog title={t("payouts.threshold.title")} open={open} pending={isLoading} onClose={onClose}>
      <MoneyStep
        onSubmit={(event) => void save(event)}
        secondary={{ label: t("common.cancel"), onClick: onClose }}
        submitLabel={t("payouts.threshold.save")}
        pending={form.formState.isSubmitting}
      >
        <DialogContentText>{t("payouts.threshold.intro")}</DialogContentText>
        <FormTextField
          control={form.control}
          name="reviewThreshold"
          label={label}
          required
          autoFocus
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: "decimal" },
            input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
          }}
        />
        <MoneyFailure failure={failure} title={t("payouts.threshold.failed")} />
      </MoneyStep>
    </MoneyDialog>
  );
}
