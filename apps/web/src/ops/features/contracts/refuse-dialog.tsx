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
import { ContractDecisionRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { FormField } from "../../components/form-field";
import { REASON_MAX } from "../../components/reason-dialog";
import { applyFieldErrors } from "../../lib/field-errors";
import { useTexts } from "../../lib/use-texts";
import { type ContractDecision, useDecideContractMutation } from "./api";

interface RefuseDialogProps {
  open: boolean;
  appId: string;
  onClose: () => void;
  onRefused: (decision: ContractDecision) => void;
  onExited?: () => void;
}

/** Refusing the signed file takes a reason, which the merchant reads (ContractDecisionRequest requires it). */
export function RefuseDialog({ open, appId, onClose, onRefused, onExited }: RefuseDialogProps) {
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
      <DialogTitle>{t("ops.contract.refuseTitle")}</DialogTitle>
      {/* A fresh form each time it opens. */}
      {open && <RefuseForm appId={appId} onClose={onClose} onRefused={onRefused} />}
    </Dialog>
  );
}

function RefuseForm({ appId, onClose, onRefused }: Omit<RefuseDialogProps, "open" | "onExited">) {
  const { t, failure: failureText } = useTexts();
  const [decide] = useDecideContractMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContractDecisionRequest>({
    resolver: zodResolver(ContractDecisionRequest),
    defaultValues: { decision: "refuse", reason: "" },
  });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onRefused(await decide({ appId, body }).unwrap());
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error, { INVALID_STATE: "ops.contract.notWaiting" }));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{t("ops.contract.refuseText")}</DialogContentText>
          <FormField
            control={form.control}
            name="reason"
            label={t("ops.reason.label")}
            hint={t("ops.reason.merchantReads", { max: REASON_MAX })}
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
        <SubmitButton pending={pending} fullWidth={false} size="medium" color="error" sx={{ bgcolor: "error.dark" }}>
          {t("ops.contract.refuse")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
