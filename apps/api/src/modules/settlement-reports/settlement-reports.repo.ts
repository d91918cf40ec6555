import type {
  Currency,
  SettlementPayoutKind,
  SettlementReportFormat,
  SettlementReportFrequency,
  WalletOperationKind,
} from "@portal/contracts";
import { and, asc, count, eq, gte, inArray, isNull, lt, max, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "@/db/client";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  payouts,
  settlementReportSchedules,
  users,
  withdrawals,
} from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

/** The ledger transfers that take money out of a wallet for the bank, and the one that says the bank took it. */
export const moneyOutKinds = ["withdrawal", "payout", "topUp"] as const satisfies readonly SettlementPayoutKind[];
const sentKindOf = { withdrawal: "withdrawalSent", payout: "payoutSent", topUp: "topUpSent" } as const;

const sentTransfer = alias(ledgerTransfers, "sent");

/** The application's wallet ledger account in a currency, within the scope; none before its first entry. */
export async function walletLedgerAccount(q: Queryable, scope: Scope, appId: string, currency: Currency) {
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, "wallet"),
        inScope(scope, ledgerAccounts.accountId, ledgerAccounts.appId),
        eq(ledgerAccounts.appId, appId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.id;
}

/** The currencies an application has a wallet in. */
export async function walletCurrencies(q: Queryable, appId: string): Promise<Currency[]> {
  const rows = await q
    .select({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "wallet"), eq(ledgerAccounts.appId, appId)))
    .orderBy(asc(ledgerAccounts.currency));
  return rows.map((r) => r.currency);
}

/** A wallet's balance at an instant: the sum of its entries booked before it. */
export async function balanceBefore(q: Queryable, walletId: string, at: Date): Promise<bigint> {
  const [row] = await q
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerEntries.ledgerAccountId, walletId), lt(ledgerTransfers.createdAt, at)));
  return BigInt(row?.balance ?? "0");
}

/** Which sent kind answers a money-out kind, in SQL: null for any other kind. */
const sentKindSql = (kind: SQL | typeof ledgerTransfers.kind) =>
  sql`case ${kind} ${sql.join(
    moneyOutKinds.map((out) => sql`when ${out} then ${sentKindOf[out]}`),
    sql` `,
  )} end`;

/**
 * A wallet's entries booked in [from, before), summed by transfer kind and sign, and, for
 * money out, by whether the bank had taken it by `before` (its `…Sent` transfer booked by then).
 */
export async function entrySums(q: Queryable, walletId: string, from: Date, before: Date) {
  const credit = sql<boolean>`${ledgerEntries.amount} > 0`;
  const sentByEnd = sql<boolean>`${sentTransfer.id} is not null`;
  const rows = await q
    .select({
      kind: ledgerTransfers.kind,
      credit,
      sentByEnd,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
      count: count(),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(
      sentTransfer,
      and(
        eq(sentTransfer.reference, ledgerTransfers.reference),
        sql`${sentTransfer.kind} = ${sentKindSql(ledgerTransfers.kind)}`,
        lt(sentTransfer.createdAt, before),
      ),
    )
    .where(
      and(
        eq(ledgerEntries.ledgerAccountId, walletId),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, before),
      ),
    )
    .groupBy(ledgerTransfers.kind, credit, sentByEnd);
  return rows.map((r) => ({
    kind: r.kind as WalletOperationKind,
    credit: Boolean(r.credit),
    sentByEnd: Boolean(r.sentByEnd),
    amount: BigInt(r.amount),
    count: Number(r.count),
  }));
}

/**
 * Withdrawals, payouts and top-ups that left a wallet in [from, before), oldest first, with
 * their rows' status, fee and destination as they are now.
 */
export async function moneyOutIn(q: Queryable, walletId: string, from: Date, before: Date) {
  const rows = await q
    .select({
      id: ledgerTransfers.reference,
      kind: ledgerTransfers.kind,
      createdAt: ledgerTransfers.createdAt,
      amount: sql<string>`(-${ledgerEntries.amount})::text`,
      status: sql<string>`coalesce(${withdrawals.status}, ${payouts.status})`,
      fee: sql<string>`coalesce(${withdrawals.fee}, ${payouts.fee}, 0)::text`,
      destination: sql<
        string | null
      >`coalesce(${withdrawals.account}, ${payouts.recipientName} || ' · ' || ${payouts.recipientAccount}, ${payouts.recipientAccount})`,
      description: sql<string | null>`coalesce(${withdrawals.description}, ${payouts.description})`,
      withdrawalSettledAt: withdrawals.settledAt,
      payoutSettledAt: payouts.settledAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(withdrawals, and(eq(withdrawals.id, ledgerTransfers.reference), eq(ledgerTransfers.kind, "withdrawal")))
    .leftJoin(
      payouts,
      and(eq(payouts.id, ledgerTransfers.reference), inArray(ledgerTransfers.kind, ["payout", "topUp"])),
    )
    .where(
      and(
        eq(ledgerEntries.ledgerAccountId, walletId),
        inArray(ledgerTransfers.kind, [...moneyOutKinds]),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, before),
      ),
    )
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.reference));
  return rows.map(({ withdrawalSettledAt, payoutSettledAt, ...r }) => ({
    ...r,
    kind: r.kind as SettlementPayoutKind,
    amount: BigInt(r.amount),
    fee: BigInt(r.fee),
    settledAt: withdrawalSettledAt ?? payoutSettledAt,
  }));
}

/** When the last withdrawal, payout or top-up before an instant left the wallet; null if none did. */
export async function lastMoneyOutBefore(q: Queryable, walletId: string, at: Date): Promise<Date | null> {
  const [row] = await q
    .select({ at: max(ledgerTransfers.createdAt) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerEntries.ledgerAccountId, walletId),
        inArray(ledgerTransfers.kind, [...moneyOutKinds]),
        lt(ledgerTransfers.createdAt, at),
      ),
    );
  return row?.at ?? null;
}

export type ScheduleRow = typeof settlementReportSchedules.$inferSelect;

/** The user's schedule for an application, if they set one. */
export async function findSchedule(q: Queryable, userId: string, appId: string) {
  const [row] = await q
    .select()
    .from(settlementReportSchedules)
    .where(and(eq(settlementReportSchedules.userId, userId), eq(settlementReportSchedules.appId, appId)));
  return row;
}

/** Sets the user's schedule for an application (one per user and application). */
export async function upsertSchedule(
  q: Queryable,
  values: {
    userId: string;
    accountId: string;
    appId: string;
    frequency: SettlementReportFrequency;
    format: SettlementReportFormat;
    lastSentThrough: string | null;
  },
) {
  const [row] = await q
    .insert(settlementReportSchedules)
    .values(values)
    .onConflictDoUpdate({
      target: [settlementReportSchedules.userId, settlementReportSchedules.appId],
      set: { frequency: values.frequency, format: values.format, lastSentThrough: values.lastSentThrough },
    })
    .returning();
  return row!;
}

export async function deleteSchedule(q: Queryable, userId: string, appId: string) {
  const [row] = await q
    .delete(settlementReportSchedules)
    .where(and(eq(settlementReportSchedules.userId, userId), eq(settlementReportSchedules.appId, appId)))
    .returning();
  return row;
}

/** The condition of a schedule whose period ending on `through` (per frequency) has not been sent. */
function dueCondition(through: Record<SettlementReportFrequency, string>): SQL {
  const t = settlementReportSchedules;
  return or(
    ...(Object.entries(through) as [SettlementReportFrequency, string][]).map(([frequency, day]) =>
      and(eq(t.frequency, frequency), or(isNull(t.lastSentThrough), lt(t.lastSentThrough, day))),
    ),
  )!;
}

/** The ids of schedules of active users with a period ended and not yet sent. */
export async function dueScheduleIds(q: Queryable, through: Record<SettlementReportFrequency, string>) {
  const rows = await q
    .select({ id: settlementReportSchedules.id })
    .from(settlementReportSchedules)
    .innerJoin(
      users,
      and(eq(users.id, settlementReportSchedules.userId), eq(users.accountId, settlementReportSchedules.accountId)),
    )
    .where(and(eq(users.status, "active"), dueCondition(through)))
    .orderBy(asc(settlementReportSchedules.createdAt));
  return rows.map((r) => r.id);
}

/**
 * One due schedule with its user, locked for the caller's transaction; none when another
 * server has it (SKIP LOCKED), it was sent meanwhile, or its user is no longer active.
 */
export async function claimDueSchedule(q: Queryable, id: string, through: Record<SettlementReportFrequency, string>) {
  const [row] = await q
    .select({
      schedule: settlementReportSchedules,
      user: {
        email: users.email,
        language: users.language,
        accountId: users.accountId,
        userType: users.userType,
        applicationIds: users.applicationIds,
      },
    })
    .from(settlementReportSchedules)
    .innerJoin(
      users,
      and(eq(users.id, settlementReportSchedules.userId), eq(users.accountId, settlementReportSchedules.accountId)),
    )
    .where(and(eq(settlementReportSchedules.id, id), eq(users.status, "active"), dueCondition(through)))
    .for("update", { of: settlementReportSchedules, skipLocked: true });
  return row;
}

export async function markSent(q: Queryable, id: string, through: string) {
  await q
    .update(settlementReportSchedules)
    .set({ lastSentThrough: through })
    .where(eq(settlementReportSchedules.id, id));
}
