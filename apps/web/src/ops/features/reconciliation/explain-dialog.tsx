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
import { ExplainDifferenceRequest, NOTE_MAX } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { FormField } from "../../components/form-field";
import { applyFieldErrors } from "../../lib/field-errors";
import { useFormat } from "../../lib/format";
import { useTexts } from "../../lib/use-texts";
import { type Difference, useExplainDifferenceMutation } from "./api";
import { sideKey } from "./difference-words";

interface ExplainDialogProps {
  open: boolean;
  /** The difference whose "Explain" opened it. */
  difference: Difference;
  onClose: () => void;
  onExplained: (difference: Difference) => void;
  /** Once it has closed: where focus goes, since the button that opened it goes with the explained difference. */
  onExited?: () => void;
}

/**
 * Explains a difference with a note: the note is required, as the contract says, and kept
 * with who and when, and in the operator audit trail. The lists are asked again either way.
 */
export function ExplainDialog({ open, onClose, onExited, ...form }: ExplainDialogProps) {
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
      <DialogTitle>{t("ops.explain.title")}</DialogTitle>
      {/* A fresh form each time it opens. */}
      {open && <ExplainForm onClose={onClose} {...form} />}
    </Dialog>
  );
}

function ExplainForm({ difference, onClose, onExplained }: Omit<ExplainDialogProps, "open" | "onExited">) {
  const { t, failure: failureText } = useTexts();
  const format = useFormat();
  const [explain] = useExplainDifferenceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ExplainDifferenceRequest), defaultValues: { note: "" } });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ note }) => {
    setFailure(null);
    try {
      onExplained(await explain({ differenceId: difference.id, day: difference.day, note }).unwrap());
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form))
        setFailure(failureText(error, { INVALID_STATE: "ops.explain.alreadyExplained" }));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            {t("ops.explain.text", {
              side: t(sideKey(difference)),
              reference: difference.reference,
              source: t(`ops.reconciliationSources.${difference.source}`),
              day: format.date(difference.day),
            })}
          </DialogContentText>
          <FormField
            control={form.control}
            name="note"
            label={t("ops.explain.note")}
            hint={t("ops.explain.noteHint", { max: format.number(NOTE_MAX) })}
            required
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary" disabled={pending}>
          {t("ops.cancel")}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {t("ops.explain.submit")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
