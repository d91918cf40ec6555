import { randomInt } from "node:crypto";
import { isUnpaid, type PaymentResult, type PublicResponseCode, type ResponseCode } from "@portal/contracts";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import type { InvoiceRow } from "@/modules/invoices/invoices.repo";
import { hasAttemptInProgress } from "@/modules/invoices/invoices.repo";
import type { TransactionRow } from "@/modules/transactions/transactions.repo";
import { paymentAboveLimit } from "@/modules/merchant-management/account-limits";
import { applicationTakesPayments } from "./checkout.repo";

/*
 * What the checkout's two ways of paying share (the card typed on our page, checkout.service.ts;
 * the card typed on a hosted acquirer's page, hosted-payment.service.ts): when an invoice may
 * take a payment, and what the public page learns of an attempt (the invoice by its code is
 * checkout.repo.ts).
 */

/** How long the acquirer may take before an attempt counts as cut off. */
export const ATTEMPT_TIMEOUT_MS = 2 * 60_000;

export const newOrderId = () => `${randomInt(100_000_000, 999_999_999)}${randomInt(1_000_000, 9_999_999)}`;

/** Why a card failed is the merchant's to know; the public page learns only that it did. */
export function publicResponseCode(code: ResponseCode | null): PublicResponseCode | null {
  switch (code) {
    case null:
    case "approved":
    case "challengeRequired":
    case "authenticationFailed":
    case "challengeExpired":
      return code;
    default:
      return "declined";
  }
}

export const isChallenge = (t: TransactionRow) => t.status === "inProgress" && t.responseCode === "challengeRequired";

export function toResult(t: TransactionRow, challengeToken: string | null = null): PaymentResult {
  return {
    transactionId: t.id,
    status: t.status,
    responseCode: publicResponseCode(t.responseCode) ?? "declined",
    maskedPan: t.maskedPan,
    rrn: t.rrn,
    approvalCode: t.approvalCode,
    challenge: isChallenge(t),
    challengeToken: isChallenge(t) ? challengeToken : null,
  };
}

export type Refusal = { refused: string };

/**
 * Why this invoice cannot take a payment of what the customer was shown now, or null. `livemode`
 * is the server's payments mode: a link made in the other one is never paid (docs/going-live.md).
 */
export async function refusalOf(
  q: Queryable,
  invoice: InvoiceRow,
  shown: { amount: bigint; currency: string },
  now: Date,
  livemode: boolean,
) {
  if (!isUnpaid(invoice.status)) return invoice.status;
  if (invoice.livemode !== livemode) return invoice.livemode ? "liveLink" : "testLink";
  if (!(await applicationTakesPayments(q, invoice.appId))) return "notAvailable";
  if ((await paymentAboveLimit(q, invoice.accountId, invoice.amount)) !== null) return "aboveLimit";
  if (await hasAttemptInProgress(q, invoice.id)) return "inProgress";
  if (invoice.expiresAt <= now) return "expired";
  if (invoice.amount !== shown.amount || invoice.currency !== shown.currency) return "amountChanged";
  return null;
}

export function refuse(refusal: Refusal): never {
  if (refusal.refused === "amountChanged") {
    throw new AppError(
      "AMOUNT_CHANGED",
      "The invoice's amount changed since the page was opened. Check the new amount and pay again.",
    );
  }
  const texts: Record<string, string> = {
    inProgress: "A payment of this invoice is already in progress.",
    paid: "This invoice is already paid.",
    preAuth: "The amount of this invoice is already held.",
    testLink: "This payment link was made in test mode and cannot take a real payment.",
    liveLink: "This payment link was made for real money and cannot be paid with a test card.",
    notAvailable: "This merchant cannot take payments at the moment.",
    aboveLimit: "This amount is above what the merchant may take in one payment.",
  };
  throw new AppError(
    "INVALID_STATE",
    texts[refusal.refused] ?? `This invoice is ${refusal.refused} and cannot be paid.`,
  );
}
