import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * The outbox of what money operations caused (docs/events.md): a row is written in the same
 * transaction as the change, so a committed change always has its events and a rolled-back one
 * none. In-transaction subscribers (the webhook outbox) have already run when it commits; the
 * after-commit ones (the merchant's e-mail and chat notices) run once, in the transaction that
 * stamps `dispatched_at`, so a crash before that stamp means they run again from nothing.
 * Partitioned by month of `occurred_at`; dispatched months are kept for EVENT_RETENTION_MONTHS
 * (docs/operations.md "Partitions").
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    /** The order events are dispatched in. */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    id: uuid().notNull().defaultRandom(),
    type: text().notNull(),
    accountId: uuid().notNull(),
    appId: uuid(),
    /** What the subscribers need to know: ids and the figures of the change (docs/events.md). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    dispatchedAt: timestamp({ withTimezone: true }),
  },
  // A partitioned table's keys hold its partition column.
  (t) => [
    primaryKey({ name: "domain_events_pkey", columns: [t.seq, t.occurredAt] }),
    unique("domain_events_id_occurred_at_unique").on(t.id, t.occurredAt),
    index("domain_events_undispatched_index")
      .on(t.seq)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);
