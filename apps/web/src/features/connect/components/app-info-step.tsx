import { zodResolver } from "@hookform/resolvers/zod";
import { APP_NAME_MAX, APP_NAME_MIN, AppInfo } from "@portal/contracts";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import type { BusinessDraft } from "../draft";
import { CategoryField } from "./category-field";
import type { StepErrors } from "../connect-request";
import { StepForm, useStepForm } from "./step-form";

interface AppInfoStepProps {
  values: BusinessDraft["app"];
  serverErrors?: StepErrors;
  focusTitle: boolean;
  onChange: (values: BusinessDraft["app"]) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Business step 1: the application that will take the payments. */
export function AppInfoStep({ values, serverErrors, focusTitle, onChange, onBack, onNext }: AppInfoStepProps) {
  const { t } = useTranslation();
  const form = useForm<AppInfo, unknown, z.output<typeof AppInfo>>({
    resolver: zodResolver(AppInfo),
    defaultValues: { appName: "", appUrl: "", appInfo: "", ...values },
  });
  useStepForm(form, { onValues: onChange, serverErrors });

  return (
    <StepForm
      title={t("connect.steps.business.appInfo")}
      onSubmit={form.handleSubmit(onNext)}
      submitLabel={t("connect.actions.next")}
      onBack={onBack}
      focusTitle={focusTitle}
    >
      <FormTextField
        control={form.control}
        name="appName"
        label={t("connect.fields.appName")}
        helperText={t("connect.hints.appName", { min: APP_NAME_MIN, max: APP_NAME_MAX })}
        slotProps={{ htmlInput: { maxLength: APP_NAME_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="appUrl"
        label={t("connect.fields.appUrl")}
        type="url"
        autoComplete="url"
        helperText={t("connect.hints.url")}
      />
      <FormTextField
        control={form.control}
        name="appInfo"
        label={t("connect.fields.appInfo")}
        helperText={t("connect.hints.appInfo")}
        multiline
        minRows={3}
      />
      <CategoryField control={form.control} name="category" />
    </StepForm>
  );
}
