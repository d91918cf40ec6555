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
import { type Operator, OperatorInvite, operatorRoles } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { FormField } from "../../components/form-field";
import { applyFieldErrors } from "../../lib/field-errors";
import { useTexts } from "../../lib/use-texts";
import { useInviteOperatorMutation } from "./api";

/** Invites an operator by e-mail; the server's field errors land on the fields they name. */
export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (operator: Operator) => void;
}) {
  const { t } = useTexts();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle>{t("ops.operators.inviteTitle")}</DialogTitle>
      {/* A fresh form each time it opens. */}
      {open && <InviteForm onClose={onClose} onInvited={onInvited} />}
    </Dialog>
  );
}

function InviteForm({ onClose, onInvited }: { onClose: () => void; onInvited: (operator: Operator) => void }) {
  const { t, failure: failureText } = useTexts();
  const [invite] = useInviteOperatorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The least a role can do is where a choice starts: the admin raises it on purpose.
  const defaultValues: OperatorInvite = { name: "", email: "", role: "support" };
  const form = useForm({ resolver: zodResolver(OperatorInvite), defaultValues });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onInvited(await invite(values).unwrap());
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{t("ops.operators.inviteText")}</DialogContentText>
          <FormField control={form.control} name="name" label={t("ops.operators.name")} autoComplete="off" required />
          <FormField
            control={form.control}
            name="email"
            label={t("ops.operators.email")}
            type="email"
            autoComplete="off"
            required
          />
          <FormField control={form.control} name="role" label={t("ops.operators.role")} select required>
            {operatorRoles.map((role) => (
              <option key={role} value={role}>
                {t(`ops.roles.${role}`)}
              </option>
            ))}
          </FormField>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary" disabled={pending}>
          {t("ops.cancel")}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {t("ops.operators.send")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
