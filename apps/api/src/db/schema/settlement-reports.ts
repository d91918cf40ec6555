import { sql } from "drizzle-orm";
import { date, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { users } from "./users";

/**
 * A merchant's settlement report e-mailed on a schedule (docs/settlement-report.md): one per
 * user and application, daily, weekly or monthly, in the user's language.
 */
export const settlementReportSchedules = pgTable(
  "settlement_report_schedules",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    frequency: text({ enum: ["daily", "weekly", "monthly"] }).notNull(),
    format: text({ enum: ["xlsx", "csv"] })
      .notNull()
      .default("xlsx"),
    /** The last period's end (inclusive, the region's calendar day) a report was sent for. */
    lastSentThrough: date({ mode: "string" }),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex().on(t.userId, t.appId)],
);
