import { Alert, DialogContentText, Stack } from "@mui/material";
import type { Payout, PayoutCodeRequest, PayoutCodeSent, Wallet } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { MoneyCodeStep } from "@/components/money-dialog/money-code-step";
import { useFormat } from "@/lib/format";
import { useBillingFormat } from "@/lib/use-billing-format";
import { usePayoutSettingsQuery } from "../../api";
import type { FoundRecipient } from "./payout-form";
import { RecipientDetails } from "./recipient-details";

interface PayoutCodeStepProps {
  wallet: Wallet;
  request: PayoutCodeRequest;
  /** The server's answer to the code's request: who receives, what it costs, whether it will wait. */
  sent: PayoutCodeSent;
  found: FoundRecipient;
  /** A new code for the same payout; rejects with the failed call's error. */
  resend: () => Promise<PayoutCodeSent>;
  /** Sends it with this code and the opening's Idempotency-Key; rejects with the failed call's error. */
  confirm: (code: string) => Promise<Payout>;
  onBack: () => void;
  onDone: (payout: Payout) => void;
  reasonOf: (error: unknown) => string;
}

/**
 * Step 2: what will leave the wallet and who receives it, in the server's words and figures,
 * whether it will wait for a second person (SPEC §6: the rolling threshold, a new recipient),
 * and the code texted for exactly this payout; "Send payout" sends it with the code.
 */
export function PayoutCodeStep({
  wallet,
  request,
  sent,
  found,
  resend,
  confirm,
  onBack,
  onDone,
  reasonOf,
}: PayoutCodeStepProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { formatNumber } = useFormat();
  const { data: settings } = usePayoutSettingsQuery();
  const plain = (amount: number) => formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const who = { appName: wallet.appName, maskedFullName: sent.recipient.maskedFullName };
  const total = format.money(sent.amountWithFee, sent.currency);
  const summary =
    sent.fee > 0
      ? t("payouts.send.summary.withFee", { total, amount: plain(sent.amount), fee: plain(sent.fee), ...who })
      : t("payouts.send.summary.noFee", { total, ...who });

  return (
    <MoneyCodeStep
      kind="payout"
      purpose="payout"
      summary={
        <Stack spacing={2}>
          <DialogContentText sx={{ color: "text.primary", fontWeight: 500 }}>{summary}</DialogContentText>
          <RecipientDetails
            found={{ ...found, recipient: sent.recipient, maskedFullName: sent.recipient.maskedFullName }}
          />
          {sent.reviewReasons.includes("threshold") && (
            <Alert severity="info">
              {t("payouts.send.willWait", {
                threshold: settings ? format.money(settings.reviewThreshold, sent.currency) : "",
              })}
            </Alert>
          )}
          {sent.reviewReasons.includes("newRecipient") && (
            <Alert severity="info">{t("payouts.send.newRecipientWaits")}</Alert>
          )}
        </Stack>
      }
      description={request.description ?? ""}
      sent={sent}
      resend={resend}
      confirm={confirm}
      onBack={onBack}
      onDone={onDone}
      reasonOf={reasonOf}
    />
  );
}
