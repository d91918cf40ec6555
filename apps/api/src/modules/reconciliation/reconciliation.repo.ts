import type { Currency } from "@portal/contracts";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, min, sql, sum } from "drizzle-orm";
import type { Queryable, Tx } from "@/db/client";
import {
  acquirerSettlementImports,
  acquirerSettlementRows,
  bankStatementLines,
  bankTransfers,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  payoutBatches,
  reconciliationDifferences,
  reconciliationRuns,
  transactionOperations,
  transactions,
} from "@/db/schema";

export type DifferenceRow = typeof reconciliationDifferences.$inferSelect;

export async function importBySha(q: Queryable, sha256: string) {
  const [row] = await q.select().from(acquirerSettlementImports).where(eq(acquirerSettlementImports.sha256, sha256));
  return row;
}

export async function insertImport(tx: Tx, row: typeof acquirerSettlementImports.$inferInsert) {
  const [inserted] = await tx
    .insert(acquirerSettlementImports)
    .values(row)
    .onConflictDoNothing({ target: acquirerSettlementImports.sha256 })
    .returning();
  return inserted;
}

export async function insertSettlementRows(tx: Tx, rows: (typeof acquirerSettlementRows.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(acquirerSettlementRows).values(rows.slice(i, i + 1000));
}

export async function settlementDaysOf(q: Queryable, importId: string) {
  const rows = await q
    .selectDistinct({ day: acquirerSettlementRows.settlementDate })
    .from(acquirerSettlementRows)
    .where(eq(acquirerSettlementRows.importId, importId))
    .orderBy(asc(acquirerSettlementRows.settlementDate));
  return rows.map((r) => r.day);
}

/** How the acquirer names a payment in its reports: its own order id (Kapital Bank's), or ours where it took that. */
const acquirerOrderId = sql<string>`coalesce(${transactions.acquirerReference}, ${transactions.orderId})`;

/**
 * The ledger's card money between two instants, per acquirer order, currency and kind, as the
 * card settlement account saw it: captures (a sale or a completed hold) positive, refunds net
 * of those the acquirer refused, positive too.
 */
export async function ledgerCardMoney(q: Queryable, from: Date, to: Date) {
  const isSale = eq(ledgerTransfers.kind, "cardPayment");
  const rows = await q
    .select({
      orderId: acquirerOrderId,
      currency: transactions.currency,
      kind: sql<
        "capture" | "refund"
      >`case when ${ledgerTransfers.kind} in ('cardPayment', 'capture') then 'capture' else 'refund' end`,
      amount: sum(ledgerEntries.amount).mapWith((v) => BigInt(v ?? 0)),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId), eq(ledgerAccounts.kind, "cardSettlement")),
    )
    .leftJoin(transactionOperations, and(sql`not ${isSale}`, eq(transactionOperations.id, ledgerTransfers.reference)))
    .innerJoin(
      transactions,
      eq(transactions.id, sql`coalesce(${transactionOperations.transactionId}, ${ledgerTransfers.reference})`),
    )
    .where(
      and(
        inArray(ledgerTransfers.kind, ["cardPayment", "capture", "refund", "refundFailed"]),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, to),
      ),
    )
    .groupBy(acquirerOrderId, transactions.currency, sql`3`);
  // The settlement account gives on a capture and takes on a refund: both shown positive.
  return rows.map((r) => ({ ...r, amount: r.kind === "capture" ? -r.amount : r.amount }));
}

/** The acquirer's settled card money of a day, per order, currency and kind. */
export function acquirerCardMoney(q: Queryable, day: string) {
  return q
    .select({
      orderId: acquirerSettlementRows.orderId,
      currency: acquirerSettlementRows.currency,
      kind: acquirerSettlementRows.kind,
      amount: sum(acquirerSettlementRows.amount).mapWith((v) => BigInt(v ?? 0)),
    })
    .from(acquirerSettlementRows)
    .where(eq(acquirerSettlementRows.settlementDate, day))
    .groupBy(acquirerSettlementRows.orderId, acquirerSettlementRows.currency, acquirerSettlementRows.kind);
}

/** The statuses of transactions by the acquirer's order ids (a reversal is expected only of a reversed hold). */
export async function statusesByOrder(q: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, string>();
  const rows = await q
    .select({ orderId: acquirerOrderId, status: transactions.status })
    .from(transactions)
    .where(inArray(acquirerOrderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r.status as string]));
}

/** Statement lines of a booking day that applied to nothing: not ours, or not what we sent. */
export function strayStatementLines(q: Queryable, day: string) {
  return q
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.bookingDate, day), inArray(bankStatementLines.outcome, ["unknown", "mismatch"])));
}

/** Statement lines of a booking day that sent or returned a transfer, per currency. */
export function appliedStatementTotals(q: Queryable, day: string) {
  return q
    .select({
      outcome: bankStatementLines.outcome,
      currency: bankStatementLines.currency,
      amount: sum(bankStatementLines.amount).mapWith((v) => BigInt(v ?? 0)),
    })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.bookingDate, day), inArray(bankStatementLines.outcome, ["sent", "returned"])))
    .groupBy(bankStatementLines.outcome, bankStatementLines.currency);
}

/** Transfers the bank was asked to pay on or before `day` that no statement has booked yet. */
export function unbookedTransfers(q: Queryable, day: string) {
  return q
    .select({ transfer: bankTransfers, executionDate: payoutBatches.executionDate })
    .from(bankTransfers)
    .innerJoin(payoutBatches, eq(payoutBatches.id, bankTransfers.batchId))
    .where(
      and(
        eq(bankTransfers.state, "batched"),
        eq(payoutBatches.status, "approved"),
        lte(payoutBatches.executionDate, day),
      ),
    );
}

/**
 * What the ledger moved for the statement lines booked on a day that sent or returned a
 * transfer, per currency: the amount that reached the settlement account for a sent one, the
 * amount taken back out of clearing or settlement for a returned one (its fee is not the bank's).
 */
export async function ledgerForBookedLines(q: Queryable, day: string) {
  const applied = q
    .select({ transferId: bankStatementLines.transferId, outcome: bankStatementLines.outcome })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.bookingDate, day), inArray(bankStatementLines.outcome, ["sent", "returned"])))
    .as("applied");
  const rows = await q
    .select({
      outcome: applied.outcome,
      currency: ledgerEntries.currency,
      amount: sum(ledgerEntries.amount).mapWith((v) => BigInt(v ?? 0)),
    })
    .from(applied)
    .innerJoin(
      ledgerTransfers,
      and(
        eq(ledgerTransfers.reference, applied.transferId),
        sql`${ledgerTransfers.kind} = case when ${applied.outcome} = 'sent' then 'withdrawalSent' else 'withdrawalReturned' end`,
      ),
    )
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .where(
      sql`(${applied.outcome} = 'sent' and ${ledgerAccounts.kind} = 'payoutSettlement') or (${applied.outcome} = 'returned' and ${ledgerAccounts.kind} in ('payoutClearing', 'payoutSettlement'))`,
    )
    .groupBy(applied.outcome, ledgerEntries.currency);
  return rows.map((r) => ({ ...r, amount: r.amount < 0n ? -r.amount : r.amount }));
}

export interface FoundDifference {
  source: "acquirer" | "bank";
  side: "ledgerOnly" | "externalOnly" | "amount";
  reference: string;
  kind: string;
  ledgerAmount: bigint | null;
  externalAmount: bigint | null;
  currency: Currency;
}

/**
 * A day's differences as a run found them: new ones are added, ones found again keep their
 * note, and open ones not found any more are resolved (both sides agree now).
 */
export async function recordDifferences(tx: Tx, day: string, found: FoundDifference[], at: Date) {
  for (const d of found) {
    await tx
      .insert(reconciliationDifferences)
      .values({ ...d, day, detectedAt: at })
      .onConflictDoUpdate({
        target: [
          reconciliationDifferences.day,
          reconciliationDifferences.source,
          reconciliationDifferences.reference,
          reconciliationDifferences.kind,
        ],
        set: { side: d.side, ledgerAmount: d.ledgerAmount, externalAmount: d.externalAmount, resolvedAt: null },
      });
  }
  const still = new Set(found.map((d) => `${d.source}|${d.reference}|${d.kind}`));
  const open = await tx
    .select()
    .from(reconciliationDifferences)
    .where(and(eq(reconciliationDifferences.day, day), isNull(reconciliationDifferences.resolvedAt)));
  const gone = open.filter((d) => !still.has(`${d.source}|${d.reference}|${d.kind}`)).map((d) => d.id);
  if (gone.length > 0)
    await tx
      .update(reconciliationDifferences)
      .set({ resolvedAt: at })
      .where(inArray(reconciliationDifferences.id, gone));
}

export async function insertRun(tx: Tx, row: typeof reconciliationRuns.$inferInsert) {
  await tx.insert(reconciliationRuns).values(row);
}

export async function lastRunOf(q: Queryable, day?: string) {
  const [row] = await q
    .select()
    .from(reconciliationRuns)
    .where(day ? eq(reconciliationRuns.day, day) : undefined)
    .orderBy(desc(reconciliationRuns.ranAt))
    .limit(1);
  return row;
}

/** Whether the morning's job already ran for a day. */
export async function jobRanFor(q: Queryable, day: string) {
  const [row] = await q
    .select({ n: count() })
    .from(reconciliationRuns)
    .where(and(eq(reconciliationRuns.day, day), isNull(reconciliationRuns.ranById)));
  return row!.n > 0;
}

const openWhere = and(isNull(reconciliationDifferences.explainedAt), isNull(reconciliationDifferences.resolvedAt));
const statusWhere = {
  open: openWhere,
  explained: isNotNull(reconciliationDifferences.explainedAt),
  resolved: and(isNull(reconciliationDifferences.explainedAt), isNotNull(reconciliationDifferences.resolvedAt)),
  all: undefined,
};

export function differencesOfDay(q: Queryable, day: string) {
  return q
    .select()
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.day, day))
    .orderBy(asc(reconciliationDifferences.source), asc(reconciliationDifferences.reference));
}

export async function differencesPage(q: Queryable, status: keyof typeof statusWhere, page: number, size: number) {
  const where = statusWhere[status];
  const [rows, [counted]] = await Promise.all([
    q
      .select()
      .from(reconciliationDifferences)
      .where(where)
      .orderBy(
        asc(reconciliationDifferences.day),
        asc(reconciliationDifferences.detectedAt),
        asc(reconciliationDifferences.id),
      )
      .limit(size)
      .offset(page * size),
    q.select({ n: count() }).from(reconciliationDifferences).where(where),
  ]);
  return { rows, total: counted!.n };
}

export async function openSummary(q: Queryable) {
  const [row] = await q
    .select({ n: count(), oldest: min(reconciliationDifferences.day) })
    .from(reconciliationDifferences)
    .where(openWhere);
  return { open: row!.n, oldestOpenDay: row!.oldest };
}

export async function lockDifference(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.id, id))
    .for("update");
  return row;
}

export async function explainDifference(
  tx: Tx,
  id: string,
  set: { explainedAt: Date; explainedById: string; explainedByName: string; note: string },
) {
  const [row] = await tx
    .update(reconciliationDifferences)
    .set(set)
    .where(eq(reconciliationDifferences.id, id))
    .returning();
  return row!;
}
