import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { newToken, sha256 } from "@/lib/crypto";
import type { AnswerKey, StoredAnswer } from "@/lib/idempotency";
import { logEvent } from "@/modules/invoice-history/invoice-history.repo";
import { expireIfDue } from "@/modules/invoices/invoice-lifecycle";
import { type InvoiceRow, lockInvoice, updateInvoice } from "@/modules/invoices/invoices.repo";
import { failAbandonedAttempts } from "@/modules/invoices/attempt-lifecycle";
import { postTransfer, settlementAccount, walletAccount } from "@/modules/ledger/ledger.repo";
import { moneyPipeline } from "@/modules/ledger/money-pipeline";
import { paymentChanges } from "@/modules/transactions/payment-outcome";
import { publishAttemptEnd } from "@/modules/transactions/transaction-events";
import {
  insertTransaction,
  type NewTransaction,
  type TransactionRow,
  transactionById,
  updateTransaction,
} from "@/modules/transactions/transactions.repo";
import type { AcquirerOutcome } from "@/providers/acquirer/acquirer";
import { ATTEMPT_TIMEOUT_MS, newOrderId, type Refusal, refusalOf } from "./checkout-attempts";
import { lockByCode } from "./checkout.repo";

export interface AttemptStart<A> {
  invoiceCode: string;
  /** The customer's Idempotency-Key (or none), in the scope of this way of paying, with the request's hash. */
  idempotency: AnswerKey<A> | null;
  /** What the page showed the customer: a changed invoice is refused, not charged. */
  shown: { amount: bigint; currency: string };
  language: string;
  /** The card as far as it is known when the attempt starts (a hosted page's is not yet). */
  card: Pick<NewTransaction, "maskedPan" | "cardBrand" | "cardHolder" | "cardEntry">;
}

export type Started<A> = { stored: StoredAnswer<A> } | Refusal | { attempt: TransactionRow; invoice: InvoiceRow };

/**
 * The card of an attempt made on a hosted acquirer's page, as the acquirer reports it once it
 * decided: the attempt had none before (docs/hosted-payment-page.md).
 */
export type ReportedCard = Partial<Pick<TransactionRow, "maskedPan" | "cardBrand" | "cardHolder">>;

/**
 * What step 3 does with the caller's Idempotency-Key, in the transaction that writes the
 * answer: keeps the answer a retry gets, or frees the key when nothing worth replaying
 * happened (no order existed anyone could pay).
 */
export type AttemptKeyEnd<A> =
  { key: AnswerKey<A>; keep: (t: TransactionRow) => A } | { key: AnswerKey<A>; free: true };

export interface Settled {
  transaction: TransactionRow;
  /** The secret for a 3-D Secure challenge this answer opened; only its hash is kept. */
  challengeToken: string | null;
}

/**
 * The pipeline of a card payment in either style (docs/money.md "Payments"), in three steps
 * so no lock is held while the acquirer thinks: `start` claims the key and records the attempt
 * in progress; the caller asks its acquirer (a card form's authorisation, a hosted page's
 * order); `settle` writes the acquirer's answer once, to the attempt, the invoice, the ledger,
 * the invoice history and the events, with what becomes of the key. Locks are taken invoice
 * first, then its attempt: the order every payment and operation takes them.
 */
export function paymentPipeline(app: FastifyInstance) {
  const pipeline = moneyPipeline(app);

  /**
   * Step 1, in one database transaction: a retry of a finished call gets its stored answer;
   * otherwise the invoice is locked and brought up to date, then refused (nothing tried, so
   * the key is free again) or given a new attempt in progress.
   */
  async function start<A>(s: AttemptStart<A>): Promise<Started<A>> {
    const begun = await pipeline.begin<Exclude<Started<A>, { stored: unknown }>, A>(s.idempotency, async (tx, now) => {
      let invoice = await lockByCode(tx, s.invoiceCode);
      await failAbandonedAttempts(tx, app.events, invoice.id, now);
      invoice = await expireIfDue(tx, app.events, invoice, now);
      const refusal = await refusalOf(tx, invoice, s.shown, now, !app.config.sandbox);
      if (refusal) return { result: { refused: refusal }, key: { free: true } };
      const attempt = await insertTransaction(tx, {
        accountId: invoice.accountId,
        appId: invoice.appId,
        invoiceId: invoice.id,
        orderId: newOrderId(),
        sessionId: randomBytes(16).toString("hex"),
        amount: invoice.amount,
        currency: invoice.currency,
        orderLanguage: s.language,
        ...s.card,
        fullName: invoice.fullName,
        installmentCardType: invoice.installmentCardType,
        installmentPeriod: invoice.installmentPeriod,
        // A hosted attempt gets its longer deadline once the acquirer has the order (hosted-payment.service.ts).
        attemptExpiresAt: new Date(now.getTime() + ATTEMPT_TIMEOUT_MS),
        createdAt: now,
      });
      return { result: { attempt, invoice } };
    });
    return "stored" in begun ? begun : begun.result;
  }

  /**
   * Step 3: an acquirer's answer to an attempt in progress, written with its invoice, the
   * ledger, the invoice history and the events in one database transaction, with `keyEnd`.
   * An attempt already settled is left as is. `card` is what a hosted acquirer reported of
   * the card, written with the outcome.
   */
  async function settle<A>(
    transactionId: string,
    outcome: AcquirerOutcome,
    keyEnd: AttemptKeyEnd<A> | null,
    card: ReportedCard = {},
  ): Promise<Settled> {
    let challengeToken: string | null = null;
    const transaction = await pipeline.end(keyEnd?.key ?? null, async (tx, now) => {
      const attempt = await transactionById(tx, transactionId);
      const invoice = await lockInvoice(tx, attempt!.invoiceId);
      const locked = (await transactionById(tx, transactionId, true))!;
      if (locked.status !== "inProgress") return { result: locked };
      const current = { ...locked, ...card };
      const changes = paymentChanges(current, invoice, outcome, now);
      if (changes.challenge) challengeToken = newToken();
      const settled = await updateTransaction(tx, transactionId, {
        ...card,
        ...changes.transaction,
        ...(challengeToken ? { challengeTokenHash: sha256(challengeToken) } : {}),
      });
      const updatedInvoice = changes.invoice ? await updateInvoice(tx, invoice.id, changes.invoice) : invoice;
      if (changes.event) {
        await logEvent(tx, {
          ...changes.event,
          invoiceId: invoice.id,
          actor: { type: "customer", name: current.cardHolder },
          at: now,
        });
      }
      if (changes.credit !== null) {
        const owner = { accountId: invoice.accountId, appId: invoice.appId };
        await postTransfer(tx, {
          kind: "cardPayment",
          reference: current.id,
          currency: current.currency,
          at: now,
          legs: [
            { ledgerAccountId: await settlementAccount(tx, current.currency), amount: -changes.credit },
            { ledgerAccountId: await walletAccount(tx, owner, current.currency), amount: changes.credit },
          ],
        });
      }
      await publishAttemptEnd(app.events, tx, invoice, updatedInvoice, settled, now);
      if (!keyEnd) return { result: settled };
      return {
        result: settled,
        key: "keep" in keyEnd ? { keep: { status: 200, body: keyEnd.keep(settled) } } : { free: true },
      };
    });
    return { transaction, challengeToken };
  }

  /**
   * Between the steps of a hosted attempt: the acquirer made its order, which the attempt
   * records (its reference and longer deadline) with the answer a retry with the same key gets.
   */
  function ordered<A>(
    attemptId: string,
    order: Pick<NewTransaction, "acquirerReference" | "challengeTokenHash" | "attemptExpiresAt">,
    keyEnd: (AttemptKeyEnd<A> & { keep: () => A }) | null,
  ) {
    return pipeline.end(keyEnd?.key ?? null, async (tx) => {
      const attempt = await updateTransaction(tx, attemptId, order);
      return { result: attempt, key: keyEnd ? { keep: { status: 200, body: keyEnd.keep() } } : undefined };
    });
  }

  return { start, settle, ordered };
}
