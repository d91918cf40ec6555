import type { Currency } from "@portal/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "@/db/schema";

type TransferKind = (typeof ledgerTransfers.$inferInsert)["kind"];

/** An application's wallet in one currency, made on first use. */
export async function walletAccount(q: Queryable, owner: { accountId: string; appId: string }, currency: Currency) {
  await q
    .insert(ledgerAccounts)
    .values({ kind: "wallet", accountId: owner.accountId, appId: owner.appId, currency })
    .onConflictDoNothing();
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, "wallet"),
        eq(ledgerAccounts.appId, owner.appId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row!.id;
}

type SystemAccount = Exclude<(typeof ledgerAccounts.$inferInsert)["kind"], "wallet">;

/** One of the product's own accounts in one currency (not a merchant's), made on first use. */
export async function systemAccount(q: Queryable, kind: SystemAccount, currency: Currency) {
  await q.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.appId), eq(ledgerAccounts.currency, currency)));
  return row!.id;
}

/** What the acquirer owes us for captured card payments, in one currency. */
export const settlementAccount = (q: Queryable, currency: Currency) => systemAccount(q, "cardSettlement", currency);

export interface Leg {
  ledgerAccountId: string;
  /** Credit positive, debit negative. */
  amount: bigint;
}

/**
 * Writes one balanced transfer (DESIGN §3). Call it inside the transaction that writes the
 * business record; the database also refuses an unbalanced transfer at commit.
 */
export async function postTransfer(
  q: Queryable,
  transfer: { kind: TransferKind; reference: string; currency: Currency; at: Date; legs: Leg[] },
) {
  const total = transfer.legs.reduce((sum, leg) => sum + leg.amount, 0n);
  if (total !== 0n) throw new Error(`unbalanced ${transfer.kind} transfer: legs sum to ${total}`);
  const [row] = await q
    .insert(ledgerTransfers)
    .values({ kind: transfer.kind, reference: transfer.reference, createdAt: transfer.at })
    .returning({ id: ledgerTransfers.id });
  await q.insert(ledgerEntries).values(
    transfer.legs.map((leg) => ({
      transferId: row!.id,
      ledgerAccountId: leg.ledgerAccountId,
      amount: leg.amount,
      currency: transfer.currency,
      // The transfer's time places its entries in one monthly partition (docs/operations.md "Partitions").
      createdAt: transfer.at,
    })),
  );
  return row!.id;
}

/** A ledger account's balance: the sum of its entries. */
export async function balanceOf(q: Queryable, ledgerAccountId: string): Promise<bigint> {
  const [row] = await q
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.ledgerAccountId, ledgerAccountId));
  return BigInt(row?.balance ?? "0");
}

/**
 * A balance that stays true until the caller's transaction ends: the ledger account's row is
 * locked first, so two payouts or refunds of one wallet take turns (DESIGN §3).
 */
export async function lockedBalance(q: Queryable, ledgerAccountId: string): Promise<bigint> {
  await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, ledgerAccountId))
    .for("update");
  return balanceOf(q, ledgerAccountId);
}

/** An application's wallet balance in one currency (zero before its first payment). */
export async function walletBalance(q: Queryable, appId: string, currency: Currency): Promise<bigint> {
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.kind, "wallet"), eq(ledgerAccounts.appId, appId), eq(ledgerAccounts.currency, currency)),
    );
  return row ? balanceOf(q, row.id) : 0n;
}

/**
 * Locks several ledger accounts for the caller's transaction, always in the order of their
 * ids: two transfers between the same wallets in opposite directions take the locks in the
 * same order and wait for each other instead of deadlocking.
 */
export async function lockAccounts(q: Queryable, ledgerAccountIds: string[]) {
  await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ledgerAccountIds))
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
}
