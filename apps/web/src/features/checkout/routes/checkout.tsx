import LinkOff from "@mui/icons-material/LinkOff";
import { Alert, Box, CircularProgress, Divider, Stack, Typography } from "@mui/material";
import type { CheckoutInvoice, PaymentResult } from "@portal/contracts";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useCheckoutInvoiceQuery } from "../api";
import { type CheckoutStage, stageOfInvoice, stageOfResult } from "../checkout-stage";
import { CardForm, type KeptCardFields } from "../components/card-form";
import { ChallengeStep } from "../components/challenge-step";
import { CheckoutLayout } from "../components/checkout-layout";
import { InvoiceSummary } from "../components/invoice-summary";
import { InvoiceClosed, PaymentDone, PaymentFailed, PaymentProcessing } from "../components/outcome";
import { forgetChallenge, rememberedOf, rememberResult } from "../payment-memory";

/** How often a payment the bank has not decided yet is looked at again. */
const PROCESSING_POLL_MS = 5000;

/** An unknown code, or one that cannot be a code at all. */
const isUnknownLink = (error: unknown) =>
  typeof error === "object" && error !== null && "status" in error && (error.status === 404 || error.status === 400);

/** The hosted checkout (DESIGN §1): `/pay/:invoiceCode`, public, where the customer pays by card. */
export function CheckoutRoute() {
  const { invoiceCode = "" } = useParams();
  return (
    <CheckoutLayout>
      {/* Another link is another payment: nothing of this one's state carries over. */}
      <Checkout key={invoiceCode} invoiceCode={invoiceCode} />
    </CheckoutLayout>
  );
}

function Checkout({ invoiceCode }: { invoiceCode: string }) {
  const { t } = useTranslation();
  const query = useCheckoutInvoiceQuery(invoiceCode);

  if (query.data) {
    return <Payment invoice={query.data} invoiceCode={invoiceCode} reading={query.isFetching} readInvoice={query.refetch} />;
  }
  if (!query.isError) {
    return (
      <Box aria-busy sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
        <CircularProgress aria-label={t("common.loading")} />
      </Box>
    );
  }
  if (isUnknownLink(query.error)) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: "center", textAlign: "center", py: 2 }}>
        <LinkOff aria-hidden sx={{ fontSize: 56, color: "text.secondary" }} />
        <Typography component="h1" variant="h5">
          {t("checkout.notFound.title")}
        </Typography>
        <Typography color="text.secondary">{t("checkout.notFound.text")}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t("checkout.loadError.title")}
      </Typography>
      <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </Stack>
  );
}

interface PaymentProps {
  invoice: CheckoutInvoice;
  invoiceCode: string;
  /** The invoice is being read again. */
  reading: boolean;
  readInvoice: () => PromiseLike<unknown>;
}

function Payment({ invoice, invoiceCode, reading, readInvoice }: PaymentProps) {
  const { t } = useTranslation();
  const { formatMoney: money } = useFormat();
  // Set by what the customer does here; until then, and after reading the invoice again, it decides.
  const [step, setStep] = useState<CheckoutStage | null>(null);
  // Once the customer has acted, each new step takes focus, so its heading is read out.
  const [acted, setActed] = useState(false);
  const [kept, setKept] = useState<KeptCardFields>({ cardHolder: "", expiry: "" });
  // The invoice changed under the customer's attempt (a 409): say so above where it stands now.
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  // Read on every render: a step just ended may have changed what this tab keeps.
  const stage = step ?? stageOfInvoice(invoice, rememberedOf(invoiceCode));
  const amount = money(invoice.amount, invoice.currency);

  // No challenge waits on the server: one this tab kept is over (timed out, or ended in another tab).
  const { challengePending } = invoice;
  useEffect(() => {
    if (!challengePending) forgetChallenge(invoiceCode);
  }, [challengePending, invoiceCode]);

  const go = (next: CheckoutStage) => {
    setChangedMeanwhile(false);
    setActed(true);
    setStep(next);
  };

  const showResult = (result: PaymentResult, cardFields?: KeptCardFields) => {
    if (cardFields) setKept(cardFields);
    rememberResult(invoiceCode, result);
    go(stageOfResult(result));
  };

  /** Shows the invoice as the server has it now, e.g. after a 409 (paid, expired or in progress meanwhile). */
  const readAgain = async (changed: boolean) => {
    setActed(true);
    await readInvoice();
    setChangedMeanwhile(changed);
    setStep(null);
  };

  const poll = useEffectEvent(() => void readAgain(false));
  const processing = stage.kind === "processing";
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(poll, PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing]);

  /** The form stays, with the amount as it is now; the form says it changed. */
  const amountChanged = async () => {
    setChangedMeanwhile(false);
    await readInvoice();
  };

  const stillToPay = stage.kind === "form" || stage.kind === "challenge" || stage.kind === "failed";
  const stateChanged = () => void readAgain(true);
  const challengeGone = () => {
    forgetChallenge(invoiceCode);
    stateChanged();
  };

  return (
    <Stack spacing={3}>
      <InvoiceSummary invoice={invoice} showTerms={stillToPay} />
      <Divider />
      {changedMeanwhile && <Alert severity="info">{t("checkout.pay.stateChanged")}</Alert>}
      {stage.kind === "form" && (
        <CardForm
          invoice={invoice}
          invoiceCode={invoiceCode}
          kept={kept}
          focusOnMount={acted}
          onResult={showResult}
          onStateChanged={stateChanged}
          onAmountChanged={amountChanged}
        />
      )}
      {stage.kind === "challenge" && (
        <ChallengeStep
          key={stage.challenge.transactionId}
          invoiceCode={invoiceCode}
          challenge={stage.challenge}
          amount={amount}
          focusHeading={acted}
          onResult={(result) => showResult(result)}
          onStateChanged={challengeGone}
        />
      )}
      {(stage.kind === "paid" || stage.kind === "held") && (
        <PaymentDone kind={stage.kind} record={stage} amount={amount} merchantName={invoice.merchantName} focusHeading={acted} />
      )}
      {stage.kind === "failed" && <PaymentFailed focusHeading={acted} onTryAgain={() => go({ kind: "form" })} />}
      {stage.kind === "processing" && (
        <PaymentProcessing focusHeading={acted} checking={reading} onCheckAgain={() => void readAgain(false)} />
      )}
      {stage.kind === "closed" && (
        <InvoiceClosed
          status={stage.status}
          record={stage}
          amount={amount}
          merchantName={invoice.merchantName}
          focusHeading={acted}
        />
      )}
    </Stack>
  );
}
