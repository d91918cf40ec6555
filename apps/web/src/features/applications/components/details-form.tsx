import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from "@mui/material";
import {
  APP_NAME_MAX,
  APP_NAME_MIN,
  AppConfigUpdate,
  appInfoRules,
  type ApplicationDetail,
  isAppIdentityLocked,
  merchantCategories,
  messages,
  type SmsPlaceholder,
  withdrawalMethods,
} from "@portal/contracts";
import { useEffect, useState } from "react";
import { type Resolver, useController, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { SelectField } from "@/components/form/select-field";
import { FormTextField } from "@/components/form/form-text-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useMay } from "@/lib/permissions";
import { validationMessage } from "@/lib/validation-message";
import { useSaveAppConfigMutation } from "../api";
import { SectionCard } from "@/components/section-card";
import { SmsTemplateField } from "./sms-template-field";

type Values = z.input<typeof AppConfigUpdate>;
type Saved = z.output<typeof AppConfigUpdate>;

const toValues = (app: ApplicationDetail): Values => ({
  appId: app.id,
  configId: app.configId,
  app: { appName: app.appName, appUrl: app.appUrl, appInfo: app.appInfo, category: app.category },
  defaultSmsTemplate: app.defaultSmsTemplate,
  applicationMail: app.applicationMail,
  withdrawalMethod: app.withdrawalMethod,
});

// Sample values the SMS preview fills in; the name and amount follow the interface language.
const SAMPLE_AMOUNT = 25.5;
const SAMPLE_CURRENCY = "AZN";
/** Shaped as the invoice codes the server makes (10 characters without 0, 1, I or O). */
const SAMPLE_INVOICE_CODE = "Q7KX3M9PA2";

/**
 * The sample invoice's payment link (`/pay/{invoiceCode}`), which the SMS carries: on the
 * server the application's own payment page is on (not that QR page's address itself).
 */
const samplePaymentUrl = (app: ApplicationDetail) => `${new URL(app.paymentPageUrl).origin}/pay/${SAMPLE_INVOICE_CODE}`;

function WithdrawalMethodField({ form, disabled }: { form: UseFormReturn<Values, unknown, Saved>; disabled: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: "withdrawalMethod" });
  const label = t("applications.details.withdrawalMethod");
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup row name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur}>
        {withdrawalMethods.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio color="secondary" />}
            label={t(`applications.details.withdrawalMethods.${method}`)}
          />
        ))}
      </RadioGroup>
      {fieldState.error?.message && (
        <FormHelperText>{validationMessage(fieldState.error.message, label)}</FormHelperText>
      )}
    </FormControl>
  );
}

/** Section 1: the application's details and settings, saved together by `PUT api/config`. */
export function DetailsForm({ app, notify }: { app: ApplicationDetail; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  const [save] = useSaveAppConfigMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // A sole trader may have no site; a business's address is required (the server judges the same).
  const soleTrader = app.accountType === "individual";
  const form = useForm<Values, unknown, Saved>({
    resolver: zodResolver(z.extend(AppConfigUpdate, { app: appInfoRules(app.accountType) })) as Resolver<
      Values,
      unknown,
      Saved
    >,
    defaultValues: toValues(app),
  });
  // A disabled application is read-only for good; a sub-user without the permission only reads it (SPEC §6).
  const mayConfigure = useMay("configureApplication");
  const readOnly = app.status === "disabled" || !mayConfigure;
  // What customers were shown in review and signed for stays as it is (the server refuses a change).
  const identityLocked = isAppIdentityLocked(app.status);
  const lockedHelp = (label: string) => validationMessage(messages.appDetailsLocked, label);

  // The lock can arrive with a refetch (sent to review in another tab, or a save refused
  // for it): the locked fields then show what customers see, not an edit that cannot be saved.
  useEffect(() => {
    if (!identityLocked) return;
    form.resetField("app.appName", { defaultValue: app.appName });
    form.resetField("app.appUrl", { defaultValue: app.appUrl });
  }, [form, identityLocked, app.appName, app.appUrl]);

  const sample: Record<SmsPlaceholder, string> = {
    fullName: t("applications.details.sms.sampleName"),
    amount: formatNumber(SAMPLE_AMOUNT, { minimumFractionDigits: 2 }),
    currency: SAMPLE_CURRENCY,
    invoice_code: SAMPLE_INVOICE_CODE,
    paymentUrl: samplePaymentUrl(app),
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await save(values);
    if (result.data) {
      form.reset(toValues(result.data));
      notify(t("applications.details.saved"));
    } else if (!applyFieldErrors(result.error, form)) {
      setFailure(errorMessage(result.error));
    }
  });

  return (
    <SectionCard title={t("applications.details.title")} description={t("applications.details.description")}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <FormTextField
          control={form.control}
          name="app.appName"
          label={t("applications.details.appName")}
          helperText={
            identityLocked
              ? lockedHelp(t("applications.details.appName"))
              : t("applications.details.appNameHelper", { min: APP_NAME_MIN, max: APP_NAME_MAX })
          }
          disabled={readOnly || identityLocked}
          required
        />
        <FormTextField
          control={form.control}
          name="app.appUrl"
          label={t("applications.details.appUrl")}
          helperText={identityLocked ? lockedHelp(t("applications.details.appUrl")) : undefined}
          type="url"
          autoComplete="url"
          disabled={readOnly || identityLocked}
          required={!soleTrader}
        />
        <FormTextField
          control={form.control}
          name="app.appInfo"
          label={t("applications.details.appInfo")}
          multiline
          minRows={2}
          disabled={readOnly}
          required
        />
        <SelectField
          control={form.control}
          name="app.category"
          label={t("applications.details.category")}
          options={merchantCategories.map((category) => ({
            value: category,
            label: t(`common.categories.${category}`),
          }))}
          disabled={readOnly}
          required
        />
        <SmsTemplateField
          control={form.control}
          name="defaultSmsTemplate"
          label={t("applications.details.smsTemplate")}
          disabled={readOnly}
          sample={sample}
        />
        <FormTextField
          control={form.control}
          name="applicationMail"
          label={t("applications.details.applicationMail")}
          helperText={t("applications.details.applicationMailHelper")}
          type="email"
          autoComplete="email"
          disabled={readOnly}
        />
        <WithdrawalMethodField form={form} disabled={readOnly} />
        {failure && <Alert severity="error">{failure}</Alert>}
        {!readOnly && (
          <SubmitButton
            pending={form.formState.isSubmitting}
            fullWidth={false}
            sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
          >
            {t("applications.details.save")}
          </SubmitButton>
        )}
      </Stack>
    </SectionCard>
  );
}
