import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A task only one server may run at a time (the Telegram long poll): the server named in
 * `holder` runs it until `until`, renewing as it goes; when it stops renewing, another takes over.
 */
export const processLeases = pgTable("process_leases", {
  name: text().primaryKey(),
  holder: text().notNull(),
  until: timestamp({ withTimezone: true }).notNull(),
});
