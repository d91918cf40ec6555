import { index, integer, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { pgTable } from "drizzle-orm/pg-core";

/**
 * Every merchant API call made with an application's key (docs/merchant-api.md "API log"),
 * written after its answer in batches, never in the call's own path. Partitioned by month and
 * dropped after API_LOG_RETENTION_MONTHS; the portal shows the last 30 days. No foreign key: a
 * log line outlives nothing it names, and the writer must never wait on the application's row.
 */
export const apiLogEntries = pgTable(
  "api_log_entries",
  {
    id: uuid().defaultRandom().notNull(),
    appId: uuid().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    method: text().notNull(),
    path: text().notNull(),
    status: integer().notNull(),
    durationMs: integer().notNull(),
    requestId: text().notNull(),
    idempotencyKey: text(),
    /** The bodies as JSON text with secrets and card numbers replaced, cut at API_LOG_BODY_MAX. */
    requestBody: text(),
    responseBody: text(),
  },
  (t) => [primaryKey({ name: "api_log_entries_pkey", columns: [t.id, t.at] }), index().on(t.appId, t.at)],
);
