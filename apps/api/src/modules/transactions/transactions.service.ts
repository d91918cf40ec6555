import {
  type MetaTransactions,
  netAmountOf,
  PAGE_SIZE,
  regionTimeZone,
  type Region,
  type TransactionPage,
  type Decoded,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { findInvoice } from "@/modules/invoices/invoices.repo";
import type { AuthContext } from "@/plugins/auth";
import { encodeCursor } from "@/lib/keyset";
import { type ListFilters, listTransactions, transactionTotals } from "./transaction-list.repo";
import { transactionStatusLabels } from "./transaction-status-labels";
import { findTransaction, toTransaction, transactionsOfInvoice } from "./transactions.repo";

/** Payments (docs/glossary.md "transaction") as the merchant sees them; their state changes are the checkout's payment pipeline's. */
export function transactionsService(app: FastifyInstance) {
  const { db } = app;

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

  /** `db`: the primary, or the replica when the caller may read it (plugins/read-db.ts). */
  async function list(
    auth: AuthContext,
    filters: ListFilters,
    region: Region,
    db: Db = app.db,
  ): Promise<Decoded<typeof TransactionPage>> {
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

  async function meta(
    auth: AuthContext,
    filters: ListFilters,
    region: Region,
    db: Db = app.db,
  ): Promise<Decoded<typeof MetaTransactions>> {
    const totals = await transactionTotals(db, auth.scope, filters, regionTimeZone[region]);
    return {
      statuses: transactionStatusLabels,
      totals: totals.map((t) => ({
        currency: t.currency,
        received: t.received,
        refunded: t.refunded,
        net: netAmountOf({ capturedAmount: t.received, totalRefunded: t.refunded }),
        reversed: t.reversed,
      })),
    };
  }

  return { ofInvoice, detail, list, meta };
}
