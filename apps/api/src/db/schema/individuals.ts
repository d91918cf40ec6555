import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications";

/** The sole trader behind an individual application (SPEC §3 "Individual"). */
export const individuals = pgTable("individuals", {
  appId: uuid()
    .primaryKey()
    .references(() => applications.id),
  fullName: text().notNull(),
  fin: text().notNull(),
  address: text().notNull(),
  phone: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
