import { merchantCategories } from "@portal/contracts";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

export const companies = pgTable(
  "companies",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    companyName: text().notNull(),
    companyWebsite: text().notNull().default(""),
    address: text().notNull(),
    taxId: text().notNull(),
    category: text({ enum: merchantCategories }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);
