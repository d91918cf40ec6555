import type { ConnectResponse } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import { useConnectMutation } from "../api";
import { type ErrorsByStep, type StepFailure, individualFieldErrors, individualRequest } from "../connect-request";
import { type Created, type IndividualDraft, type IndividualStep, individualSteps } from "../draft";
import { AgreementStep } from "./agreement-step";
import { CardStep } from "./card-step";
import { type Challenge, ConfirmationStep } from "./confirmation-step";
import { FlowStepper } from "./flow-stepper";
import { PersonalInfoStep } from "./personal-info-step";

interface IndividualFlowProps {
  draft: IndividualDraft;
  onChange: (patch: Partial<IndividualDraft>) => void;
  /** Back from the first step, or from the card step once the application exists: to the choice of account type. */
  onExit: () => void;
  onDone: (created: Created) => void;
}

/**
 * Connect a sole trader (SPEC §2): personal information (with what they sell, which review
 * needs) → agreement → the code texted to the phone, which creates the application → the
 * card its payouts go to, confirmed by a second code to the account's phone. The
 * application can then go to review.
 */
export function IndividualFlow({ draft, onChange, onExit, onDone }: IndividualFlowProps) {
  const { t } = useTranslation();
  const [connect, { isLoading }] = useConnectMutation();
  // Only in memory: after a reload the code is asked for again.
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [serverErrors, setServerErrors] = useState<ErrorsByStep<IndividualStep>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);

  // Once the application exists only the card is left; the card step needs one.
  const { created } = draft;
  const step: IndividualStep = created ? "card" : draft.step === "card" ? "confirmation" : draft.step;

  const go = (next: IndividualStep) => {
    setMoved(true);
    setFailure(null);
    onChange({ step: next });
  };
  const backTo = (failed: StepFailure<IndividualStep>) => {
    setServerErrors(failed.errors);
    go(failed.step);
  };
  const passed = (done: IndividualStep) => setServerErrors(({ [done]: _passed, ...rest }) => rest);

  const confirmed = (result: ConnectResponse) => {
    if (result.status !== "created") return;
    setMoved(true);
    setChallenge(null);
    onChange({ created: { appId: result.appId, appConfigId: result.appConfigId }, step: "card" });
  };

  const sendCode = async () => {
    setFailure(null);
    const built = individualRequest(draft);
    if (built.failure) return backTo(built.failure);
    try {
      const result = await connect(built.request).unwrap();
      if (result.status === "otpSent") {
        setChallenge({ phoneHint: result.phoneHint, resendIn: result.resendIn });
        go("confirmation");
      } else {
        confirmed(result);
      }
    } catch (error) {
      const failed = individualFieldErrors(error);
      if (failed) backTo(failed);
      else setFailure(errorMessage(error));
    }
  };

  const confirm = async (otp: string) => {
    const built = individualRequest(draft, otp);
    if (built.failure) return backTo(built.failure);
    try {
      confirmed(await connect(built.request).unwrap());
    } catch (error) {
      const failed = individualFieldErrors(error);
      // Anything else (a wrong or expired code) is shown by the code step itself.
      if (!failed) throw error;
      backTo(failed);
    }
  };

  const resend = async () => {
    const built = individualRequest(draft);
    if (built.failure) {
      backTo(built.failure);
      return { resendIn: 0 };
    }
    const result = await connect(built.request).unwrap();
    return result.status === "otpSent" ? { phoneHint: result.phoneHint, resendIn: result.resendIn } : { resendIn: 0 };
  };

  return (
    <>
      <FlowStepper steps={individualSteps} active={step} label={(key) => t(`connect.steps.individual.${key}`)} />
      {step === "personal" && (
        <PersonalInfoStep
          values={draft.individual}
          sales={draft.sales}
          serverErrors={serverErrors.personal}
          focusTitle={moved}
          onChange={(individual, sales) => onChange({ individual, sales })}
          onBack={onExit}
          onNext={() => {
            passed("personal");
            go("agreement");
          }}
        />
      )}
      {step === "agreement" && (
        <AgreementStep
          accepted={draft.agreementAccepted}
          pending={isLoading}
          failure={failure}
          serverErrors={serverErrors.agreement}
          focusTitle={moved}
          onChange={(agreementAccepted) => onChange({ agreementAccepted })}
          onBack={() => go("personal")}
          onNext={() => {
            passed("agreement");
            void sendCode();
          }}
        />
      )}
      {step === "confirmation" && (
        <ConfirmationStep
          challenge={challenge}
          phone={draft.individual.phone ?? ""}
          sending={isLoading}
          failure={failure}
          focusTitle={moved}
          onSend={() => void sendCode()}
          onConfirm={confirm}
          onResend={resend}
          onBack={() => go("agreement")}
        />
      )}
      {step === "card" && created && (
        <CardStep appId={created.appId} focusTitle={moved} onAttached={() => onDone(created)} onBack={onExit} />
      )}
    </>
  );
}
