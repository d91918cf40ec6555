import { Dialog, DialogContentText, DialogTitle } from "@mui/material";
import { useId, useState } from "react";
import { PasswordForm, type PasswordFormProps } from "./password-form";

export interface PasswordRequest {
  title: string;
  text: string;
  confirmLabel: string;
  tone?: PasswordFormProps["tone"];
  /** Does the change; rejects with the failed call's error, which the dialog shows. */
  onConfirm: (password: string) => Promise<void>;
}

interface PasswordDialogProps {
  /** What is asked; null closes the dialog. */
  request: PasswordRequest | null;
  onClose: () => void;
}

/** A change of the sign-in methods, confirmed with the current password: removing one asks this way too. */
export function PasswordDialog({ request, onClose }: PasswordDialogProps) {
  const titleId = useId();
  // Kept while the dialog fades out, so its text does not vanish before it does; each request gets a fresh form.
  const [shown, setShown] = useState<{ request: PasswordRequest; n: number } | null>(null);
  if (request !== null && request !== shown?.request) setShown({ request, n: (shown?.n ?? 0) + 1 });
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      {shown && (
        <>
          <DialogTitle id={titleId}>{shown.request.title}</DialogTitle>
          <PasswordForm
            key={shown.n}
            intro={<DialogContentText>{shown.request.text}</DialogContentText>}
            submitLabel={shown.request.confirmLabel}
            tone={shown.request.tone}
            onSubmit={async (password) => {
              await shown.request.onConfirm(password);
              onClose();
            }}
            onCancel={onClose}
          />
        </>
      )}
    </Dialog>
  );
}
