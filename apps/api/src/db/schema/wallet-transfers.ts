import { currencies } from "@portal/contracts";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { users } from "./users";

/**
 * SPEC §3 "Wallet transfer": money moved at once from one application's wallet to another
 * merchant's (the ledger's `walletTransfer` transfer names this row).
 */
export const walletTransfers = pgTable(
  "wallet_transfers",
  {
    id: uuid().primaryKey().defaultRandom(),
    fromAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    fromAppId: uuid()
      .notNull()
      .references(() => applications.id),
    toAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    toAppId: uuid()
      .notNull()
      .references(() => applications.id),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    description: text().notNull().default(""),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Kept as it was: the user may be renamed or removed later. */
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.fromAppId, t.createdAt), index().on(t.toAppId, t.createdAt)],
);
