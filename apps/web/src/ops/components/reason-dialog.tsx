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
import { SuspensionRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors } from "../lib/field-errors";
import type { OpsKey } from "../lib/i18n";
import { useTexts } from "../lib/use-texts";
import { FormField } from "./form-field";

/** The longest reason the API keeps (SuspensionRequest, ContractDecisionRequest). */
export const REASON_MAX = 500;

interface ReasonDialogProps<Result> {
  open: boolean;
  title: string;
  text: string;
  /** Who reads the reason, and how long it may be. */
  hint: string;
  submitLabel: string;
  /** `danger` for what stops a merchant; `primary` for what gives back. */
  tone?: "danger" | "primary";
  /** Sends the action with the reason typed (trimmed); rejects with the failed call's error, which the dialog shows. */
  onSubmit: (reason: string) => Promise<NoInfer<Result>>;
  onDone: (result: Result) => void;
  onClose: () => void;
  /** Once it has closed: where focus goes when the control that opened it is gone. */
  onExited?: () => void;
  /** The screen's words for an error code whose meaning depends on the call (`useTexts().failure`). */
  said?: Partial<Record<string, OpsKey>>;
}

/**
 * Asks for the reason before an action the trail keeps it with (suspending, lifting): the
 * reason is required, as the contract's SuspensionRequest says; closes once it is done.
 */
export function ReasonDialog<Result>({ open, title, onClose, onExited, ...form }: ReasonDialogProps<Result>) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      {/* A fresh form each time it opens. */}
      {open && <ReasonForm onClose={onClose} {...form} />}
    </Dialog>
  );
}

function ReasonForm<Result>({
  text,
  hint,
  submitLabel,
  tone = "danger",
  onSubmit,
  onDone,
  onClose,
  said,
}: Omit<ReasonDialogProps<Result>, "open" | "title" | "onExited">) {
  const { t, failure: failureText } = useTexts();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SuspensionRequest>({ resolver: zodResolver(SuspensionRequest), defaultValues: { reason: "" } });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      onDone(await onSubmit(reason));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error, said));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{text}</DialogContentText>
          <FormField
            control={form.control}
            name="reason"
            label={t("ops.reason.label")}
            hint={hint}
            required
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary" disabled={pending}>
          {t("ops.cancel")}
        </Button>
        <SubmitButton
          pending={pending}
          fullWidth={false}
          size="medium"
          color={tone === "danger" ? "error" : "primary"}
          sx={tone === "danger" ? { bgcolor: "error.dark" } : undefined}
        >
          {submitLabel}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
