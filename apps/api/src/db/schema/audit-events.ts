import { auditActions, auditOutcomes } from "@portal/contracts";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { users } from "./users";

/**
 * The account's audit trail: who did what to which record, and how it ended. Written after
 * the answer (refusals included), never changed. The actor's name is copied so the trail
 * still reads after a user is deleted. Partitioned by month of `at`; kept for
 * AUDIT_RETENTION_MONTHS (docs/operations.md "Partitions").
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid().defaultRandom().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    actorId: uuid().references(() => users.id),
    actorName: text().notNull(),
    action: text({ enum: auditActions }).notNull(),
    targetType: text().notNull(),
    targetId: uuid(),
    outcome: text({ enum: auditOutcomes }).notNull(),
    errorCode: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "audit_events_pkey", columns: [t.id, t.at] }),
    index().on(t.accountId, t.at),
    index().on(t.accountId, t.actorId, t.at),
    index().on(t.accountId, t.targetId),
  ],
);
