import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  Typography,
} from "@mui/material";
import {
  fromMinorUnits,
  operationAmountIssue,
  type RefundReason,
  refundReasons,
  toMajorNumber,
  toMinorUnits,
  type Transaction,
} from "@portal/contracts";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { FormTextField } from "@/components/form/form-text-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useCompleteOrderMutation, useRefundTransactionMutation } from "../../api";
import { amountLimit } from "../../operation-rules";
import { unanswered, useIdempotencyKey } from "@/lib/use-idempotency-key";
import { useSingleSubmit } from "@/lib/use-single-submit";

interface AmountOperationDialogProps {
  kind: "refund" | "capture";
  transaction: Transaction;
  open: boolean;
  onClose: () => void;
  /** Done: says so in words, after the dialog has closed. */
  onDone: (message: string) => void;
}

/** The server's own rule (SPEC §5), so the form refuses exactly what the server would, before any request. */
const amountForm = (limit: bigint, over: "transaction" | "refundable") =>
  z.object({
    amount: z.string().check(
      z.superRefine((value, ctx) => {
        const issue = operationAmountIssue(value, limit, over);
        if (issue) ctx.addIssue({ code: "custom", message: issue });
      }),
    ),
    /** A refund's reason, optional: "" is none given. */
    reason: z.union([z.enum(refundReasons), z.literal("")]),
  });
type AmountValues = z.input<ReturnType<typeof amountForm>>;

/**
 * Refunds captured money or captures a hold, in full or in part (SPEC §4): the limit, an
 * amount prefilled with all of it, what will happen in money terms, then Confirm. Mounted
 * anew for each opening, which is what gives each opening its own Idempotency-Key.
 */
export function AmountOperationDialog({ kind, transaction, open, onClose, onDone }: AmountOperationDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  // As the dialog opened: a refetch behind it (another user's refund) is the server's to judge.
  const [limit] = useState(() => amountLimit(kind, transaction));
  const over = kind === "capture" ? "transaction" : "refundable";
  const [schema] = useState(() => amountForm(limit, over));
  const form = useForm<AmountValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: fromMinorUnits(limit), reason: "" },
  });
  const { control } = form;
  const amount = useWatch({ control, name: "amount" });
  const idempotency = useIdempotencyKey();
  const [refund] = useRefundTransactionMutation();
  const [complete] = useCompleteOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;
  const { orderId, cardNumber } = transaction;
  const money = (minor: bigint) => format.money(toMajorNumber(minor), transaction.currency);

  const close = () => {
    // Escape or Cancel while the request runs would hide its answer: it is waited for.
    if (!pending) onClose();
  };

  const confirm = form.handleSubmit(async (values) => {
    setFailure(null);
    const typed = values.amount.trim();
    const body = { transactionId: transaction.id, amount: typed, idempotencyKey: idempotency.key };
    const reason: RefundReason | undefined = values.reason || undefined;
    try {
      await (kind === "refund" ? refund({ ...body, reason }) : complete(body)).unwrap();
      const done = money(toMinorUnits(typed)!);
      onDone(
        kind === "refund"
          ? t("transactions.operations.refund.done", { amount: done, cardNumber })
          : t("transactions.operations.capture.done", { amount: done }),
      );
      onClose();
    } catch (error) {
      idempotency.settle(error);
      if (applyFieldErrors(error, form)) return;
      setFailure(unanswered(error) ? t("transactions.operations.noAnswer") : errorMessage(error));
    }
  });

  const submitOnce = useSingleSubmit(confirm);

  // What will happen, said only of an amount the server would take.
  const minor = operationAmountIssue(amount, limit, over) === null ? toMinorUnits(amount.trim()) : null;
  const summary =
    minor === null
      ? null
      : kind === "refund"
        ? t("transactions.operations.refund.summary", { amount: money(minor), cardNumber })
        : minor === limit
          ? t("transactions.operations.capture.summaryFull", { amount: money(minor) })
          : t("transactions.operations.capture.summary", { amount: money(minor), released: money(limit - minor) });

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // Not on a stray click outside: the typed amount would be lost.
        if (reason !== "backdropClick") close();
      }}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <Box component="form" noValidate onSubmit={submitOnce} sx={{ display: "contents" }}>
        <DialogTitle>
          {kind === "refund"
            ? t("transactions.operations.refund.title", { orderId })
            : t("transactions.operations.capture.title", { orderId })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {kind === "capture" && (
              <DialogContentText>
                {t("transactions.operations.capture.held", { amount: money(limit), cardNumber })}
              </DialogContentText>
            )}
            <FormTextField
              control={control}
              name="amount"
              label={
                kind === "refund"
                  ? t("transactions.operations.refund.amount")
                  : t("transactions.operations.capture.amount")
              }
              hint={
                kind === "refund"
                  ? t("transactions.operations.refund.limit", { amount: money(limit) })
                  : t("transactions.operations.capture.limit", { amount: money(limit) })
              }
              required
              autoFocus
              autoComplete="off"
              disabled={pending}
              slotProps={{
                htmlInput: { inputMode: "decimal" },
                input: { endAdornment: <InputAdornment position="end">{transaction.currency}</InputAdornment> },
              }}
            />
            {kind === "refund" && (
              <SelectField
                control={control}
                name="reason"
                label={t("transactions.operations.refund.reason")}
                options={refundReasons.map((value) => ({
                  value,
                  label: t(`transactions.operations.refundReasons.${value}`),
                }))}
                emptyLabel={t("transactions.operations.refund.noReason")}
                emptySelectable
                disabled={pending}
              />
            )}
            {summary && (
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {summary}
              </Typography>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
          <Button onClick={close} color="secondary" disabled={pending}>
            {t("common.cancel")}
          </Button>
          {/* Disabled while the dialog closes after success: a double click on a fast answer sends nothing more. */}
          <SubmitButton pending={pending} disabled={!open} fullWidth={false} size="medium">
            {kind === "refund"
              ? t("transactions.operations.refund.confirm")
              : t("transactions.operations.capture.confirm")}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
