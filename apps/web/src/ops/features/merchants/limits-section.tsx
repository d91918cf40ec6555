import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Stack } from "@mui/material";
import {
  type AccountLimitsRequest,
  fromMinorUnits,
  minorOf,
  toMajorNumber,
  toMinorUnits,
  walletAmountIssue,
} from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { SubmitButton } from "@/components/form/submit-button";
import { SectionCard } from "@/components/section-card";
import { Details } from "../../components/details";
import { FormField } from "../../components/form-field";
import { applyFieldErrors } from "../../lib/field-errors";
import { useFormat } from "../../lib/format";
import { useTexts } from "../../lib/use-texts";
import { type AccountDetail, useSetLimitsMutation } from "./api";

type Limits = AccountDetail["account"]["limits"];

/** A limit as typed: empty takes it off; else AccountLimitsRequest's rule (a number ≥ 1, two decimals at most). */
const limitField = z.string().check(
  z.superRefine((value, ctx) => {
    if (value.trim() === "") return;
    const issue = walletAmountIssue(value, null);
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  }),
);
const LimitsForm = z.object({ maxPaymentAmount: limitField, payoutDailyCap: limitField });
type LimitsValues = z.input<typeof LimitsForm>;

const typed = (amount: number | null) => (amount === null ? "" : fromMinorUnits(minorOf(amount)));
/** What the API takes: a number in major units read by its digits (never `x * 100`), or null for none. */
const toSend = (text: string): number | null => {
  const minor = toMinorUnits(text.trim());
  return text.trim() === "" || minor === null ? null : toMajorNumber(minor);
};
const valuesOf = (limits: Limits): LimitsValues => ({
  maxPaymentAmount: typed(limits.maxPaymentAmount),
  payoutDailyCap: typed(limits.payoutDailyCap),
});

/**
 * The account's own limits: the largest single payment its links take, and what it may pay out
 * in 24 hours. A risk operator sets them (empty: none of its own, or the provider's default);
 * the others read them.
 */
export function LimitsSection({
  accountId,
  limits,
  mayAct,
  onSaved,
}: {
  accountId: string;
  limits: Limits;
  mayAct: boolean;
  onSaved: () => void;
}) {
  const { t } = useTexts();
  const format = useFormat();
  return (
    <SectionCard title={t("ops.limits.title")} description={t("ops.limits.text")}>
      {mayAct ? (
        <LimitsFormFields accountId={accountId} limits={limits} onSaved={onSaved} />
      ) : (
        <Details
          items={[
            {
              label: t("ops.limits.maxPaymentAmount"),
              value:
                limits.maxPaymentAmount === null ? t("ops.limits.noOwnLimit") : format.amount(limits.maxPaymentAmount),
            },
            {
              label: t("ops.limits.payoutDailyCap"),
              value:
                limits.payoutDailyCap === null ? t("ops.limits.providerDefault") : format.amount(limits.payoutDailyCap),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}

function LimitsFormFields({ accountId, limits, onSaved }: { accountId: string; limits: Limits; onSaved: () => void }) {
  const { t, failure: failureText } = useTexts();
  const [setLimits] = useSetLimitsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LimitsValues>({ resolver: zodResolver(LimitsForm), defaultValues: valuesOf(limits) });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body: AccountLimitsRequest = {
      maxPaymentAmount: toSend(values.maxPaymentAmount),
      payoutDailyCap: toSend(values.payoutDailyCap),
    };
    try {
      const saved = await setLimits({ accountId, body }).unwrap();
      form.reset(valuesOf(saved.account.limits));
      onSaved();
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  const amountInput = { htmlInput: { inputMode: "decimal" as const } };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: 420 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormField
        control={form.control}
        name="maxPaymentAmount"
        label={t("ops.limits.maxPaymentAmount")}
        hint={t("ops.limits.maxPaymentAmountHint")}
        autoComplete="off"
        slotProps={amountInput}
      />
      <FormField
        control={form.control}
        name="payoutDailyCap"
        label={t("ops.limits.payoutDailyCap")}
        hint={t("ops.limits.payoutDailyCapHint")}
        autoComplete="off"
        slotProps={amountInput}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        fullWidth={false}
        size="medium"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("ops.limits.save")}
      </SubmitButton>
    </Stack>
  );
}
