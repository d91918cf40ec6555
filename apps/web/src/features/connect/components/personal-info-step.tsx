import { zodResolver } from "@hookform/resolvers/zod";
import { IndividualDetails, SoleTraderSales } from "@portal/contracts";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { PhoneField } from "@/components/form/phone-field";
import type { StepErrors } from "../connect-request";
import type { IndividualDraft } from "../draft";
import { StepForm, useStepForm } from "./step-form";

/**
 * Who the sole trader is, and what they sell: the application is named after them, and
 * review needs what they sell (and their site, if they have one). Asked here so that the
 * flow's last step leaves an application that can go to review.
 */
const PersonalStep = z.extend(IndividualDetails, SoleTraderSales.shape);
type PersonalStepValues = z.input<typeof PersonalStep>;

interface PersonalInfoStepProps {
  values: IndividualDraft["individual"];
  sales: IndividualDraft["sales"];
  serverErrors?: StepErrors;
  focusTitle: boolean;
  onChange: (values: IndividualDraft["individual"], sales: IndividualDraft["sales"]) => void;
  onBack: () => void;
  onNext: () => void;
}

/** The country code every phone starts with; typed for the user, who adds the 9 digits. */
const PHONE_PREFIX = "+994";

/** Individual step 1: who the sole trader is, what they sell, and the phone the confirmation code goes to. */
export function PersonalInfoStep({
  values,
  sales,
  serverErrors,
  focusTitle,
  onChange,
  onBack,
  onNext,
}: PersonalInfoStepProps) {
  const { t } = useTranslation();
  const form = useForm<PersonalStepValues, unknown, z.output<typeof PersonalStep>>({
    resolver: zodResolver(PersonalStep),
    defaultValues: {
      fullName: "",
      fin: "",
      address: "",
      phone: PHONE_PREFIX,
      appUrl: "",
      appInfo: "",
      ...values,
      ...sales,
    },
  });
  useStepForm(form, {
    onValues: ({ appUrl, appInfo, ...person }) => onChange(person, { appUrl, appInfo }),
    serverErrors,
  });

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
      <FormTextField
        control={form.control}
        name="address"
        label={t("connect.fields.address")}
        autoComplete="street-address"
        multiline
        minRows={2}
      />
      <PhoneField
        control={form.control}
        name="phone"
        label={t("connect.fields.phone")}
        hint={t("connect.hints.phone")}
      />
      <FormTextField
        control={form.control}
        name="appInfo"
        label={t("connect.fields.salesInfo")}
        helperText={t("connect.hints.appInfo")}
        multiline
        minRows={2}
      />
      <FormTextField
        control={form.control}
        name="appUrl"
        label={t("connect.fields.salesUrl")}
        helperText={t("connect.hints.salesUrl")}
        type="url"
        autoComplete="url"
      />
    </StepForm>
  );
}
