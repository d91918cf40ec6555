import { zodResolver } from "@hookform/resolvers/zod";
import { IndividualDetails } from "@portal/contracts";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { PhoneField } from "@/components/form/phone-field";
import type { StepErrors } from "../connect-request";
import type { IndividualDraft } from "../draft";
import { StepForm, useStepForm } from "./step-form";

interface PersonalInfoStepProps {
  values: IndividualDraft["individual"];
  serverErrors?: StepErrors;
  focusTitle: boolean;
  onChange: (values: IndividualDraft["individual"]) => void;
  onBack: () => void;
  onNext: () => void;
}

/** The country code every phone starts with; typed for the user, who adds the 9 digits. */
const PHONE_PREFIX = "+994";

/** Individual step 1: who the sole trader is, and the phone the confirmation code goes to. */
export function PersonalInfoStep({ values, serverErrors, focusTitle, onChange, onBack, onNext }: PersonalInfoStepProps) {
  const { t } = useTranslation();
  const form = useForm<IndividualDetails, unknown, z.output<typeof IndividualDetails>>({
    resolver: zodResolver(IndividualDetails),
    defaultValues: { fullName: "", fin: "", address: "", phone: PHONE_PREFIX, ...values },
  });
  useStepForm(form, { onValues: onChange, serverErrors });

  return (
    <StepForm
      title={t("connect.steps.individual.personal")}
      onSubmit={form.handleSubmit(onNext)}
      submitLabel={t("connect.actions.next")}
      onBack={onBack}
      focusTitle={focusTitle}
    >
      <FormTextField control={form.control} name="fullName" label={t("connect.fields.fullName")} autoComplete="name" />
      <FormTextField
        control={form.control}
        name="fin"
        label={t("connect.fields.fin")}
        helperText={t("connect.hints.fin")}
        slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false, maxLength: 7 } }}
      />
      <FormTextField control={form.control} name="address" label={t("connect.fields.address")} autoComplete="street-address" multiline minRows={2} />
      <PhoneField control={form.control} name="phone" label={t("connect.fields.phone")} hint={t("connect.hints.phone")} />
    </StepForm>
  );
}
