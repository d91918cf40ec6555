import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import type { Transaction } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useReverseTransactionMutation } from "../../api";
import { unanswered, useIdempotencyKey } from "@/lib/use-idempotency-key";

interface ReversalDialogProps {
  transaction: Transaction;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Asks before cancelling a hold (SPEC's "cancellation"): the whole held amount goes back and
 * the invoice is cancelled, which cannot be undone. Not the shared ConfirmDialog: its
 * "Cancel" beside "Cancel hold" would read as the same thing, and a retry after no answer
 * must resend this opening's Idempotency-Key.
 */
export function ReversalDialog({ transaction, open, onClose, onDone }: ReversalDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [reverse, { isLoading: pending }] = useReverseTransactionMutation();
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const held = format.money(transaction.amount, transaction.currency);

  const close = () => {
    if (!pending) onClose();
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await reverse({ id: transaction.id, idempotencyKey: idempotency.key }).unwrap();
      onDone(t("transactions.operations.reversal.done", { amount: held }));
      onClose();
    } catch (error) {
      idempotency.settle(error);
      setFailure(unanswered(error) ? t("transactions.operations.noAnswer") : errorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle>{t("transactions.operations.reversal.title", { orderId: transaction.orderId })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t("transactions.operations.reversal.text", {
            amount: held,
            cardNumber: transaction.cardNumber,
            invoiceCode: transaction.invoiceCode,
          })}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        {/* The safe choice has the focus: Enter right after opening keeps the hold. */}
        <Button onClick={close} color="secondary" disabled={pending} autoFocus>
          {t("transactions.operations.reversal.keep")}
        </Button>
        <Button
          variant="contained"
          color="error"
          // The error red is too light behind white text (WCAG AA); its dark shade is not.
          sx={{ bgcolor: "error.dark" }}
          onClick={() => void confirm()}
          disabled={pending}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t("transactions.operations.reversal.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
