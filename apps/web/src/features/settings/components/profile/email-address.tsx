import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import type { Profile } from "@portal/contracts";
import { useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { serverError, errorMessage } from "@/lib/api-error";
import { useUpdateProfileMutation } from "@/lib/profile-api";
import { validationMessage } from "@/lib/validation-message";
import { ReauthenticationDialog, useReauthentication, wasCancelled } from "../reauthentication/use-reauthentication";
import { EmailDialog } from "./email-dialog";

interface EmailAddressProps {
  profile: Profile;
  /** The id of the term naming the address ("E-mail"), which describes the buttons. */
  labelId: string;
}

/**
 * The e-mail address, and a new one waiting to be confirmed from the link sent to it (a
 * day): the address changes only then, so both show until it does. A new address, or the
 * link again, is `updateProfile` with `{ email }`.
 */
export function EmailAddress({ profile, labelId }: EmailAddressProps) {
  const { t } = useSettingsTranslation();
  const [updateProfile] = useUpdateProfileMutation();
  // A new key for each opening: the dialog starts clean.
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  // Where the last link went, said until the page is left.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A new address needs the user to prove who they are first: a stolen session must not redirect the account's mail.
  const { withProof, proof } = useReauthentication();

  const send = async (email: string) => {
    const stored = await withProof(() => updateProfile({ email }).unwrap());
    setSentTo(stored.pendingEmail ?? email);
  };

  const resend = async (email: string) => {
    setFailure(null);
    setSentTo(null);
    setResending(true);
    try {
      await send(email);
    } catch (error) {
      if (wasCancelled(error)) return;
      // Taken by another account since the first link went out: the server says so for the field.
      const field = serverError(error)?.fields?.email;
      setFailure(field ? validationMessage(field, t("settings.profile.email")) : errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start", minWidth: 0 }}>
      {/* A flex gap, not margins: the button wraps under a long address without an indent. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5, minWidth: 0 }}
      >
        <Typography sx={{ overflowWrap: "anywhere", minWidth: 0 }}>{profile.email}</Typography>
        <Button
          size="small"
          aria-describedby={labelId}
          onClick={() => {
            setFailure(null);
            setOpening((n) => n + 1);
            setOpen(true);
          }}
        >
          {t("settings.email.change")}
        </Button>
      </Stack>
      {profile.pendingEmail && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {t("settings.email.pending", { email: profile.pendingEmail })}
          </Typography>
          <Button
            size="small"
            onClick={() => void resend(profile.pendingEmail!)}
            disabled={resending}
            aria-busy={resending}
            startIcon={resending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ ml: -0.625 }}
          >
            {t("settings.email.resend")}
          </Button>
        </Box>
      )}
      {sentTo && (
        <Alert
          severity="success"
          role="status"
          onClose={() => setSentTo(null)}
          sx={{ overflowWrap: "anywhere", alignSelf: "stretch" }}
        >
          {t("settings.email.sent", { email: sentTo })}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ alignSelf: "stretch" }}>
          {failure}
        </Alert>
      )}
      {/* The question takes the place of the dialog's form while it is open; a resend asks in a dialog of its own. */}
      <EmailDialog
        key={opening}
        open={open}
        current={profile.email}
        onClose={() => setOpen(false)}
        onSubmit={send}
        proof={proof}
      />
      <ReauthenticationDialog proof={open ? null : proof} />
    </Stack>
  );
}
