import { currencies, ledgerTransferKinds } from "@portal/contracts";
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { livemode } from "./payments-mode";

/**
 * Where money sits (DESIGN §3): an application's wallet in one currency; the settlement
 * account of money the acquirer owes us for captured card payments; withdrawals on their way
 * to the bank (`payoutClearing`) and those it took (`payoutSettlement`); and the fees earned.
 */
export const ledgerAccountKinds = [
  "wallet",
  "cardSettlement",
  "payoutClearing",
  "payoutSettlement",
  "feeIncome",
] as const;

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ledgerAccountKinds }).notNull(),
    accountId: uuid().references(() => accounts.id),
    appId: uuid().references(() => applications.id),
    currency: text({ enum: currencies }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_wallet")
      .on(t.appId, t.currency)
      .where(sql`kind = 'wallet'`),
    uniqueIndex("ledger_accounts_system")
      .on(t.kind, t.currency)
      .where(sql`app_id is null`),
  ],
);

/** One movement of money; its entries sum to zero (checked by the database at commit). */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ledgerTransferKinds }).notNull(),
    /** The business record that caused it (a transaction's id, or an operation's). */
    reference: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Real money or the sandbox's: a database never mixes them (modules/payments-mode). */
    livemode: livemode(),
  },
  // Reconciliation reads a day's transfers by time (docs/reconciliation.md).
  (t) => [uniqueIndex().on(t.kind, t.reference), index().on(t.createdAt)],
);

/**
 * Credits positive, debits negative, in minor units. Partitioned by month of the transfer's
 * time (docs/operations.md "Partitions"), which every entry of a transfer carries.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid().defaultRandom().notNull(),
    transferId: uuid()
      .notNull()
      .references(() => ledgerTransfers.id),
    ledgerAccountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "ledger_entries_pkey", columns: [t.id, t.createdAt] }),
    index().on(t.ledgerAccountId),
    index().on(t.transferId),
  ],
);
