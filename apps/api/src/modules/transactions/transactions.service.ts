import {
  type MetaTransactions,
  netAmountOf,
  PAGE_SIZE,
  regionTimeZone,
  type Region,
  type TransactionPage,
  toMajorNumber,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { newToken, sha256 } from "@/lib/crypto";
import { findInvoice, type InvoiceRow, lockInvoice, updateInvoice } from "@/modules/invoices/invoices.repo";
import { logEvent } from "@/modules/invoice-history/invoice-history.repo";
import { postTransfer, settlementAccount, walletAccount } from "@/modules/ledger/ledger";
import type { AuthContext } from "@/plugins/auth";
import type { AcquirerOutcome } from "@/providers/acquirer/acquirer";
import { publishAttemptEnd } from "./transaction-events";
import { paymentChanges } from "./payment-outcome";
import { encodeCursor } from "@/lib/keyset";
import { type ListFilters, listTransactions, transactionTotals } from "./transaction-list.repo";
import { transactionStatusLabels } from "./transaction-status-labels";
import {
  findTransaction,
  type TransactionRow,
  toTransaction,
  transactionsOfInvoice,
  transactionById,
  updateTransaction,
} from "./transactions.repo";

/**
 * The card of an attempt made on a hosted acquirer's page, as the acquirer reports it once it
 * decided: the attempt had none before (docs/hosted-payment-page.md).
 */
export type ReportedCard = Partial<Pick<TransactionRow, "maskedPan" | "cardBrand" | "cardHolder">>;

export interface Settled {
  transaction: TransactionRow;
  /** The secret for a 3-D Secure challenge this answer opened; only its hash is kept. */
  challengeToken: string | null;
}

/** Payments (docs/glossary.md "transaction"): their state changes, and the merchant's views of them. */
export function transactionsService(app: FastifyInstance) {
  const { db, clock } = app;

  /**
   * Writes an acquirer's answer to an attempt in progress, its invoice, the ledger and the
   * invoice history in one database transaction; `onSettled` joins that transaction (the
   * checkout stores its idempotent answer there). An attempt already settled is left as is.
   * `card` is what a hosted acquirer reported of the card, written with the outcome.
   */
  async function settle(
    transactionId: string,
    outcome: AcquirerOutcome,
    onSettled?: (tx: Tx, t: TransactionRow) => Promise<void>,
    card: ReportedCard = {},
  ): Promise<Settled> {
    const now = clock();
    let challengeToken: string | null = null;
    const result = await db.transaction(async (tx) => {
      // The invoice is locked before its attempt, in the order the checkout takes them: no deadlock.
      const attempt = await transactionById(tx, transactionId);
      const invoice = await lockInvoice(tx, attempt!.invoiceId);
      const locked = (await transactionById(tx, transactionId, true))!;
      if (locked.status !== "inProgress") return { transaction: locked, invoice: invoice, settled: false };
      const current = { ...locked, ...card };
      const changes = paymentChanges(current, invoice, outcome, now);
      if (changes.challenge) challengeToken = newToken();
      const transaction = await updateTransaction(tx, transactionId, {
        ...card,
        ...changes.transaction,
        ...(challengeToken ? { challengeTokenHash: sha256(challengeToken) } : {}),
      });
      let updatedInvoice: InvoiceRow = invoice;
      if (changes.invoice) updatedInvoice = await updateInvoice(tx, invoice.id, changes.invoice);
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
      await publishAttemptEnd(app.events, tx, invoice, updatedInvoice, transaction, now);
      if (onSettled) await onSettled(tx, transaction);
      return { transaction, invoice: updatedInvoice, settled: true };
    });
    return { transaction: result.transaction, challengeToken };
  }

  /** An invoice's payment attempts, newest first; another account's invoice does not exist. */
  async function ofInvoice(auth: AuthContext, id: string) {
    const found = await findInvoice(db, auth.scope, id);
    if (!found) throw new AppError("NOT_FOUND", "No such invoice.");
    return (await transactionsOfInvoice(db, id)).map((t) => toTransaction(t, found.invoice, found.appName));
  }

  async function detail(auth: AuthContext, id: string) {
    const row = await findTransaction(db, auth.scope, id);
    if (!row) throw new AppError("NOT_FOUND", "No such transaction.");
    return toTransaction(row.transaction, row.invoice, row.appName);
  }

  async function list(auth: AuthContext, filters: ListFilters, region: Region): Promise<TransactionPage> {
    const found = await listTransactions(db, auth.scope, filters, regionTimeZone[region]);
    const first = found.rows[0]?.transaction;
    const last = found.rows.at(-1)?.transaction;
    return {
      content: found.rows.map((r) => toTransaction(r.transaction, r.invoice, r.appName)),
      page: found.page,
      size: PAGE_SIZE,
      totalElements: found.total,
      totalPages: Math.ceil(found.total / PAGE_SIZE),
      totalCapped: found.capped,
      nextCursor: found.hasNext && last ? encodeCursor("after", last) : null,
      previousCursor: found.hasPrevious && first ? encodeCursor("before", first) : null,
    };
  }

  async function meta(auth: AuthContext, filters: ListFilters, region: Region): Promise<MetaTransactions> {
    const totals = await transactionTotals(db, auth.scope, filters, regionTimeZone[region]);
    return {
      statuses: transactionStatusLabels,
      totals: totals.map((t) => ({
        currency: t.currency,
        received: toMajorNumber(t.received),
        refunded: toMajorNumber(t.refunded),
        net: toMajorNumber(netAmountOf({ capturedAmount: t.received, totalRefunded: t.refunded })),
        reversed: toMajorNumber(t.reversed),
      })),
    };
  }

  return { settle, ofInvoice, detail, list, meta };
}
