import { currencies, operationKinds, operationStatuses, refundReasons } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { transactions } from "./transactions";
import { users } from "./users";

/**
 * What was done to a transaction after approval (docs/glossary.md "operation"): a capture
 * of a hold, a refund, a reversal. Its history on the detail screen; a refund in progress
 * reserves its amount until the acquirer answers.
 */
export const transactionOperations = pgTable(
  "transaction_operations",
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    kind: text({ enum: operationKinds }).notNull(),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    status: text({ enum: operationStatuses }).notNull().default("inProgress"),
    /** The acquirer's words when it refused (English). */
    responseDescription: text(),
    /** Who asked; the name is kept so the history outlives the user. */
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    actorName: text(),
    /** A refund's reason as the merchant picked it; null when none was given. */
    reason: text({ enum: refundReasons }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.transactionId, t.createdAt),
    // The dashboard's recent activity: an account's operations, newest done first.
    index().on(t.accountId, t.completedAt),
    // Operations still waiting for the acquirer's word, oldest first: what the recheck job looks at.
    index("transaction_operations_in_progress")
      .on(t.createdAt)
      .where(sql`status = 'inProgress'`),
    // A hold ends once: one capture or reversal in progress or done, whatever runs at once.
    uniqueIndex("transaction_operations_one_hold_end")
      .on(t.transactionId)
      .where(sql`kind in ('capture', 'reversal') and status in ('inProgress', 'succeeded')`),
  ],
);
