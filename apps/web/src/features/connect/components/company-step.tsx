import { zodResolver } from "@hookform/resolvers/zod";
import {
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from "@mui/material";
import { type Company, CompanyDetails } from "@portal/contracts";
import { useForm, useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form/form-text-field";
import { useCompaniesQuery } from "../api";
import { type BusinessDraft, type CompanyMode, companyModes } from "../draft";
import { CategoryField } from "./category-field";
import { SelectField } from "@/components/form/select-field";
import { ExistingCompany, type StepErrors } from "../connect-request";
import { StepForm, useStepForm } from "./step-form";

interface CompanyStepProps {
  draft: BusinessDraft;
  serverErrors?: StepErrors;
  focusTitle: boolean;
  onChange: (patch: Partial<BusinessDraft>) => void;
  onBack: () => void;
  /** With the way the company was given, which the step may have settled for the user. */
  onNext: (companyMode: CompanyMode) => void;
}

/**
 * Business step 2: a new company, or (when the account has any) one it already has. The
 * two are separate forms; what was typed into one stays while the other is shown.
 */
export function CompanyStep({ draft, serverErrors, focusTitle, onChange, onBack, onNext }: CompanyStepProps) {
  const { t } = useTranslation();
  const companies = useCompaniesQuery();

  if (companies.isLoading) {
    return (
      <Stack spacing={2} sx={{ alignItems: "center", py: 6 }}>
        <CircularProgress aria-label={t("connect.company.loading")} />
      </Stack>
    );
  }

  const list = companies.data ?? [];
  // Without companies to pick from, only a new one can be entered.
  const mode: CompanyMode = list.length > 0 ? draft.companyMode : "new";
  const picker =
    list.length > 0 ? (
      <FormControl>
        <FormLabel id="company-mode-label">{t("connect.company.mode")}</FormLabel>
        <RadioGroup
          aria-labelledby="company-mode-label"
          name="companyMode"
          value={mode}
          onChange={(event) => onChange({ companyMode: event.target.value as CompanyMode })}
        >
          {companyModes.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`connect.company.modes.${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    ) : null;

  const shared = { serverErrors, focusTitle, onBack, onNext: () => onNext(mode), picker };
  return mode === "existing" ? (
    <ExistingCompanyForm
      {...shared}
      key="existing"
      companies={list}
      companyId={draft.companyId}
      onChange={(companyId) => onChange({ companyId })}
    />
  ) : (
    <NewCompanyForm {...shared} key="new" values={draft.company} onChange={(company) => onChange({ company })} />
  );
}

interface FormProps<V> {
  picker: ReactNode;
  serverErrors?: StepErrors;
  focusTitle: boolean;
  onChange: (values: V) => void;
  onBack: () => void;
  onNext: () => void;
}

function NewCompanyForm({
  picker,
  values,
  serverErrors,
  focusTitle,
  onChange,
  onBack,
  onNext,
}: FormProps<BusinessDraft["company"]> & { values: BusinessDraft["company"] }) {
  const { t } = useTranslation();
  const form = useForm<CompanyDetails, unknown, z.output<typeof CompanyDetails>>({
    resolver: zodResolver(CompanyDetails),
    // The category is the company's own (SPEC §5 requires it): chosen here, not taken from the application's.
    defaultValues: { companyName: "", companyWebsite: "", address: "", taxId: "", ...values },
  });
  useStepForm(form, { onValues: onChange, serverErrors });

  return (
    <StepForm
      title={t("connect.steps.business.company")}
      onSubmit={form.handleSubmit(onNext)}
      submitLabel={t("connect.actions.next")}
      onBack={onBack}
      focusTitle={focusTitle}
    >
      {picker}
      <FormTextField
        control={form.control}
        name="companyName"
        label={t("connect.fields.companyName")}
        autoComplete="organization"
      />
      <FormTextField
        control={form.control}
        name="companyWebsite"
        label={t("connect.fields.companyWebsite")}
        type="url"
        autoComplete="url"
        helperText={t("connect.hints.optionalUrl")}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t("connect.fields.address")}
        autoComplete="street-address"
        multiline
        minRows={2}
      />
      <FormTextField
        control={form.control}
        name="taxId"
        label={t("connect.fields.taxId")}
        helperText={t("connect.hints.taxId")}
        slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false } }}
      />
      <CategoryField control={form.control} name="category" />
    </StepForm>
  );
}

function ExistingCompanyForm({
  picker,
  companies,
  companyId,
  serverErrors,
  focusTitle,
  onChange,
  onBack,
  onNext,
}: FormProps<string | undefined> & { companies: Company[]; companyId: string | undefined }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(ExistingCompany), defaultValues: { companyId: companyId ?? "" } });
  useStepForm(form, { onValues: (values) => onChange(values.companyId), serverErrors });
  const chosenId = useWatch({ control: form.control, name: "companyId" });
  const chosen = companies.find((company) => company.id === chosenId);

  return (
    <StepForm
      title={t("connect.steps.business.company")}
      onSubmit={form.handleSubmit(onNext)}
      submitLabel={t("connect.actions.next")}
      onBack={onBack}
      focusTitle={focusTitle}
    >
      {picker}
      <SelectField
        control={form.control}
        name="companyId"
        label={t("connect.fields.company")}
        emptyLabel={t("connect.fields.choose")}
        options={companies.map((company) => ({
          value: company.id,
          label: `${company.companyName} · ${company.taxId}`,
        }))}
      />
      {chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {[chosen.address, chosen.companyWebsite, t(`common.categories.${chosen.category}`)]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
      )}
    </StepForm>
  );
}
