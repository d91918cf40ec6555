import { currencies, withdrawalMethods, withdrawalStatuses } from "@portal/contracts";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { users } from "./users";

/**
 * SPEC §3 "Withdraw": money from a wallet to the application's withdrawal account. Its
 * ledger transfers (`withdrawal`, `withdrawalFee`, then `withdrawalSent` or
 * `withdrawalReturned`) name this row.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    amount: bigint({ mode: "bigint" }).notNull(),
    fee: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    method: text({ enum: withdrawalMethods }).notNull(),
    /** As shown: a masked card, or a masked IBAN. */
    account: text().notNull(),
    bankName: text(),
    /** What the bank is told to pay: the card's id with us (never its number), or the IBAN. */
    destination: text().notNull(),
    description: text().notNull().default(""),
    status: text({ enum: withdrawalStatuses }).notNull(),
    failureReason: text(),
    bankReference: text(),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.appId, t.createdAt), index().on(t.status, t.createdAt)],
);
