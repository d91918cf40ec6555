import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Stack } from "@mui/material";
import { AsanLoginRequest } from "@portal/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useStartContractSigningMutation } from "../api";
import { focusIsLost } from "./use-take-focus";

/** Who signs: kept between attempts, so Cancel and Try again bring back what was typed. */
export interface Signer {
  phone: string;
  userId: string;
}

interface SignerFormProps {
  appId: string;
  defaultValues: Signer;
  onStarted: (signer: Signer) => void;
  takeFocus: boolean;
}

/** The signer's mobile e-signature phone and user ID; submitting asks the phone to sign in. */
export function SignerForm({ appId, defaultValues, onStarted, takeFocus }: SignerFormProps) {
  const { t } = useTranslation();
  const [startSigning] = useStartContractSigningMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(AsanLoginRequest), defaultValues: { appId, ...defaultValues } });

  useEffect(() => {
    if (takeFocus && focusIsLost()) form.setFocus("phone");
  }, [takeFocus, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await startSigning(values).unwrap();
      onStarted({ phone: values.phone, userId: values.userId });
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ pt: 1, maxWidth: { sm: 420 } }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormTextField
        control={form.control}
        name="phone"
        label={t("contract.signing.phone")}
        helperText={t("contract.signing.phoneHelp")}
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: "tel" } }}
      />
      <FormTextField
        control={form.control}
        name="userId"
        label={t("contract.signing.userId")}
        helperText={t("contract.signing.userIdHelp")}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
      />
      <SubmitButton pending={form.formState.isSubmitting} fullWidth={false} sx={{ alignSelf: { sm: "flex-start" } }}>
        {t("contract.signing.start")}
      </SubmitButton>
    </Stack>
  );
}
