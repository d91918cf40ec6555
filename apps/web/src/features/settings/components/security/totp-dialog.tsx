import { Dialog, DialogContentText, DialogTitle } from "@mui/material";
import type { MethodAdded, TotpEnrolment } from "@portal/contracts";
import { useId, useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { useStartTotpMutation } from "../../security-api";
import { PasswordForm } from "./password-form";
import { TotpSetup } from "./totp-setup";

interface TotpDialogProps {
  open: boolean;
  onClose: () => void;
  /** The app's first code was accepted. */
  onAdded: (added: MethodAdded) => void;
}

/** Adding an authenticator app: the current password, then the QR code (or key) to scan, then one code from the app. */
export function TotpDialog({ open, onClose, onAdded }: TotpDialogProps) {
  const { t } = useSettingsTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // Not on a stray click outside: the app may already hold the new key.
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle id={titleId}>{t("settings.security.totp.dialogTitle")}</DialogTitle>
      {open && <TotpSteps onClose={onClose} onAdded={onAdded} />}
    </Dialog>
  );
}

function TotpSteps({ onClose, onAdded }: Omit<TotpDialogProps, "open">) {
  const { t } = useSettingsTranslation();
  const [startTotp] = useStartTotpMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);

  if (enrolment) return <TotpSetup enrolment={enrolment} onCancel={onClose} onAdded={onAdded} />;
  return (
    <PasswordForm
      intro={<DialogContentText>{t("settings.security.totp.passwordIntro")}</DialogContentText>}
      submitLabel={t("settings.security.continue")}
      onSubmit={async (password) => setEnrolment(await startTotp({ password }).unwrap())}
      onCancel={onClose}
    />
  );
}
