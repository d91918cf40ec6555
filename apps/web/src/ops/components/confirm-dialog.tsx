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
import { useState } from "react";
import type { OpsKey } from "../lib/i18n";
import { useTexts } from "../lib/use-texts";

interface ConfirmDialogProps<Result> {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  /** `danger` (the default) for what takes something away; `primary` for what completes something. */
  tone?: "danger" | "primary";
  /** Does the action; rejects with the failed call's error, which the dialog shows. */
  onConfirm: () => Promise<NoInfer<Result>>;
  onDone: (result: Result) => void;
  /** Once it has closed: where focus goes when the control that opened it is gone. */
  onExited?: () => void;
  /** The screen's words for an error code whose meaning depends on the call (`useTexts().failure`). */
  said?: Partial<Record<string, OpsKey>>;
}

/** Asks before what cannot be taken back (disabling an operator, confirming a contract); closes once it is done. */
export function ConfirmDialog<Result>({
  open,
  onClose,
  title,
  text,
  confirmLabel,
  tone = "danger",
  onConfirm,
  onDone,
  onExited,
  said,
}: ConfirmDialogProps<Result>) {
  const { t, failure: failureText } = useTexts();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    setPending(true);
    try {
      onDone(await onConfirm());
      onClose();
    } catch (error) {
      setFailure(failureText(error, said));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={close} color="secondary" disabled={pending}>
          {t("ops.cancel")}
        </Button>
        <Button
          variant="contained"
          color={tone === "danger" ? "error" : "primary"}
          // The error red is too light behind white text (WCAG AA); its dark shade is not.
          sx={tone === "danger" ? { bgcolor: "error.dark" } : undefined}
          onClick={() => void confirm()}
          disabled={pending}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
