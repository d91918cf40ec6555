import { and, eq, gt, inArray, isNull, lte, notExists } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, invoices, transactionOperations, transactions } from "@/db/schema";
import type { TransactionRow } from "./transactions.repo";

/**
 * Holds past their deadline, locked, skipping those another server has: none with a capture or
 * reversal the acquirer is answering right now, which decides that hold's end.
 */
export function overdueHolds(q: Queryable, now: Date, limit: number): Promise<TransactionRow[]> {
  return q
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, "preAuth"),
        lte(transactions.preAuthExpiresAt, now),
        notExists(
          q
            .select({ id: transactionOperations.id })
            .from(transactionOperations)
            .where(
              and(
                eq(transactionOperations.transactionId, transactions.id),
                eq(transactionOperations.status, "inProgress"),
              ),
            ),
        ),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * Marks up to `limit` holds lapsing by `until` and not yet announced as announced at `at`, and
 * gives them with what their announcement names; a hold another server marked first is not
 * among them.
 */
export async function markLapsingHolds(q: Queryable, at: Date, until: Date, limit: number) {
  const due = q
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, "preAuth"),
        isNull(transactions.lapseWarnedAt),
        gt(transactions.preAuthExpiresAt, at),
        lte(transactions.preAuthExpiresAt, until),
      ),
    )
    .limit(limit);
  const marked = await q
    .update(transactions)
    .set({ lapseWarnedAt: at })
    .where(and(inArray(transactions.id, due), isNull(transactions.lapseWarnedAt)))
    .returning({ id: transactions.id });
  if (marked.length === 0) return [];
  return q
    .select({
      accountId: invoices.accountId,
      appId: invoices.appId,
      appName: applications.appName,
      invoiceCode: invoices.invoiceCode,
      amount: transactions.amount,
      currency: transactions.currency,
      lapsesAt: transactions.preAuthExpiresAt,
    })
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(applications, eq(applications.id, invoices.appId))
    .where(
      inArray(
        transactions.id,
        marked.map((m) => m.id),
      ),
    );
}
