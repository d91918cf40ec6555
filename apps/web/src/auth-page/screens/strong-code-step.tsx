import type { ApproveLoginResponse, OtpSent, SecondStep } from "@portal/contracts";
import { useState } from "react";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { useAuthPage } from "../auth-context";
import { CodeStep } from "../components/code-step";
import { useTexts } from "../i18n/locale";
import { passkeyAnswer, passkeyFailure } from "../passkey";
import { RecoveryCodeForm } from "./recovery-code-form";

interface StrongCodeStepProps {
  sent: OtpSent;
  /** The ways the server listed, at least one strong. */
  methods: readonly SecondStep[];
  /** Confirms the step with a code, typed or released by a passkey; rejects with the failed call's error. */
  onConfirm: (code: string) => Promise<unknown>;
  onSignedIn: (approved: ApproveLoginResponse) => void;
  onBack: () => void;
}

/**
 * Sign-in's second step for a user with a strong method: no SMS was sent. They type their
 * authenticator's code, touch a passkey, have a code texted if they kept SMS on, or give a
 * recovery code (docs/security.md "Strong methods").
 */
export function StrongCodeStep({ sent, methods, onConfirm, onSignedIn, onBack }: StrongCodeStepProps) {
  const texts = useTexts();
  const { t } = texts;
  const { api } = useAuthPage();
  const [recovery, setRecovery] = useState(false);
  // Where a code was texted at the user's request; none is sent unasked.
  const [textedTo, setTextedTo] = useState<string | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyFailed, setPasskeyFailed] = useState<string | null>(null);
  const { email } = sent;
  const authenticator = methods.includes("totp");
  const passkey = methods.includes("passkey");

  if (recovery) return <RecoveryCodeForm email={email} onSignedIn={onSignedIn} onBack={() => setRecovery(false)} />;

  const confirmWithPasskey = async () => {
    setPasskeyFailed(null);
    setPasskeyPending(true);
    try {
      const response = await passkeyAnswer(await api.loginStepPasskeyOptions(email));
      const { code } = await api.loginStepPasskey({ email, response });
      await onConfirm(code);
    } catch (error) {
      setPasskeyFailed(passkeyFailure(error, texts));
    } finally {
      setPasskeyPending(false);
    }
  };

  const intro = authenticator
    ? textedTo === null
      ? t("auth.strongSignIn.authenticatorIntro")
      : t("auth.strongSignIn.authenticatorOrTextIntro", { phoneHint: textedTo })
    : textedTo === null
      ? t("auth.strongSignIn.passkeyIntro")
      : t("common.otp.sentTo", { phoneHint: textedTo });
  const typedCode = authenticator || textedTo !== null;

  return (
    <CodeStep
      resendIn={sent.resendIn}
      onConfirm={onConfirm}
      onResend={
        methods.includes("sms")
          ? async () => {
              const resent = await api.resendLoginCode(email);
              setTextedTo(resent.phoneHint ?? sent.phoneHint);
              return resent;
            }
          : undefined
      }
      onBack={onBack}
      words={{
        title: authenticator
          ? t("auth.strongSignIn.authenticatorTitle")
          : textedTo === null
            ? t("auth.strongSignIn.passkeyTitle")
            : t("common.otp.title"),
        intro,
        resend: textedTo === null ? t("auth.strongSignIn.textMeInstead") : t("common.otp.resend"),
        resent: textedTo === null ? t("auth.strongSignIn.texted") : t("common.otp.resent"),
      }}
      typedCode={typedCode}
    >
      {passkey && (
        <>
          {passkeyFailed && <Alert severity="error">{passkeyFailed}</Alert>}
          <Button look={typedCode ? "outlined" : "contained"} onClick={confirmWithPasskey} pending={passkeyPending}>
            {t("auth.strongSignIn.usePasskey")}
          </Button>
        </>
      )}
      <p className="centred">
        <Button look="text" onClick={() => setRecovery(true)}>
          {t("auth.strongSignIn.useRecoveryCode")}
        </Button>
      </p>
    </CodeStep>
  );
}
