import { Box, Button, Divider, Stack, Typography } from "@mui/material";
import { type MerchantCategory, normalizeIban } from "@portal/contracts";
import { type FormEvent, Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useCompaniesQuery } from "../api";
import { bankSkipped } from "../connect-request";
import type { BusinessDraft, BusinessStep } from "../draft";
import { StepForm } from "./step-form";

interface ReviewStepProps {
  draft: BusinessDraft;
  pending: boolean;
  failure: string | null;
  focusTitle: boolean;
  onEdit: (step: BusinessStep) => void;
  onBack: () => void;
  onSubmit: () => void;
}

type Row = [label: string, value: string | undefined];

/** Business step 4: everything entered, each part with a way back to it, then one submit. */
export function ReviewStep({ draft, pending, failure, focusTitle, onEdit, onBack, onSubmit }: ReviewStepProps) {
  const { t } = useTranslation();
  const companies = useCompaniesQuery();
  const category = (value: MerchantCategory | undefined) => (value ? t(`common.categories.${value}`) : undefined);
  const { app, company, bankDetails } = draft;
  const skipped = bankSkipped(draft);
  const existing =
    draft.companyMode === "existing"
      ? companies.data?.find((candidate) => candidate.id === draft.companyId)
      : undefined;

  const sections: { step: BusinessStep; rows: Row[]; note?: string }[] = [
    {
      step: "appInfo",
      rows: [
        [t("connect.fields.appName"), app.appName],
        [t("connect.fields.appUrl"), app.appUrl],
        [t("connect.fields.appInfo"), app.appInfo],
        [t("connect.fields.category"), category(app.category)],
      ],
    },
    {
      step: "company",
      rows: existing
        ? [
            [t("connect.fields.companyName"), existing.companyName],
            [t("connect.fields.taxId"), existing.taxId],
          ]
        : [
            [t("connect.fields.companyName"), company.companyName],
            [t("connect.fields.companyWebsite"), company.companyWebsite],
            [t("connect.fields.address"), company.address],
            [t("connect.fields.taxId"), company.taxId],
            [t("connect.fields.category"), category(company.category)],
          ],
      note: existing ? t("connect.review.existingCompany") : undefined,
    },
    {
      step: "bankDetails",
      rows: skipped
        ? []
        : [
            [t("connect.fields.bankName"), bankDetails.bankName],
            [t("connect.fields.bankTaxId"), bankDetails.bankTaxId],
            // As it will be kept: typed in lower case or in groups, it is sent upper-cased and whole.
            [t("connect.fields.iban"), bankDetails.iban === undefined ? undefined : normalizeIban(bankDetails.iban)],
            [t("connect.fields.correspondentAccount"), bankDetails.correspondentAccount],
            [t("connect.fields.swift"), bankDetails.swift],
            [t("connect.fields.bankCode"), bankDetails.code],
            [t("connect.fields.postalCode"), bankDetails.postalCode],
            [t("connect.fields.serviceUser"), bankDetails.serviceUser],
          ],
      note: skipped ? t("connect.review.bankSkipped") : undefined,
    },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <StepForm
      title={t("connect.steps.business.review")}
      onSubmit={submit}
      submitLabel={t("connect.actions.submit")}
      pending={pending}
      onBack={onBack}
      failure={failure}
      focusTitle={focusTitle}
    >
      <Typography color="text.secondary">{t("connect.review.intro")}</Typography>
      {sections.map(({ step, rows, note }, index) => {
        const heading = t(`connect.steps.business.${step}`);
        return (
          <Fragment key={step}>
            {index > 0 && <Divider />}
            <Stack component="section" aria-label={heading} spacing={1}>
              <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", gap: 1 }}>
                <Typography component="h3" variant="subtitle1">
                  {heading}
                </Typography>
                <Button
                  size="small"
                  color="secondary"
                  onClick={() => onEdit(step)}
                  disabled={pending}
                  aria-label={t("connect.review.edit", { section: heading })}
                >
                  {t("connect.actions.edit")}
                </Button>
              </Stack>
              {note && <Typography color="text.secondary">{note}</Typography>}
              {rows.length > 0 && (
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: "grid",
                    gridTemplateColumns: { xs: "1fr", sm: "minmax(10rem, 14rem) 1fr" },
                    columnGap: 2,
                    rowGap: { xs: 0.25, sm: 1 },
                  }}
                >
                  {rows.map(([label, value]) => (
                    <Fragment key={label}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{
                          m: 0,
                          mb: { xs: 1, sm: 0 },
                          fontWeight: 500,
                          overflowWrap: "anywhere",
                          whiteSpace: "pre-line",
                        }}
                      >
                        {value || "—"}
                      </Typography>
                    </Fragment>
                  ))}
                </Box>
              )}
            </Stack>
          </Fragment>
        );
      })}
    </StepForm>
  );
}
