import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { ChangePhoneCodeParams, type Profile } from "@portal/contracts";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useSettingsTranslation } from "../../use-settings-translation";
import { CodeStep } from "@/components/code-step";
import { PhoneField } from "@/components/form/phone-field";
import { SubmitButton } from "@/components/form/submit-button";
import { SectionCard } from "@/components/section-card";
import { applyFieldErrors, errorMessage, serverError } from "@/lib/api-error";
import { useChangePhoneMutation, useSendPhoneCodeMutation } from "../../api";
import { ReauthenticationDialog, useReauthentication, wasCancelled } from "../reauthentication/use-reauthentication";

interface PhoneValues {
  mobilePhone: string;
}

/** `phoneHint` unknown when an earlier code is still to be used. */
type Step =
  | { name: "form" }
  | { name: "code"; mobilePhone: string; phoneHint?: string; resendIn: number; earlierCode: boolean }
  | { name: "done"; mobilePhone: string };

/**
 * A new phone number, confirmed by a code texted to it (not to the old one: the code proves
 * the new number is the user's). Then the profile and the sidebar show it. Usable before
 * the profile is in (or if it failed to load): only the current number waits for it.
 */
export function PhoneSection({ profile }: { profile: Profile | undefined }) {
  const { t } = useSettingsTranslation();
  const [step, setStep] = useState<Step>({ name: "form" });
  const [failure, setFailure] = useState<string | null>(null);
  // The number the last code went to: asking again for it within the minute means "use that code".
  const [lastSentTo, setLastSentTo] = useState<string | null>(null);
  const form = useForm<PhoneValues>({
    resolver: zodResolver(ChangePhoneCodeParams),
    mode: "onTouched",
    defaultValues: { mobilePhone: "" },
  });
  const [sendCode, sending] = useSendPhoneCodeMutation();
  const [changePhone] = useChangePhoneMutation();
  // A new phone needs the user to prove who they are first: a stolen session must not redirect the account's codes.
  const { withProof, proof } = useReauthentication();

  const focusOnReturn = useRef(false);

  // Back on the form after the server refused the number: the field gets the focus once it is there again.
  useEffect(() => {
    if (step.name === "form" && focusOnReturn.current) {
      form.setFocus("mobilePhone");
      focusOnReturn.current = false;
    }
  }, [step, form]);

  const askForCode = form.handleSubmit(async ({ mobilePhone }) => {
    setFailure(null);
    // The profile's number is known (it loads with the page): no code for what would change nothing.
    if (mobilePhone === profile?.mobilePhone) {
      form.setError("mobilePhone", { type: "server", message: "validation.samePhone" });
      return;
    }
    try {
      const sent = await withProof(() => sendCode(mobilePhone).unwrap());
      setLastSentTo(mobilePhone);
      setStep({ name: "code", mobilePhone, ...sent, earlierCode: false });
    } catch (error) {
      if (wasCancelled(error)) return;
      const body = serverError(error);
      if (body?.code === "OTP_RESEND_TOO_SOON" && body.retryAfter !== undefined && mobilePhone === lastSentTo) {
        setStep({ name: "code", mobilePhone, resendIn: body.retryAfter, earlierCode: true });
      } else if (!applyFieldErrors(error, form)) {
        setFailure(errorMessage(error));
      }
    }
  });

  const confirm = (mobilePhone: string) => async (code: string) => {
    try {
      await withProof(() => changePhone({ code, mobilePhone }).unwrap());
      form.reset({ mobilePhone: "" });
      setLastSentTo(null);
      setStep({ name: "done", mobilePhone });
    } catch (error) {
      // Taken by someone else since the code went out: fix the number on the form.
      if (!applyFieldErrors(error, form)) throw error;
      focusOnReturn.current = true;
      setStep({ name: "form" });
    }
  };

  const content = () => {
    if (step.name === "code") {
      return (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {step.earlierCode && <Alert severity="info">{t("settings.phone.earlierCode")}</Alert>}
          <CodeStep
            phoneHint={step.phoneHint}
            resendIn={step.resendIn}
            onConfirm={confirm(step.mobilePhone)}
            onResend={() => sendCode(step.mobilePhone).unwrap()}
            onBack={() => setStep({ name: "form" })}
            headingLevel="h3"
          />
        </Stack>
      );
    }
    return (
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void askForCode(event)}
        spacing={2.5}
        sx={{ maxWidth: 560 }}
      >
        {step.name === "done" && (
          <Alert severity="success" role="status">
            {t("settings.phone.changed", { phone: step.mobilePhone })}
          </Alert>
        )}
        {profile && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t("settings.phone.current")}
            </Typography>
            <Typography>{profile.mobilePhone}</Typography>
          </Box>
        )}
        <PhoneField
          control={form.control}
          name="mobilePhone"
          label={t("settings.phone.new")}
          autoComplete="tel"
          required
        />
        <Typography variant="body2" color="text.secondary">
          {t("settings.phone.codeNotice")}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <SubmitButton pending={sending.isLoading} fullWidth={false} size="medium">
            {t("settings.phone.send")}
          </SubmitButton>
        </Box>
      </Stack>
    );
  };

  return (
    <SectionCard title={t("settings.phone.title")} description={t("settings.phone.description")}>
      {content()}
      <ReauthenticationDialog proof={proof} />
    </SectionCard>
  );
}
