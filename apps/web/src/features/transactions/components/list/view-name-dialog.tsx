import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { SAVED_VIEW_NAME_MAX, SAVED_VIEWS_PER_LIST, SavedViewRename } from "@portal/contracts";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { FormTextField } from "@/components/form/form-text-field";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";

interface ViewNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The view's name now, when renaming. */
  initialName?: string;
  onClose: () => void;
  /** Saves the name; rejects with the failed call's error, which lands on the field (a taken name) or in the dialog. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Names a saved view, new or renamed. Mounted afresh (a new `key`) for each opening, so it starts clean. */
export function ViewNameDialog({ open, title, submitLabel, initialName = "", onClose, onSubmit }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof SavedViewRename>, unknown, z.output<typeof SavedViewRename>>({
    resolver: zodResolver(SavedViewRename),
    defaultValues: { name: initialName },
  });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSubmit(name);
      onClose();
    } catch (error) {
      if (applyFieldErrors(error, form)) return;
      // 409: the list already keeps as many views as it may.
      setFailure(
        serverError(error)?.code === "INVALID_STATE"
          ? t("transactions.views.limit", { max: SAVED_VIEWS_PER_LIST })
          : errorMessage(error),
      );
    }
  });

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="name"
            label={t("transactions.views.name")}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
          <Button onClick={onClose} color="secondary" disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            aria-busy={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
