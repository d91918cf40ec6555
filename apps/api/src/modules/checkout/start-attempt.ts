import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type AnswerKey, claimIdempotencyKey, releaseIdempotencyKey, type StoredAnswer } from "@/lib/idempotency";
import { expireIfDue } from "@/modules/invoices/invoice-lifecycle";
import type { InvoiceRow } from "@/modules/invoices/invoices.repo";
import { failAbandonedAttempts } from "@/modules/invoices/attempt-lifecycle";
import { insertTransaction, type NewTransaction, type TransactionRow } from "@/modules/transactions/transactions.repo";
import { ATTEMPT_TIMEOUT_MS, lockByCode, newOrderId, type Refusal, refusalOf } from "./checkout-attempts";

export interface AttemptStart<A> {
  invoiceCode: string;
  /** The customer's Idempotency-Key (or none), in the scope of this way of paying, with the request's hash. */
  idempotency: AnswerKey<A> | null;
  /** What the page showed the customer: a changed invoice is refused, not charged. */
  shown: { amount: bigint; currency: string };
  language: string;
  /** The card as far as it is known when the attempt starts (a hosted page's is not yet). */
  card: Pick<NewTransaction, "maskedPan" | "cardBrand" | "cardHolder" | "cardEntry">;
  now: Date;
}

export type Started<A> = { stored: StoredAnswer<A> } | Refusal | { attempt: TransactionRow; invoice: InvoiceRow };

/**
 * The first step of a payment in either style, in one database transaction: a retry of a
 * finished call gets its stored answer; otherwise the invoice is locked and brought up to date,
 * then refused (nothing tried, so the key is free again) or given a new attempt in progress.
 */
export function startAttempt<A>(app: FastifyInstance, start: AttemptStart<A>): Promise<Started<A>> {
  const { idempotency: key, now } = start;
  return app.db.transaction(async (tx): Promise<Started<A>> => {
    if (key) {
      const stored = await claimIdempotencyKey(tx, { ...key, at: now });
      if (stored) return { stored };
    }
    let invoice = await lockByCode(tx, start.invoiceCode);
    await failAbandonedAttempts(tx, app.events, invoice.id, now);
    invoice = await expireIfDue(tx, app.events, invoice, now);
    const refusal = await refusalOf(tx, invoice, start.shown, now, !app.config.sandbox);
    if (refusal) {
      if (key) await releaseIdempotencyKey(tx, key);
      return { refused: refusal };
    }
    const attempt = await insertTransaction(tx, {
      accountId: invoice.accountId,
      appId: invoice.appId,
      invoiceId: invoice.id,
      orderId: newOrderId(),
      sessionId: randomBytes(16).toString("hex"),
      amount: invoice.amount,
      currency: invoice.currency,
      orderLanguage: start.language,
      ...start.card,
      fullName: invoice.fullName,
      installmentCardType: invoice.installmentCardType,
      installmentPeriod: invoice.installmentPeriod,
      // A hosted attempt gets its longer deadline once the acquirer has the order (hosted-payment.service.ts).
      attemptExpiresAt: new Date(now.getTime() + ATTEMPT_TIMEOUT_MS),
      createdAt: now,
    });
    return { attempt, invoice };
  });
}
