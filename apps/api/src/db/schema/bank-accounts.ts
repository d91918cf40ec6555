import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { companies } from "./companies";

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    companyId: uuid()
      .notNull()
      .references(() => companies.id),
    bankName: text().notNull(),
    bankTaxId: text().notNull(),
    iban: text().notNull(),
    correspondentAccount: text().notNull(),
    swift: text().notNull(),
    code: text().notNull(),
    postalCode: text().notNull().default(""),
    serviceUser: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId)],
);
