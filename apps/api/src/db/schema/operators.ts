import { operatorActions, operatorRoles, operatorStatuses, reviewDecisions } from "@portal/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";

/**
 * The payment provider's staff (docs/operator-console.md): a realm apart from merchants, with
 * tables of its own, so no merchant token or account can ever stand for an operator. An
 * operator's authenticator is part of the account: there is no operator without one.
 */
export const operators = pgTable(
  "operators",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: operatorRoles }).notNull(),
    status: text({ enum: operatorStatuses }).notNull().default("invited"),
    /** Null until the operator sets up the account from the one-time link. */
    passwordHash: text(),
    totpSecretSealed: text(),
    /** The last time step a code was taken at: a code works once. */
    totpLastStep: bigint({ mode: "number" }),
    /** Wrong passwords and codes since the last sign-in; the account locks at the limit. */
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The one-time set-up link (SHA-256 of its token) and until when it opens. */
    setupTokenHash: text().unique(),
    setupExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("operators_email_lower").on(sql`lower(${t.email})`)],
);

/**
 * A sign-in in progress (the password was right) or a signed-in session: only SHA-256 of each
 * token is kept. An operator's session has a short fixed life and no "remember me".
 */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    /** `signIn`: waits for the authenticator's code; `session`: signed in. */
    stage: text({ enum: ["signIn", "session"] }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.operatorId)],
);

/**
 * The operator audit trail: who, when, what, before and after, from which address. Append-only:
 * the database refuses to change or delete a row (migration 0029's trigger), whoever asks.
 */
export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    operatorId: uuid().references(() => operators.id),
    /** Copied: the trail reads the same whatever later happens to the operator. */
    operatorEmail: text(),
    action: text({ enum: operatorActions }).notNull(),
    targetType: text(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    ipAddress: text(),
  },
  (t) => [index().on(t.at)],
);

/** The console's settings, one row: the merchant categories whose review needs two risk operators. */
export const operatorSettings = pgTable("operator_settings", {
  id: integer().primaryKey().default(1),
  fourEyesCategories: text().array().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every review decision on an application, the merchant's reason to read and the trail's. */
export const applicationReviews = pgTable(
  "application_reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    decision: text({ enum: reviewDecisions }).notNull(),
    reason: text().notNull().default(""),
    fields: text().array().notNull().default([]),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.appId, t.at)],
);
