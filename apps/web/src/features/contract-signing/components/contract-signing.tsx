import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
} from "@mui/material";
import type { Application, ContractState } from "@portal/contracts";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import {
  SIGNING_POLL_MS,
  type SigningAttempt,
  usePollContractSigningQuery,
  usePollContractSignInQuery,
  useSignContractMutation,
} from "../api";
import { signingStage, stepIndex } from "../signing-stage";
import { type Signer, SignerForm } from "./signer-form";
import { SigningDone } from "./signing-done";
import { useTakeFocus } from "./use-take-focus";
import { WaitingForPhone } from "./waiting-for-phone";

const steps = ["auth", "sign", "done"] as const;

interface ContractSigningProps {
  application: Application;
  /** The contract's state on the server, kept current by every signing call. */
  state: ContractState;
}

/**
 * Signing with the mobile e-signature (SPEC §3, §4) as three steps: sign in on the phone,
 * sign there, done. Each step that waits for the phone polls every 2 s while it is shown;
 * leaving it (Cancel, a failure, another page) stops the polling.
 */
export function ContractSigning({ application, state }: ContractSigningProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [signer, setSigner] = useState<Signer>({ phone: "", userId: "" });
  // Cancel and Try again put the server's current attempt aside; the form shows until a new one starts.
  const [dismissed, setDismissed] = useState<{ transactionId: string | null } | null>(null);
  const [signedNow, setSignedNow] = useState(false);
  // Focus follows the steps only once the user has started something here.
  const [acted, setActed] = useState(false);

  const onForm = state.status !== "signed" && dismissed !== null && dismissed.transactionId === state.transactionId;
  const stage = onForm ? "form" : signingStage(state);
  const active = stepIndex(stage, state);
  const attempt: SigningAttempt = { appId: application.id, transactionId: state.transactionId ?? "" };

  const backToForm = () => {
    setActed(true);
    setDismissed({ transactionId: state.transactionId });
  };

  let content: ReactNode;
  switch (stage) {
    case "form":
      content =
        application.status === "disabled" ? (
          <Alert severity="warning">{t("contract.signing.disabled")}</Alert>
        ) : (
          <SignerForm
            appId={application.id}
            defaultValues={signer}
            takeFocus={acted}
            onStarted={(values) => {
              setActed(true);
              setSigner(values);
            }}
          />
        );
      break;
    case "signIn":
      content = (
        <SignInOnPhone attempt={attempt} code={state.verificationCode} onCancel={backToForm} takeFocus={acted} />
      );
      break;
    case "signOnPhone":
      content = (
        <SignOnPhone
          attempt={attempt}
          // Until the contract reaches the phone the code shown is still the sign-in's.
          code={state.step === "sign" ? state.verificationCode : null}
          onCancel={backToForm}
          takeFocus={acted}
        />
      );
      break;
    case "finishing":
      content = <FinishSigning attempt={attempt} onSigned={() => setSignedNow(true)} takeFocus={acted} />;
      break;
    case "done":
      content = <SigningDone application={application} state={state} signedNow={signedNow} takeFocus={acted} />;
      break;
    case "failed":
      content = <SigningFailed reason={state.failureReason} onTryAgain={backToForm} takeFocus={acted} />;
      break;
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6">
        {t("contract.signing.title")}
      </Typography>
      {stage !== "done" && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t("contract.signing.intro")}
        </Typography>
      )}
      <Stepper orientation="vertical" activeStep={active} aria-label={t("contract.signing.stepsLabel")} sx={{ mt: 2 }}>
        {steps.map((step, index) => (
          <Step
            key={step}
            aria-current={index === active ? "step" : undefined}
            completed={stage === "done" ? true : undefined}
          >
            <StepLabel
              error={stage === "failed" && index === active}
              // The theme's red is too light for text on white; forms use the darker one too.
              sx={{ "& .MuiStepLabel-label.Mui-error": { color: "error.dark" } }}
            >
              {t(`contract.signing.steps.${step}`)}
            </StepLabel>
            <StepContent>{index === active && content}</StepContent>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}

interface PhoneStepProps {
  attempt: SigningAttempt;
  code: string | null;
  onCancel: () => void;
  takeFocus: boolean;
}

/** Step one: the signer confirms the sign-in on the phone. */
function SignInOnPhone({ attempt, code, onCancel, takeFocus }: PhoneStepProps) {
  const { t } = useTranslation();
  // The sign-in was asked for a moment ago: the first answer is worth asking for one interval later.
  const due = useElapsed(SIGNING_POLL_MS);
  const poll = usePollContractSignInQuery(attempt, { skip: !due, pollingInterval: SIGNING_POLL_MS });
  return (
    <WaitingForPhone
      code={code}
      instruction={t("contract.signing.authInstruction")}
      error={poll.error}
      onCancel={onCancel}
      takeFocus={takeFocus}
    />
  );
}

/** Step two: the first call sends the contract to the phone; later ones poll the signature. */
function SignOnPhone({ attempt, code, onCancel, takeFocus }: PhoneStepProps) {
  const { t } = useTranslation();
  const poll = usePollContractSigningQuery(attempt, { pollingInterval: SIGNING_POLL_MS });
  return (
    <WaitingForPhone
      code={code}
      instruction={t("contract.signing.signInstruction")}
      error={poll.error}
      onCancel={onCancel}
      takeFocus={takeFocus}
    />
  );
}

/** Signed on the phone: the portal stores the signed contract, once. */
function FinishSigning({
  attempt,
  onSigned,
  takeFocus,
}: {
  attempt: SigningAttempt;
  onSigned: () => void;
  takeFocus: boolean;
}) {
  const { t } = useTranslation();
  const [signContract] = useSignContractMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  const focusRef = useTakeFocus<HTMLDivElement>(takeFocus);
  const { appId, transactionId } = attempt;

  const finish = () =>
    signContract({ appId, transactionId })
      .unwrap()
      .then(onSigned, (error: unknown) => setFailure(errorMessage(error)));

  useEffect(() => {
    // StrictMode runs effects twice on mount; the contract is stored once.
    if (sent.current) return;
    sent.current = true;
    void finish();
  });

  if (failure) {
    return (
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="error">{failure}</Alert>
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              setFailure(null);
              void finish();
            }}
          >
            {t("common.tryAgain")}
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack
      ref={focusRef}
      tabIndex={-1}
      direction="row"
      spacing={1.5}
      sx={{ alignItems: "center", pt: 1, "&:focus": { outline: "none" } }}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography role="status">{t("contract.signing.finishing")}</Typography>
    </Stack>
  );
}

/** The signer refused on the phone, or the provider gave up. */
function SigningFailed({
  reason,
  onTryAgain,
  takeFocus,
}: {
  reason: "declined" | null;
  onTryAgain: () => void;
  takeFocus: boolean;
}) {
  const { t } = useTranslation();
  const focusRef = useTakeFocus<HTMLButtonElement>(takeFocus);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="error">
        <AlertTitle>{t("contract.signing.failed")}</AlertTitle>
        {reason === "declined" ? t("contract.signing.declined") : t("contract.signing.failedReason")}
      </Alert>
      <Box>
        <Button ref={focusRef} variant="contained" onClick={onTryAgain}>
          {t("common.tryAgain")}
        </Button>
      </Box>
    </Stack>
  );
}

/** False until `ms` have passed since mount. */
function useElapsed(ms: number) {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
