import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button } from "@mui/material";
import { BankDetails } from "@portal/contracts";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import type { BusinessDraft } from "../draft";
import type { StepErrors } from "../connect-request";
import { StepForm, useStepForm } from "./step-form";

interface BankDetailsStepProps {
  values: BusinessDraft["bankDetails"];
  /** With one of the account's companies the bank details may be left as they are. */
  skippable: boolean;
  serverErrors?: StepErrors;
  focusTitle: boolean;
  onChange: (values: BusinessDraft["bankDetails"]) => void;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
}

// Codes are typed as capitals on phone keyboards; the value is never changed behind the user's back.
const code = { htmlInput: { autoCapitalize: "characters", spellCheck: false } } as const;

/** Business step 3: the account payouts go to. IBAN and codes are checked as typed, capitals only. */
export function BankDetailsStep({
  values,
  skippable,
  serverErrors,
  focusTitle,
  onChange,
  onBack,
  onNext,
  onSkip,
}: BankDetailsStepProps) {
  const { t } = useTranslation();
  const form = useForm<BankDetails, unknown, z.output<typeof BankDetails>>({
    resolver: zodResolver(BankDetails),
    defaultValues: {
      bankName: "",
      bankTaxId: "",
      iban: "",
      correspondentAccount: "",
      swift: "",
      code: "",
      postalCode: "",
      serviceUser: "",
      ...values,
    },
  });
  useStepForm(form, { onValues: onChange, serverErrors });

  return (
    <StepForm
      title={t("connect.steps.business.bankDetails")}
      onSubmit={form.handleSubmit(onNext)}
      submitLabel={t("connect.actions.next")}
      onBack={onBack}
      focusTitle={focusTitle}
      extraAction={
        skippable && (
          <Button variant="text" color="secondary" size="large" onClick={onSkip}>
            {t("connect.actions.skip")}
          </Button>
        )
      }
    >
      {skippable && <Alert severity="info">{t("connect.bank.skipHint")}</Alert>}
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormTextField control={form.control} name="bankName" label={t("connect.fields.bankName")} />
        <FormTextField
          control={form.control}
          name="bankTaxId"
          label={t("connect.fields.bankTaxId")}
          helperText={t("connect.hints.taxId")}
          slotProps={code}
        />
        <FormTextField
          control={form.control}
          name="iban"
          label={t("connect.fields.iban")}
          helperText={t("connect.hints.iban")}
          slotProps={code}
          sx={{ gridColumn: { sm: "1 / -1" } }}
        />
        <FormTextField
          control={form.control}
          name="correspondentAccount"
          label={t("connect.fields.correspondentAccount")}
          slotProps={code}
        />
        <FormTextField
          control={form.control}
          name="swift"
          label={t("connect.fields.swift")}
          helperText={t("connect.hints.swift")}
          slotProps={code}
        />
        <FormTextField control={form.control} name="code" label={t("connect.fields.bankCode")} slotProps={code} />
        <FormTextField
          control={form.control}
          name="postalCode"
          label={t("connect.fields.postalCode")}
          autoComplete="postal-code"
          helperText={t("connect.hints.optional")}
        />
        <FormTextField
          control={form.control}
          name="serviceUser"
          label={t("connect.fields.serviceUser")}
          helperText={t("connect.hints.optional")}
          sx={{ gridColumn: { sm: "1 / -1" } }}
        />
      </Box>
    </StepForm>
  );
}
