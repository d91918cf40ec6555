import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A merchant account: the tenant every record belongs to. Its main user registers it. */
export const accounts = pgTable("accounts", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
