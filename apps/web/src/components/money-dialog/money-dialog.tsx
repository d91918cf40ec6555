import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import type { FormEvent, ReactNode } from "react";
import { SubmitButton } from "@/components/form/submit-button";

interface MoneyDialogProps {
  title: string;
  open: boolean;
  /** A call is running: Escape waits for its answer rather than hide it. */
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of a dialog that moves a wallet's money (a transfer, a withdrawal): narrow, and
 * not closed by a stray click outside, which would lose what was typed.
 */
export function MoneyDialog({ title, open, pending, onClose, children }: MoneyDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick" && !pending) onClose();
      }}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

interface MoneyStepProps {
  onSubmit: (event: FormEvent) => void;
  /** Cancel on the form, Back on the code. */
  secondary: { label: string; onClick: () => void };
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** One step of a money dialog: its fields one under the other, then the way back and the submit. */
export function MoneyStep({ onSubmit, secondary, submitLabel, pending, children }: MoneyStepProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "contents" }}>
      <DialogContent>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={secondary.onClick} color="secondary" disabled={pending}>
          {secondary.label}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {submitLabel}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}
