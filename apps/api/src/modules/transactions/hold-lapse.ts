import type { FastifyInstance } from "fastify";
import { ownerOf } from "@/modules/events/domain-events";
import { logEvent, SYSTEM } from "@/modules/invoice-history/invoice-history.repo";
import { moveInvoiceStatus } from "@/modules/invoices/invoices.repo";
import { moneyPipeline } from "@/modules/ledger/money-pipeline";
import { overdueHolds } from "./holds.repo";
import { updateTransaction } from "./transactions.repo";

/** The job's name: each minute, holds past their 7 days lapse. */
export const EXPIRE_PRE_AUTHS = "expire-pre-auths";
const SWEEP_BATCH = 200;

/**
 * Holds not completed or cancelled within 7 days lapse: the money is released to the card.
 * The end of a hold nobody ended, written as the money pipeline writes every answer (step 3):
 * the transaction, its invoice, the invoice history and `hold.lapsed`, in one transaction.
 * Nothing moves in the ledger: a hold was never in the wallet.
 */
export function holdLapse(app: FastifyInstance) {
  const pipeline = moneyPipeline(app);
  return function expireOverdueHolds(): Promise<number> {
    return pipeline.end(null, async (tx, now) => {
      const due = await overdueHolds(tx, now, SWEEP_BATCH);
      for (const t of due) {
        await updateTransaction(tx, t.id, { status: "preAuthExpired", completionDate: now });
        const invoice = await moveInvoiceStatus(tx, t.invoiceId, ["preAuth"], "preAuthExpired");
        if (!invoice) continue;
        await logEvent(tx, {
          invoiceId: invoice.id,
          action: "preAuthExpired",
          status: "preAuthExpired",
          actor: SYSTEM,
          at: now,
          details: { cardNumber: t.maskedPan },
        });
        await app.events.publish(
          tx,
          { ...ownerOf(t), type: "hold.lapsed", invoiceId: invoice.id, transactionId: t.id },
          now,
        );
      }
      return { result: due.length };
    });
  };
}
