import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from "@mui/material";
import { type Payout, PayoutRejection, TRANSFER_DESCRIPTION_MAX } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useRejectPayoutMutation } from "../../api";
import { recipientName } from "../list/payout-columns";

interface RejectDialogProps {
  payout: Payout;
  open: boolean;
  onClose: () => void;
  onDone: (rejected: Payout) => void;
}

/**
 * Rejecting a payout waiting for review: its amount and fee go back to the wallet, and its
 * maker reads why, so the reason is asked for. Pressing Reject in here is the confirmation.
 */
export function RejectDialog({ payout, open, onClose, onDone }: RejectDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [reject, { isLoading }] = useRejectPayoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PayoutRejection>({
    resolver: zodResolver(PayoutRejection),
    mode: "onTouched",
    defaultValues: { reason: "" },
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      onDone(await reject({ id: payout.id, reason }).unwrap());
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isLoading) onClose();
      }}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle>{t("payouts.review.rejectTitle")}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t("payouts.review.rejectText", {
                amount: format.money(payout.amount, payout.currency),
                recipient: recipientName(payout),
                appName: payout.appName,
                createdBy: payout.createdBy.name,
              })}
            </DialogContentText>
            <FormTextField
              control={form.control}
              name="reason"
              label={t("payouts.review.reason")}
              hint={t("payouts.review.reasonHint", { max: TRANSFER_DESCRIPTION_MAX })}
              required
              autoFocus
              multiline
              minRows={2}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
          <Button onClick={onClose} color="secondary" disabled={isLoading}>
            {t("common.cancel")}
          </Button>
          {/* The error red is too light behind white text (WCAG AA); its dark shade is not. */}
          <SubmitButton
            pending={isLoading}
            fullWidth={false}
            size="medium"
            color="error"
            sx={{ bgcolor: "error.dark" }}
          >
            {t("payouts.review.reject")}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
