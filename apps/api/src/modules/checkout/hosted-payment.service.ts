import {
  cardBrandOf,
  type HostedPaymentRequest,
  type HostedPaymentStart,
  messages,
  type PaymentResult,
  toMinorUnits,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { newToken, safeEqual, sha256 } from "@/lib/crypto";
import { answerKey, type StoredAnswer } from "@/lib/idempotency";
import { lockInvoice } from "@/modules/invoices/invoices.repo";
import { failAttempt } from "@/modules/invoices/attempt-lifecycle";
import {
  openHostedAttempt,
  openHostedAttempts,
  type TransactionRow,
  transactionById,
  updateTransaction,
} from "@/modules/transactions/transactions.repo";
import { AcquirerConfigurationError, type HostedAcquirer, type HostedOrderState } from "@/providers/acquirer/acquirer";
import { cardTestingGuard } from "./card-testing-guard";
import { refuse, toResult } from "./checkout-attempts";
import { findByCode } from "./checkout.repo";
import { paymentPipeline, type ReportedCard } from "./payment-pipeline";

type StartRequest = z.output<typeof HostedPaymentRequest>;
/** What a retry with the key gets back before a new payer token is added: the token itself is never kept. */
type KeptStart = Omit<HostedPaymentStart, "payerToken">;

/**
 * How long an attempt on a hosted acquirer's page may stay undecided before it fails
 * (docs/hosted-payment-page.md "Attempts nobody came back from"). Until then the bank may
 * still complete it, so the 2-minute cut-off of the card form does not apply. Banks end an
 * unpaid order themselves well before (Kapital Bank's `Expired`, the sandbox bank's 20
 * minutes), which the job reads as a decline; the deadline only ends what no acquirer decides.
 */
export const HOSTED_ATTEMPT_DEADLINE_MS = 60 * 60_000;
/** The job that reads attempts left open on the acquirer's page, each minute (jobs/jobs.ts). */
export const RECONCILE_HOSTED_PAYMENTS = "reconcile-hosted-payments";
/** Attempts the reconciling job reads from the acquirer in one run. */
const RECONCILE_BATCH = 100;

/** Where the acquirer's page sends the customer back: a page of ours that reads the order, never the query. */
export const hostedReturnPath = (invoiceCode: string) => `/pay/${encodeURIComponent(invoiceCode)}/return`;

/** The card as the acquirer reported it: only what it said, the brand read off the number when it named none. */
function reportedCard(state: HostedOrderState): ReportedCard {
  if (state.kind !== "approved") return {};
  const card: ReportedCard = {};
  if (state.maskedPan) card.maskedPan = state.maskedPan;
  const brand = state.cardBrand ?? (state.maskedPan ? cardBrandOf(state.maskedPan) : null);
  if (brand) card.cardBrand = brand;
  if (state.cardHolder) card.cardHolder = state.cardHolder;
  return card;
}

/** An attempt read back from the acquirer: as it stands now, and whether this read decided it. */
interface Reconciled {
  attempt: TransactionRow;
  settledNow: boolean;
}

/**
 * The checkout's hosted style (docs/hosted-payment-page.md): the customer types the card on
 * the acquirer's own page. `start` makes the attempt and the acquirer's order and answers
 * where to send the browser; when the customer comes back (`returnFrom`), the starting browser
 * asks for its receipt (`resultFor`), or the minute's job looks (`reconcileUnfinished`), the
 * order is read from the acquirer and the attempt settled with what the acquirer says.
 * What the browser brings back in the query is never read.
 */
export function hostedPaymentService(app: FastifyInstance) {
  const { db, clock, acquirer } = app;
  const guard = cardTestingGuard(app);
  const payments = paymentPipeline(app);

  /** A Pay button that leaves for the acquirer's page is only offered when the acquirer works in the hosted style. */
  function hosted(): HostedAcquirer {
    if (acquirer.style !== "hosted")
      throw new AppError("INVALID_STATE", "The card is entered on the payment page for this payment.");
    return acquirer;
  }

  /** The starting browser's answer: the stored one and a fresh secret (a retry holding the key is that browser). */
  async function withPayerToken(answer: KeptStart): Promise<HostedPaymentStart> {
    const payerToken = newToken();
    await updateTransaction(db, answer.transactionId, { challengeTokenHash: sha256(payerToken) });
    return { ...answer, payerToken };
  }

  async function start(
    invoiceCode: string,
    request: StartRequest,
    idempotencyKey: string | null,
    clientIp: string,
    origin: string,
  ): Promise<StoredAnswer<HostedPaymentStart>> {
    const bank = hosted();
    const shownAmount = toMinorUnits(request.amount);
    if (shownAmount === null) {
      throw new AppError("VALIDATION_ERROR", "Send the amount shown to the customer.", {
        fields: { amount: messages.amountNumber },
      });
    }
    const found = await findByCode(db, invoiceCode);
    if (!found) throw new AppError("NOT_FOUND", "No such payment link.");
    await guard.admit({ ip: clientIp, cardNumber: null, accountId: found.invoice.accountId }, request.proof);
    const key = idempotencyKey
      ? answerKey<KeptStart>(`checkout-hosted:${invoiceCode}`, idempotencyKey, {
          amount: shownAmount.toString(),
          currency: request.currency,
          language: request.language,
        })
      : null;
    const started = await payments.start({
      invoiceCode,
      idempotency: key,
      shown: { amount: shownAmount, currency: request.currency },
      language: request.language,
      // Nobody here knows the card yet: the acquirer reports it once it decided (settle fills these in).
      card: { maskedPan: "", cardBrand: "", cardHolder: "", cardEntry: "hosted" },
    });
    if ("stored" in started) return { status: 200, body: await withPayerToken(started.stored.body) };
    if ("refused" in started) refuse(started);
    const { attempt } = started;
    const { preAuth } = started.invoice;
    let order;
    try {
      order = await bank.createOrder({
        orderId: attempt.orderId,
        amount: attempt.amount,
        currency: attempt.currency,
        description: found.invoice.description,
        language: request.language,
        capture: !preAuth,
        returnUrl: `${origin}${hostedReturnPath(invoiceCode)}`,
      });
    } catch (err) {
      app.log.error({ err, orderId: attempt.orderId }, "acquirer could not create the order");
      // No order exists anyone could pay: the attempt ends, and the same key may try again.
      await payments.settle(
        attempt.id,
        { kind: "declined", code: "declined", description: "The card processor did not answer" },
        key && { key, free: true },
      );
      throw new AppError("UNAVAILABLE", "The card processor did not answer. Try again in a moment.");
    }
    const answer: KeptStart = { transactionId: attempt.id, redirectUrl: order.redirectUrl };
    const payerToken = newToken();
    // The stored answer leaves the secret out: a retry with the key gets a new one.
    await payments.ordered(
      attempt.id,
      {
        acquirerReference: order.reference,
        challengeTokenHash: sha256(payerToken),
        attemptExpiresAt: new Date(clock().getTime() + HOSTED_ATTEMPT_DEADLINE_MS),
      },
      key && { key, keep: () => answer },
    );
    return { status: 200, body: { ...answer, payerToken } satisfies HostedPaymentStart };
  }

  /**
   * Reads the attempt's order from the acquirer and settles the attempt with what it says: an
   * approval with the card it reports, a decline (a card refused, 3-D Secure failed, the page
   * left or its session over). Still open, or unreadable now, it stays as it is.
   */
  async function reconcile(attempt: TransactionRow): Promise<Reconciled> {
    if (attempt.status !== "inProgress" || !attempt.acquirerReference || acquirer.style !== "hosted")
      return { attempt, settledNow: false };
    let state: HostedOrderState;
    try {
      state = await acquirer.readOrder(attempt.acquirerReference);
    } catch (err) {
      // An operator must fix a refused login; anything else (no answer) passes by itself.
      const level = err instanceof AcquirerConfigurationError ? "error" : "warn";
      app.log[level]({ err, orderId: attempt.orderId }, "acquirer order could not be read; it is read again later");
      return { attempt, settledNow: false };
    }
    if (state.kind === "pending") return { attempt, settledNow: false };
    const outcome =
      state.kind === "approved"
        ? { kind: "approved" as const, rrn: state.rrn, approvalCode: state.approvalCode }
        : { kind: "declined" as const, code: state.code, description: state.description };
    const { transaction } = await payments.settle(attempt.id, outcome, null, reportedCard(state));
    return { attempt: transaction, settledNow: true };
  }

  /** A decline the customer's own browser brought about counts against its address and the merchant, as a card form's does. */
  async function countDecline(reconciled: Reconciled, clientIp: string) {
    const { attempt } = reconciled;
    if (!reconciled.settledNow || attempt.status !== "declined") return;
    const code = attempt.responseCode;
    const declineCode = code === "declined" || code === "insufficientFunds" || code === "expiredCard" ? code : null;
    await guard.record({ ip: clientIp, cardNumber: null, accountId: attempt.accountId }, declineCode);
  }

  /**
   * The customer is back from the acquirer's page (`GET /pay/{invoiceCode}/return`): the
   * invoice's attempt still open there is read from the acquirer. Answers the language the
   * attempt was made in, so the page that follows speaks it, or null for an unknown link.
   */
  async function returnFrom(invoiceCode: string, clientIp: string): Promise<{ language: string | null } | null> {
    const found = await findByCode(db, invoiceCode);
    if (!found) return null;
    const open = await openHostedAttempt(db, found.invoice.id);
    if (!open) return { language: null };
    await countDecline(await reconcile(open), clientIp);
    return { language: open.orderLanguage };
  }

  /** The starting browser asks how its attempt ended, with the secret only it holds; anyone else finds nothing. */
  async function resultFor(
    invoiceCode: string,
    transactionId: string,
    payerToken: string,
    clientIp: string,
  ): Promise<PaymentResult> {
    const found = await findByCode(db, invoiceCode);
    const attempt = await transactionById(db, transactionId);
    if (
      !found ||
      attempt?.invoiceId !== found.invoice.id ||
      attempt.cardEntry !== "hosted" ||
      !attempt.challengeTokenHash ||
      !safeEqual(sha256(payerToken), attempt.challengeTokenHash)
    ) {
      throw new AppError("NOT_FOUND", "No such payment.");
    }
    const reconciled = await reconcile(attempt);
    await countDecline(reconciled, clientIp);
    return toResult(reconciled.attempt);
  }

  /** Fails an attempt the acquirer did not decide by its deadline, its invoice's lock taken first as a payment takes it. */
  async function failOverdue(attempt: TransactionRow, now: Date) {
    await db.transaction(async (tx) => {
      await lockInvoice(tx, attempt.invoiceId);
      await failAttempt(tx, app.events, attempt.id, now, {
        responseCode: "challengeExpired",
        responseDescription: "The acquirer did not decide the order in time",
      });
    });
  }

  /**
   * The minute's job: attempts still open on the acquirer's page (the customer closed the tab,
   * or never came back) are read from the acquirer and settled as it says; one still undecided
   * past its deadline fails, as does one whose order was never made (the process stopped).
   */
  async function reconcileUnfinished() {
    const now = clock();
    const open = await openHostedAttempts(db, RECONCILE_BATCH);
    let settled = 0;
    let failed = 0;
    for (const attempt of open) {
      const reconciled = await reconcile(attempt);
      if (reconciled.settledNow) settled += 1;
      else if (
        reconciled.attempt.status === "inProgress" &&
        attempt.attemptExpiresAt &&
        attempt.attemptExpiresAt <= now
      ) {
        await failOverdue(attempt, now);
        failed += 1;
      }
    }
    return { settled, failed };
  }

  return { start, returnFrom, resultFor, reconcileUnfinished };
}
