import {
  webhookDeliveryStatuses,
  webhookDisabledReasons,
  webhookEndpointStatuses,
  webhookEventTypes,
  WEBHOOK_TEST_EVENT,
} from "@portal/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";

/**
 * Where an application's events are delivered (docs/merchant-api.md "Webhooks"). The signing
 * secret must be read to sign, so it is kept encrypted with a key derived from APP_SECRET
 * (`lib/secret-box.ts`), never in clear; the merchant sees it once.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    url: text().notNull(),
    description: text().notNull().default(""),
    events: text({ enum: webhookEventTypes }).array().notNull(),
    status: text({ enum: webhookEndpointStatuses }).notNull().default("active"),
    disabledReason: text({ enum: webhookDisabledReasons }),
    secretCiphertext: text().notNull(),
    /** The secret a roll replaced: it signs beside the new one until it expires. */
    previousSecretCiphertext: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    /** The first failed try since the last success; an endpoint failing long enough is disabled. */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.appId)],
);

/**
 * Something that happened to an application's records, written in the same database
 * transaction as the change itself, so no committed change goes untold (at least once). The
 * payload is the body every endpoint receives, byte for byte, whatever the tries. Partitioned
 * by month with its deliveries; both are kept for WEBHOOK_RETENTION_MONTHS (docs/operations.md
 * "Partitions").
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    /** `evt_` and 24 random characters: receivers de-duplicate by it. */
    id: text().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    type: text({ enum: [...webhookEventTypes, WEBHOOK_TEST_EVENT] }).notNull(),
    /** The JSON text sent: `{id, object, type, createdAt, merchantId, data}`. */
    payload: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "webhook_events_pkey", columns: [t.id, t.createdAt] }), index().on(t.appId, t.createdAt)],
);

/**
 * One event to one endpoint: tried until a 2xx, backing off, for the retry window. Written with
 * its event, at the event's time, in the same month's partition; no foreign key to the event
 * (one to a partitioned table must hold the month), the one writer keeps them together.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().defaultRandom().notNull(),
    eventId: text().notNull(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text({ enum: webhookDeliveryStatuses }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    /** When a pending delivery is due; a try in progress holds it ahead (a lease). */
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    responseStatus: integer(),
    durationMs: integer(),
    /** Why the last try got no answer (refused, timeout, unreachable), in English. */
    error: text(),
    /** The start of the receiver's last answer. */
    responseBody: text(),
    /** A redelivery asked from the portal: tried once more, outside the retry window. */
    manual: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "webhook_deliveries_pkey", columns: [t.id, t.createdAt] }),
    uniqueIndex().on(t.eventId, t.endpointId, t.createdAt),
    index().on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

/** What the sandbox receiver (`/sandbox/webhooks`) was sent: a newcomer watches events without a server of their own. */
export const sandboxWebhookReceipts = pgTable(
  "sandbox_webhook_receipts",
  {
    id: uuid().primaryKey().defaultRandom(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    signature: text(),
    body: text().notNull(),
    /** Whether the signature verified with the secret of an endpoint that points here. */
    verified: boolean().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull(),
  },
  (t) => [index().on(t.receivedAt)],
);
