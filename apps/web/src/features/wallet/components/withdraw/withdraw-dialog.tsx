import { Button, DialogActions, DialogContent, DialogContentText, Stack } from "@mui/material";
import type { Wallet, Withdrawal, WithdrawalQuote, WithdrawCodeSent, WithdrawRequest } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useConfirmWithdrawMutation, useSendWithdrawCodeMutation } from "../../withdraw-api";
import { MoneyCodeStep } from "@/components/money-dialog/money-code-step";
import { MoneyDialog } from "@/components/money-dialog/money-dialog";
import { MoneyFailure, useFailureReason } from "@/components/money-dialog/money-failure";
import type { WalletDialogProps } from "@/components/money-dialog/use-money-dialog";
import { useCodeConfirmation } from "../../use-code-confirmation";
import { useWithdrawForm } from "./withdraw-form";
import { WithdrawFormStep } from "./withdraw-form-step";

type Step =
  | { name: "form" }
  | { name: "code"; request: WithdrawRequest; sent: WithdrawCodeSent }
  | { name: "failed"; withdrawal: Withdrawal };

/**
 * A withdrawal to the application's withdrawal account (SPEC §3 "Withdraw", §4): the form
 * with the fee as it is typed, then the code texted for exactly that withdrawal at the fee
 * the server quoted. The bank may refuse it: then the dialog stays to say why. Loaded when
 * the user heads for a withdrawal, and mounted anew for each opening, which gives each
 * opening its own form and Idempotency-Key.
 */
export function WithdrawDialog({ wallet, open, onClose, onDone }: WalletDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [step, setStep] = useState<Step>({ name: "form" });
  const form = useWithdrawForm(wallet);
  const [sendCode, { isLoading: sending }] = useSendWithdrawCodeMutation();
  const [confirmWithdraw, { isLoading: confirming }] = useConfirmWithdrawMutation();
  const confirm = useCodeConfirmation(confirmWithdraw);
  const reasonOf = useFailureReason({
    amount: t("wallet.withdraw.amount"),
    description: t("wallet.withdraw.description"),
  });

  const send = (request: WithdrawRequest) => sendCode(request).unwrap();

  const done = (withdrawal: Withdrawal) => {
    // Refused by the bank: nothing left the wallet, and the user reads why before closing.
    if (withdrawal.status === "failed") return setStep({ name: "failed", withdrawal });
    const { amount, currency, account } = withdrawal.quote;
    const money = format.money(amount, currency);
    onDone(
      withdrawal.status === "sent"
        ? t("wallet.withdraw.done", { amount: money, account })
        : t("wallet.withdraw.inProgress", { amount: money }),
    );
    onClose();
  };

  return (
    <MoneyDialog title={t("wallet.withdraw.title")} open={open} pending={sending || confirming} onClose={onClose}>
      {step.name === "form" && (
        <WithdrawFormStep
          wallet={wallet}
          form={form}
          sendCode={send}
          onCodeSent={(request, sent) => setStep({ name: "code", request, sent })}
          reasonOf={reasonOf}
          onCancel={onClose}
        />
      )}
      {step.name === "code" && (
        <MoneyCodeStep
          kind="withdraw"
          purpose="withdraw"
          summary={<WithdrawalSummary wallet={wallet} quote={step.sent.quote} />}
          description={step.request.description ?? ""}
          sent={step.sent}
          resend={() => send(step.request)}
          confirm={(code) => confirm(step.request, code)}
          onBack={() => setStep({ name: "form" })}
          onDone={done}
          reasonOf={reasonOf}
        />
      )}
      {step.name === "failed" && <WithdrawalRefused withdrawal={step.withdrawal} onClose={onClose} />}
    </MoneyDialog>
  );
}

/** The server's quote in one sentence: what leaves the wallet, made of what, and where it goes. */
function WithdrawalSummary({ wallet, quote }: { wallet: Wallet; quote: WithdrawalQuote }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { formatNumber } = useFormat();
  const plain = (amount: number) => formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const { account, bankName } = quote;
  const total = format.money(quote.amountWithFee, quote.currency);
  const [amount, fee, appName] = [plain(quote.amount), plain(quote.fee), wallet.appName];

  let sentence: string;
  if (quote.fee > 0) {
    sentence = bankName
      ? t("wallet.withdraw.summary.withFee", { total, amount, fee, appName, account, bankName })
      : t("wallet.withdraw.summary.withFeeNoBank", { total, amount, fee, appName, account });
  } else {
    sentence = bankName
      ? t("wallet.withdraw.summary.noFee", { total, appName, account, bankName })
      : t("wallet.withdraw.summary.noFeeNoBank", { total, appName, account });
  }
  return <DialogContentText sx={{ color: "text.primary", fontWeight: 500 }}>{sentence}</DialogContentText>;
}

/** The bank refused the withdrawal (a 200 `failed`): "Withdraw failed." (SPEC §8), its reason, and that the money is back. */
function WithdrawalRefused({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <MoneyFailure
            failure={{ reason: withdrawal.failureReason ?? t("wallet.withdraw.bankRefused") }}
            title={t("wallet.withdraw.failed")}
          />
          <DialogContentText>{t("wallet.withdraw.returned")}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The focus was on the step that went away: it lands on the way out. */}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t("wallet.withdraw.close")}
        </Button>
      </DialogActions>
    </>
  );
}
