import Close from "@mui/icons-material/Close";
import { Dialog, DialogTitle, IconButton, useMediaQuery } from "@mui/material";
import type { Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface UserDialogProps {
  title: string;
  open: boolean;
  /** A call is running: closing waits for its answer. */
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the users' longer dialogs (a new user, a change of access): the whole screen on
 * a phone, and not closed by a stray click outside, which would lose what was chosen.
 */
export function UserDialog({ title, open, pending, onClose, children }: UserDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") close();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle sx={{ pr: 7 }}>{title}</DialogTitle>
      <IconButton
        aria-label={t("users.dialog.close")}
        onClick={close}
        disabled={pending}
        sx={{ position: "absolute", right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      {children}
    </Dialog>
  );
}
