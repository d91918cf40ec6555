import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack, Typography } from "@mui/material";
import {
  OperatorCodeRequest,
  type OperatorSession,
  OperatorSignInRequest,
  type OperatorSignInStep,
  OTP_LENGTH,
} from "@portal/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useLocation, useNavigate } from "react-router";
import * as z from "zod/mini";
import { SubmitButton } from "@/components/form/submit-button";
import type { SignInState } from "../../app/signed-in";
import { useOpsDispatch, useOpsSelector } from "../../lib/store";
import { FormField } from "../../components/form-field";
import { PasswordField } from "../../components/password-field";
import { SignedOutLayout } from "../../components/signed-out-layout";
import { paths } from "../../config/paths";
import { applyFieldErrors } from "../../lib/field-errors";
import { statusOf } from "../../lib/server-error";
import { startSession } from "../../lib/session-api";
import type { OpsKey } from "../../lib/i18n";
import { useTexts } from "../../lib/use-texts";
import { useConfirmSignInMutation, useSignInMutation } from "./api";

const CodeForm = z.pick(OperatorCodeRequest, { code: true });
type CodeForm = z.input<typeof CodeForm>;

/**
 * `/ops/sign-in`: e-mail and password, then the authenticator app's code. Operators have no
 * SMS second step: the console is reached with an authenticator only.
 */
export function SignInRoute() {
  const { t } = useTexts();
  const dispatch = useOpsDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useOpsSelector((state) => state.opsSession.accessToken !== null);
  const sessionEnded = useOpsSelector((state) => state.opsSession.endedBy === "server");
  const [step, setStep] = useState<OperatorSignInStep | null>(null);
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState<OpsKey | null>(sessionEnded ? "ops.errors.sessionEnded" : null);
  const from = (location.state as SignInState | null)?.from ?? paths.start;

  if (signedIn) return <Navigate to={from} replace />;

  return (
    <SignedOutLayout title={t("ops.title")}>
      {step ? (
        <CodeStep
          step={step}
          onExpired={() => {
            setStep(null);
            setNotice("ops.errors.signInExpired");
          }}
          onBack={() => setStep(null)}
          onSignedIn={(session) => {
            startSession(dispatch, session);
            void navigate(from, { replace: true });
          }}
        />
      ) : (
        <PasswordStep
          email={email}
          notice={notice}
          onPasswordRight={(typedEmail, next) => {
            setEmail(typedEmail);
            setNotice(null);
            setStep(next);
          }}
        />
      )}
    </SignedOutLayout>
  );
}

function PasswordStep({
  email,
  notice,
  onPasswordRight,
}: {
  email: string;
  notice: OpsKey | null;
  onPasswordRight: (email: string, step: OperatorSignInStep) => void;
}) {
  const { t, failure: failureText } = useTexts();
  const [signIn] = useSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OperatorSignInRequest>({
    resolver: zodResolver(OperatorSignInRequest),
    defaultValues: { email, password: "" },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onPasswordRight(values.email, await signIn(values).unwrap());
    } catch (error) {
      if (applyFieldErrors(error, form)) return;
      setFailure(failureText(error));
      // Wrong e-mail or password: the password goes, so the next try starts clean.
      form.resetField("password");
      form.setFocus("password");
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography component="h2" variant="h6">
            {t("ops.signIn.heading")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("ops.signIn.intro")}
          </Typography>
        </Stack>
        {notice && <Alert severity="info">{t(notice)}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormField
          control={form.control}
          name="email"
          label={t("ops.signIn.email")}
          type="email"
          autoComplete="username"
          required
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t("ops.signIn.password")}
          autoComplete="current-password"
          required
        />
        <SubmitButton pending={form.formState.isSubmitting}>{t("ops.signIn.submit")}</SubmitButton>
      </Stack>
    </form>
  );
}

function CodeStep({
  step,
  onExpired,
  onBack,
  onSignedIn,
}: {
  step: OperatorSignInStep;
  onExpired: () => void;
  onBack: () => void;
  onSignedIn: (session: OperatorSession) => void;
}) {
  const { t, failure: failureText } = useTexts();
  const [confirm] = useConfirmSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CodeForm>({ resolver: zodResolver(CodeForm), defaultValues: { code: "" } });

  // The step replaces the password form: the code field takes focus, ready for the code.
  useEffect(() => form.setFocus("code"), [form]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onSignedIn(await confirm({ signInToken: step.signInToken, code }).unwrap());
    } catch (error) {
      // The step's token expired: the password must be typed again.
      if (statusOf(error) === 401) return onExpired();
      if (applyFieldErrors(error, form)) return;
      setFailure(failureText(error));
      form.resetField("code");
      form.setFocus("code");
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography component="h2" variant="h6">
            {t("ops.signIn.codeTitle")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("ops.signIn.codeIntro")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("ops.signIn.noSms")}
          </Typography>
        </Stack>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormField
          control={form.control}
          name="code"
          label={t("ops.signIn.code")}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: OTP_LENGTH, pattern: "[0-9]*" } }}
        />
        <SubmitButton pending={form.formState.isSubmitting}>{t("ops.signIn.confirm")}</SubmitButton>
        <Button color="secondary" onClick={onBack} disabled={form.formState.isSubmitting}>
          {t("ops.signIn.back")}
        </Button>
      </Stack>
    </form>
  );
}
