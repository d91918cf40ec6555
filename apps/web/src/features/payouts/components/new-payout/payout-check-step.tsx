import { Alert, DialogContentText } from "@mui/material";
import { type Payout, type PayoutRequest, toMajorNumber, toMinorUnits, type Wallet } from "@portal/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyStep } from "@/components/money-dialog/money-dialog";
import { type Failure, MoneyFailure } from "@/components/money-dialog/money-failure";
import { useFormat } from "@/lib/format";
import { useBillingFormat } from "@/lib/use-billing-format";
import { unanswered } from "@/lib/use-idempotency-key";
import { usePayoutSettingsQuery } from "../../api";
import { type FoundRecipient, type PayoutValues, payoutCost } from "./payout-form";
import { RecipientDetails } from "./recipient-details";

interface PayoutCheckStepProps {
  wallet: Wallet;
  values: PayoutValues;
  found: FoundRecipient;
  /** Sends it with the dialog opening's Idempotency-Key; rejects with the failed call's error. */
  send: (request: PayoutRequest) => Promise<Payout>;
  /** The payout is on its way to the server. */
  pending: boolean;
  onBack: () => void;
  onSent: (payout: Payout) => void;
  reasonOf: (error: unknown) => string;
}

/**
 * Step 2: what will leave the wallet and who receives it, in words, and whether it will wait
 * for review (above the account's threshold, SPEC §6); "Send payout" sends it.
 */
export function PayoutCheckStep({ wallet, values, found, send, pending, onBack, onSent, reasonOf }: PayoutCheckStepProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { formatNumber } = useFormat();
  const { data: settings } = usePayoutSettingsQuery();
  const [failure, setFailure] = useState<Failure>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // The step that had the focus went away: the focus starts on what is about to happen.
  useEffect(() => summaryRef.current?.focus(), []);

  const minor = toMinorUnits(values.amount) ?? 0n;
  const cost = payoutCost(values.to, values.account, values.amount, found.recipient.freeOfFees);
  const plain = (amount: bigint) => formatNumber(toMajorNumber(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const total = format.money(toMajorNumber(cost?.withFee ?? minor), wallet.currency);
  const who = { appName: wallet.appName, maskedFullName: found.maskedFullName };
  const summary =
    cost && cost.fee > 0n
      ? t("payouts.send.summary.withFee", { total, amount: plain(minor), fee: plain(cost.fee), ...who })
      : t("payouts.send.summary.noFee", { total, ...who });
  const threshold = settings ? toMinorUnits(settings.reviewThreshold) : null;
  const waitsForReview = threshold !== null && minor > threshold;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request: PayoutRequest = {
      kind: found.kind,
      account: found.account,
      amount: values.amount.trim(),
      currency: wallet.currency,
      description: values.description,
    };
    try {
      onSent(await send(request));
    } catch (error) {
      setFailure({ reason: unanswered(error) ? t("payouts.send.noAnswer") : reasonOf(error) });
    }
  };

  return (
    <MoneyStep
      onSubmit={(event) => void submit(event)}
      secondary={{ label: t("common.otp.back"), onClick: onBack }}
      submitLabel={t("payouts.send.send")}
      pending={pending}
    >
      <DialogContentText ref={summaryRef} tabIndex={-1} sx={{ color: "text.primary", fontWeight: 500, outline: "none" }}>
        {summary}
      </DialogContentText>
      <RecipientDetails found={found} />
      {values.description.trim() && <DialogContentText>{t("payouts.send.withDescription", { description: values.description.trim() })}</DialogContentText>}
      {waitsForReview && settings && (
        <Alert severity="info">{t("payouts.send.willWait", { threshold: format.money(settings.reviewThreshold, wallet.currency) })}</Alert>
      )}
      <MoneyFailure failure={failure} title={t("payouts.send.failed")} />
    </MoneyStep>
  );
}
