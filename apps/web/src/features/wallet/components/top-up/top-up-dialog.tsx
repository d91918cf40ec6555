import { Button, DialogActions, DialogContent, DialogContentText, Stack } from "@mui/material";
import { type Payout, toMajorNumber, toMinorUnits, type TopUpCodeSent, type TopUpRequest } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyCodeStep } from "@/components/money-dialog/money-code-step";
import { MoneyDialog } from "@/components/money-dialog/money-dialog";
import { MoneyFailure, useFailureReason } from "@/components/money-dialog/money-failure";
import type { WalletDialogProps } from "@/components/money-dialog/use-money-dialog";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useConfirmTopUpMutation, useSendTopUpCodeMutation } from "../../top-up-api";
import { useCodeConfirmation } from "../../use-code-confirmation";
import { useTopUpForm } from "./top-up-form";
import { TopUpFormStep } from "./top-up-form-step";

type Step =
  { name: "form" } | { name: "code"; request: TopUpRequest; sent: TopUpCodeSent } | { name: "failed"; topUp: Payout };

/**
 * A top-up of someone's mobile wallet, found by its phone number (SPEC §7 `api/mpay/topup`,
 * §4): the form, then the code texted for exactly that top-up, with the wallet's owner named
 * (masked) to check before confirming. The bank may refuse it: then the dialog stays to say
 * why. Loaded when the user heads for a top-up, and mounted anew for each opening, which
 * gives each opening its own form and Idempotency-Key.
 */
export function TopUpDialog({ wallet, open, onClose, onDone }: WalletDialogProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [step, setStep] = useState<Step>({ name: "form" });
  const form = useTopUpForm(wallet);
  const [sendCode, { isLoading: sending }] = useSendTopUpCodeMutation();
  const [confirmTopUp, { isLoading: confirming }] = useConfirmTopUpMutation();
  const confirm = useCodeConfirmation(confirmTopUp);
  // The server names the mobile wallet it could not find `account`, as for any payout's recipient.
  const reasonOf = useFailureReason({
    phoneNumber: t("wallet.topUp.phoneNumber"),
    account: t("wallet.topUp.phoneNumber"),
    amount: t("wallet.topUp.amount"),
    description: t("wallet.topUp.description"),
  });

  const send = (request: TopUpRequest) => sendCode(request).unwrap();

  const done = (topUp: Payout) => {
    // Refused by the bank: the money is back in the wallet, and the user reads why before closing.
    if (topUp.status === "failed") return setStep({ name: "failed", topUp });
    const amount = format.money(topUp.amount, topUp.currency);
    const maskedFullName = topUp.recipient.maskedFullName ?? topUp.recipient.account;
    // Past the account's threshold for 24 hours, a top-up waits for a second person like any payout.
    if (topUp.status === "sent") onDone(t("wallet.topUp.done", { amount, maskedFullName }));
    else if (topUp.status === "review") onDone(t("wallet.topUp.waiting", { amount }));
    else onDone(t("wallet.topUp.inProgress", { amount }));
    onClose();
  };

  return (
    <MoneyDialog title={t("wallet.topUp.title")} open={open} pending={sending || confirming} onClose={onClose}>
      {step.name === "form" && (
        <TopUpFormStep
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
          kind="topUp"
          purpose="topup"
          summary={
            <DialogContentText sx={{ color: "text.primary", fontWeight: 500 }}>
              {t("wallet.topUp.summary", {
                amount: format.money(toMajorNumber(toMinorUnits(String(step.request.amount))!), wallet.currency),
                appName: wallet.appName,
                maskedFullName: step.sent.recipient.maskedFullName,
                account: step.sent.recipient.account,
              })}
            </DialogContentText>
          }
          description={step.request.description ?? ""}
          sent={step.sent}
          resend={() => send(step.request)}
          confirm={(code) => confirm(step.request, code)}
          onBack={() => setStep({ name: "form" })}
          onDone={done}
          reasonOf={reasonOf}
        />
      )}
      {step.name === "failed" && <TopUpRefused topUp={step.topUp} onClose={onClose} />}
    </MoneyDialog>
  );
}

/** The bank refused the top-up (a 200 `failed`): "Transfer failed." (SPEC §8), its reason, and that the money is back. */
function TopUpRefused({ topUp, onClose }: { topUp: Payout; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <MoneyFailure
            failure={{ reason: topUp.failureReason ?? t("wallet.topUp.bankRefused") }}
            title={t("wallet.topUp.failed")}
          />
          <DialogContentText>{t("wallet.topUp.returned")}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The focus was on the step that went away: it lands on the way out. */}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t("wallet.topUp.close")}
        </Button>
      </DialogActions>
    </>
  );
}
