import type { Currency, WalletOperationKind } from "@portal/contracts";
import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL, sql, sum } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "@/db/client";
import {
  appConfigs,
  applications,
  bankAccounts,
  invoices,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  paymentCards,
  payouts,
  transactionOperations,
  transactions,
  walletTransfers,
  withdrawals,
} from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

/** The other merchant's application of a transfer. */
const otherApp = alias(applications, "other_app");

/** The scope's applications with their withdrawal method; a wallet is shown for the live ones and any that hold money. */
export function applicationsOf(q: Queryable, scope: Scope) {
  return q
    .select({
      id: applications.id,
      appName: applications.appName,
      merchantId: applications.merchantId,
      status: applications.status,
      companyId: applications.companyId,
      appConfigId: appConfigs.id,
      withdrawalMethod: appConfigs.withdrawalMethod,
    })
    .from(applications)
    .leftJoin(appConfigs, eq(appConfigs.appId, applications.id))
    .where(inScope(scope, applications.accountId, applications.id))
    .orderBy(asc(applications.appName), asc(applications.id));
}

/** Each wallet ledger account in the scope with its balance (the sum of its entries). */
export function walletBalances(q: Queryable, scope: Scope) {
  return q
    .select({
      appId: ledgerAccounts.appId,
      currency: ledgerAccounts.currency,
      balance: sql<bigint>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(BigInt),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.ledgerAccountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.kind, "wallet"), inScope(scope, ledgerAccounts.accountId, ledgerAccounts.appId)))
    .groupBy(ledgerAccounts.appId, ledgerAccounts.currency);
}

/** Refunds waiting for the card processor's answer: their money has left the wallet, and is held until it answers. */
export function refundsInProgress(q: Queryable, scope: Scope) {
  return q
    .select({
      appId: transactions.appId,
      currency: transactions.currency,
      amount: sum(transactions.refundPending).mapWith(BigInt),
    })
    .from(transactions)
    .where(and(inScope(scope, transactions.accountId, transactions.appId), gt(transactions.refundPending, 0n)))
    .groupBy(transactions.appId, transactions.currency);
}

/** The newest card attached to each application (its payouts' card). */
export function payoutCards(q: Queryable, appIds: string[]) {
  if (appIds.length === 0) return Promise.resolve([]);
  return q
    .selectDistinctOn([paymentCards.appId], {
      id: paymentCards.id,
      appId: paymentCards.appId,
      maskedPan: paymentCards.maskedPan,
    })
    .from(paymentCards)
    .where(inArray(paymentCards.appId, appIds))
    .orderBy(paymentCards.appId, desc(paymentCards.createdAt));
}

/** The newest bank account of each company (where an IBAN withdrawal goes). */
export function companyBankAccounts(q: Queryable, accountId: string) {
  return q
    .selectDistinctOn([bankAccounts.companyId], {
      companyId: bankAccounts.companyId,
      iban: bankAccounts.iban,
      bankName: bankAccounts.bankName,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.accountId, accountId))
    .orderBy(bankAccounts.companyId, desc(bankAccounts.createdAt));
}

export interface OperationFilters {
  currency?: Currency;
  /** Instants: the first moment of `from`'s day and of the day after `to`, in the region's time zone. */
  from?: Date;
  before?: Date;
  page: number;
  size: number;
}

export type WalletOperationRow = Awaited<ReturnType<typeof walletOperations>>["rows"][number];

/**
 * One page of an application's wallet entries, newest first, each with the balance it left:
 * a running sum over the wallet's whole history (so a date filter does not change it), and
 * the payment behind it. A capture's or refund's transfer names its operation, a card
 * payment's names the transaction.
 */
export async function walletOperations(q: Queryable, scope: Scope, appId: string, f: OperationFilters) {
  const wallet = [
    eq(ledgerAccounts.kind, "wallet"),
    inScope(scope, ledgerAccounts.accountId, ledgerAccounts.appId),
    eq(ledgerAccounts.appId, appId),
  ];
  if (f.currency) wallet.push(eq(ledgerAccounts.currency, f.currency));
  const entries = q
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
      kind: ledgerTransfers.kind,
      reference: ledgerTransfers.reference,
      createdAt: ledgerTransfers.createdAt,
      balanceAfter:
        sql<bigint>`sum(${ledgerEntries.amount}) over (partition by ${ledgerEntries.ledgerAccountId} order by ${ledgerTransfers.createdAt}, ${ledgerEntries.id})`
          .mapWith(BigInt)
          .as("balance_after"),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .where(and(...wallet))
    .as("entries");

  const inRange: SQL[] = [];
  if (f.from) inRange.push(gte(entries.createdAt, f.from));
  if (f.before) inRange.push(lt(entries.createdAt, f.before));
  const where = and(...inRange);

  // The page first, then what lies behind its ten entries.
  const page = q
    .select({
      id: entries.id,
      amount: entries.amount,
      currency: entries.currency,
      kind: entries.kind,
      createdAt: entries.createdAt,
      balanceAfter: entries.balanceAfter,
      reference: entries.reference,
      transactionId: sql<
        string | null
      >`coalesce(${transactionOperations.transactionId}, case when ${entries.kind} = 'cardPayment' then ${entries.reference} end)`.as(
        "transaction_id",
      ),
    })
    .from(entries)
    .leftJoin(
      transactionOperations,
      and(eq(transactionOperations.id, entries.reference), sql`${entries.kind} <> 'cardPayment'`),
    )
    .where(where)
    .orderBy(desc(entries.createdAt), desc(entries.id))
    .limit(f.size)
    .offset(f.page * f.size)
    .as("page");

  const rows = await q
    .select({
      id: page.id,
      amount: page.amount,
      currency: page.currency,
      kind: page.kind,
      createdAt: page.createdAt,
      balanceAfter: page.balanceAfter,
      /** The business record the transfer names (the payout a payout's entries belong to). */
      reference: page.reference,
      transactionId: transactions.id,
      orderId: transactions.orderId,
      counterparty: sql<
        string | null
      >`coalesce(${transactions.fullName}, ${otherApp.appName}, ${withdrawals.account}, ${payouts.recipientName} || ' · ' || ${payouts.recipientAccount}, ${payouts.recipientAccount})`,
      invoiceId: invoices.id,
      invoiceCode: invoices.invoiceCode,
      description: sql<
        string | null
      >`coalesce(${invoices.description}, ${walletTransfers.description}, ${withdrawals.description}, ${payouts.description})`,
    })
    .from(page)
    .leftJoin(
      transactions,
      and(eq(transactions.id, page.transactionId), inScope(scope, transactions.accountId, transactions.appId)),
    )
    .leftJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .leftJoin(walletTransfers, and(eq(walletTransfers.id, page.reference), sql`${page.kind} = 'walletTransfer'`))
    .leftJoin(
      otherApp,
      eq(
        otherApp.id,
        sql`case when ${page.amount} < 0 then ${walletTransfers.toAppId} else ${walletTransfers.fromAppId} end`,
      ),
    )
    .leftJoin(
      withdrawals,
      and(
        eq(withdrawals.id, page.reference),
        sql`${page.kind} in ('withdrawal', 'withdrawalFee', 'withdrawalReturned')`,
      ),
    )
    .leftJoin(
      payouts,
      and(
        eq(payouts.id, page.reference),
        sql`${page.kind} in ('payout', 'payoutFee', 'payoutReturned', 'topUp', 'topUpReturned')`,
      ),
    )
    .orderBy(desc(page.createdAt), desc(page.id));
  const [counted] = await q.select({ n: count() }).from(entries).where(where);
  return {
    rows: rows as (Omit<(typeof rows)[number], "kind"> & { kind: WalletOperationKind })[],
    total: counted?.n ?? 0,
  };
}

export async function insertWalletTransfer(q: Queryable, values: typeof walletTransfers.$inferInsert) {
  const [row] = await q.insert(walletTransfers).values(values).returning();
  return row!;
}
