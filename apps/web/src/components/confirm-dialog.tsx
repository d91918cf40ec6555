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
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";

interface ConfirmDialogProps<Result> {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  /** Does the action; rejects with the failed call's error, which the dialog shows. (`Result` is what `onDone` takes.) */
  onConfirm: () => Promise<NoInfer<Result>>;
  /** With what the action answered. */
  onDone: (result: Result) => void;
  /** Red for what destroys (a deletion); the primary colour for what only cannot be called back (approving a payout). */
  tone?: "danger" | "default";
  /** Once it has closed: where focus goes when the control that opened it is gone with what it acted on. */
  onExited?: () => void;
}

/** Asks before an action that cannot be undone; closes once it is done. */
export function ConfirmDialog<Result>({
  open,
  onClose,
  title,
  text,
  confirmLabel,
  onConfirm,
  onDone,
  tone = "danger",
  onExited,
}: ConfirmDialogProps<Result>) {
  const { t } = useTranslation();
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
      setFailure(errorMessage(error));
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
          {t("common.cancel")}
        </Button>
        <Button
          variant="contained"
          color={tone === "danger" ? "error" : "primary"}
          // The error red is too light behind white text (WCAG AA); its dark shade is not.
          sx={{ bgcolor: tone === "danger" ? "error.dark" : undefined }}
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
