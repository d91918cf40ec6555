import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import { useCompaniesQuery, useConnectMutation } from "../api";
import { type ErrorsByStep, businessFieldErrors, businessRequest } from "../connect-request";
import { type BusinessDraft, type BusinessStep, type Created, businessSteps } from "../draft";
import { AppInfoStep } from "./app-info-step";
import { BankDetailsStep } from "./bank-details-step";
import { CompanyStep } from "./company-step";
import { FlowStepper } from "./flow-stepper";
import { ReviewStep } from "./review-step";

interface BusinessFlowProps {
  draft: BusinessDraft;
  onChange: (patch: Partial<BusinessDraft>) => void;
  /** Back from the first step: to the choice of account type. */
  onExit: () => void;
  onCreated: (created: Created) => void;
}

/** Connect a business (SPEC §2): app info → company → bank details → review, one request at the end. */
export function BusinessFlow({ draft, onChange, onExit, onCreated }: BusinessFlowProps) {
  const { t } = useTranslation();
  const [connect, { isLoading }] = useConnectMutation();
  const companies = useCompaniesQuery();
  const [serverErrors, setServerErrors] = useState<ErrorsByStep<BusinessStep>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The first step shown keeps the page's focus; later ones take it to their title.
  const [moved, setMoved] = useState(false);

  const skippable = draft.companyMode === "existing" && (companies.data?.length ?? 0) > 0;
  const go = (step: BusinessStep) => {
    setMoved(true);
    setFailure(null);
    onChange({ step });
  };
  /** A step passed its checks: its old server errors no longer apply. */
  const done = (step: BusinessStep, patch: Partial<BusinessDraft> = {}) => {
    setServerErrors(({ [step]: _passed, ...rest }) => rest);
    onChange(patch);
    go(businessSteps[businessSteps.indexOf(step) + 1] ?? step);
  };

  const submit = async () => {
    setFailure(null);
    const built = businessRequest(draft);
    if (built.failure) {
      setServerErrors(built.failure.errors);
      go(built.failure.step);
      return;
    }
    try {
      const result = await connect(built.request).unwrap();
      if (result.status === "created") onCreated({ appId: result.appId, appConfigId: result.appConfigId });
    } catch (error) {
      const failed = businessFieldErrors(error);
      if (failed) {
        setServerErrors(failed.errors);
        go(failed.step);
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  const step = draft.step;
  return (
    <>
      <FlowStepper
        steps={businessSteps}
        active={step}
        label={(key) => t(`connect.steps.business.${key}`)}
        optional={skippable ? ["bankDetails"] : []}
      />
      {step === "appInfo" && (
        <AppInfoStep
          values={draft.app}
          serverErrors={serverErrors.appInfo}
          focusTitle={moved}
          onChange={(app) => onChange({ app })}
          onBack={onExit}
          onNext={() => done("appInfo")}
        />
      )}
      {step === "company" && (
        <CompanyStep
          draft={draft}
          serverErrors={serverErrors.company}
          focusTitle={moved}
          onChange={onChange}
          onBack={() => go("appInfo")}
          onNext={(companyMode) => done("company", { companyMode })}
        />
      )}
      {step === "bankDetails" && (
        <BankDetailsStep
          values={draft.bankDetails}
          skippable={skippable}
          serverErrors={serverErrors.bankDetails}
          focusTitle={moved}
          onChange={(bankDetails) => onChange({ bankDetails })}
          onBack={() => go("company")}
          onNext={() => done("bankDetails", { skipBank: false })}
          onSkip={() => done("bankDetails", { skipBank: true })}
        />
      )}
      {step === "review" && (
        <ReviewStep
          draft={draft}
          pending={isLoading}
          failure={failure}
          focusTitle={moved}
          onEdit={go}
          onBack={() => go("bankDetails")}
          onSubmit={() => void submit()}
        />
      )}
    </>
  );
}
