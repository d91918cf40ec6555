import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, DialogActions, DialogContent, Stack, Typography } from "@mui/material";
import { type MethodAdded, OTP_LENGTH, TotpConfirmRequest, type TotpEnrolment } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSettingsTranslation } from "../../use-settings-translation";
import { CopyButton } from "@/components/copy-button";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useConfirmTotpMutation } from "../../security-api";

interface TotpSetupProps {
  enrolment: TotpEnrolment;
  onCancel: () => void;
  onAdded: (added: MethodAdded) => void;
}

/**
 * The new key, as a QR code and as text for an app without a camera, and one code from the
 * app to show it was set up right. The QR code is the server's SVG shown as an image: as an
 * image it runs no script and reaches nothing of the page.
 */
export function TotpSetup({ enrolment, onCancel, onAdded }: TotpSetupProps) {
  const { t } = useSettingsTranslation();
  const [confirmTotp] = useConfirmTotpMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TotpConfirmRequest>({ resolver: zodResolver(TotpConfirmRequest), defaultValues: { code: "" } });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onAdded(await confirmTotp(values).unwrap());
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t("settings.security.totp.scan")}</Typography>
          <Box
            component="img"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t("settings.security.totp.qrAlt")}
            width={200}
            height={200}
            sx={{ alignSelf: "center", bgcolor: "common.white", p: 1, borderRadius: 1 }}
          />
          <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary">
              {t("settings.security.totp.manual")}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography
                sx={{ fontFamily: "monospace", fontSize: "1rem", overflowWrap: "anywhere", letterSpacing: "0.05em" }}
              >
                {enrolment.secret}
              </Typography>
              <CopyButton value={enrolment.secret} label={t("settings.security.totp.copySecret")} />
            </Stack>
          </Stack>
          <FormTextField
            control={form.control}
            name="code"
            label={t("settings.security.totp.code")}
            autoComplete="one-time-code"
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: OTP_LENGTH } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onCancel} color="secondary" disabled={pending}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {t("settings.security.totp.confirm")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
