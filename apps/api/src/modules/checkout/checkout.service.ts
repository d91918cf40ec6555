import {
  type CardEntry,
  type CardPaymentRequest,
  type CheckoutInvoice,
  type Decoded,
  calendarDateOf,
  cardBrandOf,
  isCardExpired,
  isUnpaid,
  maskPan,
  messages,
  type PaymentResult,
  toMinorUnits,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { newToken, safeEqual, sha256 } from "@/lib/crypto";
import { type AnswerKey, answerKey, type StoredAnswer } from "@/lib/idempotency";
import { installmentOf, type InvoiceRow } from "@/modules/invoices/invoices.repo";
import { failAbandonedAttempts } from "@/modules/invoices/attempt-lifecycle";
import {
  type TransactionRow,
  transactionById,
  transactionsOfInvoice,
  updateTransaction,
} from "@/modules/transactions/transactions.repo";
import type { AcquirerOutcome } from "@/providers/acquirer/acquirer";
import { cardTestingGuard } from "./card-testing-guard";
import { isChallenge, publicResponseCode, refuse, toResult } from "./checkout-attempts";
import { findByCode, lockByCode } from "./checkout.repo";
import { paymentPipeline } from "./payment-pipeline";

type CardPayment = z.output<typeof CardPaymentRequest>;

/**
 * Where the checkout sends the customer of a merchant API order: its return URL with the
 * order's id added to the query (any `orderId` the merchant wrote replaced, the rest kept).
 * Only an http(s) address is followed; the API checked it when the order was made.
 */
function returnUrlOf(invoice: InvoiceRow): string | null {
  if (invoice.source !== "api" || !invoice.returnUrl) return null;
  try {
    const url = new URL(invoice.returnUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    url.searchParams.set("orderId", invoice.id);
    return url.href;
  } catch {
    return null;
  }
}

/** The public payment page's calls: show an invoice by its code, pay it by card, answer 3-D Secure. */
export function checkoutService(app: FastifyInstance) {
  const { db, clock, acquirer } = app;
  const guard = cardTestingGuard(app);
  const payments = paymentPipeline(app);

  /** Where the customer types the card, as the page is told. */
  const cardEntry: CardEntry =
    acquirer.style === "hosted" ? { style: "hosted", acquirerName: acquirer.displayName } : { style: "direct" };

  /** Card fields are only taken when the acquirer works in the direct style. */
  function direct() {
    if (acquirer.style !== "direct")
      throw new AppError("INVALID_STATE", "The card is entered on the acquirer's page for this payment.");
    return acquirer;
  }

  /** A fresh secret for the browser that paid; only its hash is kept on the attempt. */
  async function newChallengeToken(q: Queryable, transactionId: string) {
    const token = newToken();
    await updateTransaction(q, transactionId, { challengeTokenHash: sha256(token) });
    return token;
  }

  async function view(invoiceCode: string): Promise<Decoded<typeof CheckoutInvoice>> {
    const now = clock();
    let row = await findByCode(db, invoiceCode);
    if (!row) throw new AppError("NOT_FOUND", "No such payment link.");
    // An attempt cut off past its deadline reads as failed, so the page offers the form again.
    const invoiceId = row.invoice.id;
    if (await db.transaction((tx) => failAbandonedAttempts(tx, app.events, invoiceId, now))) {
      row = (await findByCode(db, invoiceCode))!;
    }
    const { invoice } = row;
    const attempts = await transactionsOfInvoice(db, invoice.id, 20);
    const last = attempts[0];
    const pending = attempts.find((t) => isChallenge(t) && t.attemptExpiresAt && t.attemptExpiresAt > now);
    const captured = attempts.find(
      (t) =>
        t.status !== "inProgress" &&
        t.rrn &&
        ["success", "preAuth", "partialRefunded", "refunded", "refundInProgress"].includes(t.status),
    );
    const overdue = isUnpaid(invoice.status) && invoice.expiresAt <= now;
    const status = overdue ? "expired" : invoice.status;
    return {
      invoiceCode: invoice.invoiceCode,
      merchantName: row.appName,
      merchantLogoUrl: row.hasLogo ? `/api/apps/${invoice.appId}/logo` : null,
      description: invoice.description,
      amount: invoice.amount,
      currency: invoice.currency,
      status,
      // A link of the other payments mode is never paid (docs/going-live.md).
      payable: isUnpaid(status) && !pending && invoice.livemode === !app.config.sandbox && row.appStatus === "live",
      merchantAvailable: row.appStatus === "live",
      preAuth: invoice.preAuth,
      installment: installmentOf(invoice),
      expireDate: invoice.expiresAt.toISOString(),
      linkExpirationDate: invoice.linkExpirationDate,
      lastAttempt: last ? { status: last.status, responseCode: publicResponseCode(last.responseCode) } : null,
      challengePending: pending !== undefined,
      payment: captured ? { paidAt: (captured.completionDate ?? captured.createdAt).toISOString() } : null,
      returnUrl: returnUrlOf(invoice),
      language: invoice.source === "api" ? invoice.language : null,
      cardEntry,
    };
  }

  /** The acquirer's answer written by the payment pipeline; a retry with the same key then gets this answer. */
  async function settle(transactionId: string, outcome: AcquirerOutcome, key: AnswerKey<PaymentResult> | null) {
    // The kept answer leaves the challenge token out: a replay gets a new one (see `replay`).
    const keyEnd = key && { key, keep: (settled: TransactionRow) => toResult(settled) };
    const { transaction, challengeToken } = await payments.settle(transactionId, outcome, keyEnd);
    return toResult(transaction, challengeToken);
  }

  /**
   * A retry of a finished call gets the first answer; if that answer was a 3-D Secure
   * challenge still waiting, the retrying browser (it holds the key) gets a new token.
   */
  async function replay(stored: StoredAnswer<PaymentResult>): Promise<StoredAnswer<PaymentResult>> {
    const { body } = stored;
    if (!body.challenge) return stored;
    const attempt = await transactionById(db, body.transactionId);
    if (!attempt || !isChallenge(attempt)) return stored;
    return { status: stored.status, body: { ...body, challengeToken: await newChallengeToken(db, attempt.id) } };
  }

  async function pay(
    invoiceCode: string,
    card: CardPayment,
    idempotencyKey: string | null,
    clientIp: string,
  ): Promise<StoredAnswer<PaymentResult>> {
    // Before anything is tried: a hosted acquirer's payments start on its own page.
    const bank = direct();
    const now = clock();
    if (isCardExpired(card.expiry, calendarDateOf(now))) {
      throw new AppError("VALIDATION_ERROR", "The card has expired.", { fields: { expiry: messages.cardExpired } });
    }
    const shownAmount = toMinorUnits(card.amount);
    if (shownAmount === null) {
      throw new AppError("VALIDATION_ERROR", "Send the amount shown to the customer.", {
        fields: { amount: messages.amountNumber },
      });
    }
    const found = await findByCode(db, invoiceCode);
    if (!found) throw new AppError("NOT_FOUND", "No such payment link.");
    const source = { ip: clientIp, cardNumber: card.cardNumber, accountId: found.invoice.accountId };
    await guard.admit(source, card.proof);
    const maskedPan = maskPan(card.cardNumber);
    // The hash leaves out the card's hidden digits and the CVV: nothing here can rebuild them.
    const key = idempotencyKey
      ? answerKey<PaymentResult>(`checkout:${invoiceCode}`, idempotencyKey, {
          maskedPan,
          expiry: card.expiry,
          cardHolder: card.cardHolder,
          amount: shownAmount.toString(),
          currency: card.currency,
        })
      : null;
    const started = await payments.start({
      invoiceCode,
      idempotency: key,
      shown: { amount: shownAmount, currency: card.currency },
      language: card.language,
      card: { maskedPan, cardBrand: cardBrandOf(card.cardNumber), cardHolder: card.cardHolder, cardEntry: "direct" },
    });
    if ("stored" in started) return replay(started.stored);
    if ("refused" in started) refuse(started);
    const { attempt, invoice } = started;
    let outcome: AcquirerOutcome;
    try {
      outcome = await bank.authorize({
        orderId: attempt.orderId,
        amount: attempt.amount,
        currency: attempt.currency,
        card: { pan: card.cardNumber, expiry: card.expiry, cvv: card.cvv, holder: card.cardHolder },
        capture: !invoice.preAuth,
        installment: installmentOf(invoice),
      });
    } catch (err) {
      app.log.error({ err, orderId: attempt.orderId }, "acquirer call failed");
      outcome = { kind: "declined", code: "declined", description: "The card processor did not answer" };
    }
    await guard.record(source, outcome.kind === "declined" ? outcome.code : null);
    return { status: 200, body: await settle(attempt.id, outcome, key) };
  }

  /**
   * The attempt behind a 3-D Secure challenge, for the browser holding its token; a finished
   * one is answered as it stands. Anyone else (a wrong or missing token) finds nothing.
   */
  async function challengeOf(invoiceCode: string, transactionId: string, challengeToken: string) {
    const now = clock();
    return db.transaction(async (tx) => {
      const invoice = await lockByCode(tx, invoiceCode);
      await failAbandonedAttempts(tx, app.events, invoice.id, now);
      const attempt = await transactionById(tx, transactionId);
      // Only an attempt of this invoice that went to 3-D Secure has a challenge.
      if (
        attempt?.invoiceId !== invoice.id ||
        !attempt.acquirerReference ||
        !attempt.challengeTokenHash ||
        !safeEqual(sha256(challengeToken), attempt.challengeTokenHash)
      ) {
        throw new AppError("NOT_FOUND", "No such 3-D Secure challenge.");
      }
      return attempt;
    });
  }

  async function answerChallenge(
    invoiceCode: string,
    transactionId: string,
    answer: { code: string; challengeToken: string },
  ) {
    const attempt = await challengeOf(invoiceCode, transactionId, answer.challengeToken);
    if (attempt.status !== "inProgress") return toResult(attempt);
    const outcome = await direct().completeChallenge(attempt.acquirerReference!, answer.code);
    return settle(attempt.id, outcome, null);
  }

  async function cancelChallenge(invoiceCode: string, transactionId: string, challengeToken: string) {
    const attempt = await challengeOf(invoiceCode, transactionId, challengeToken);
    if (attempt.status !== "inProgress") return toResult(attempt);
    return settle(
      attempt.id,
      { kind: "declined", code: "challengeCanceled", description: "The customer cancelled 3-D Secure" },
      null,
    );
  }

  return { view, pay, answerChallenge, cancelChallenge };
}
