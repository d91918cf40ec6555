import { accountTypes, applicationStatuses, merchantCategories } from "@portal/contracts";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { companies } from "./companies";
import { users } from "./users";

/** A merchant application (SPEC §3): what takes payments, with its public merchant id. */
export const applications = pgTable(
  "applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    ownerId: uuid()
      .notNull()
      .references(() => users.id),
    companyId: uuid().references(() => companies.id),
    accountType: text({ enum: accountTypes }).notNull(),
    appName: text().notNull(),
    appUrl: text().notNull(),
    appInfo: text().notNull(),
    category: text({ enum: merchantCategories }).notNull(),
    merchantId: text().notNull().unique(),
    /** SHA-256 of the secret key; the key itself is shown once. */
    secretKeyHash: text(),
    /** The key a rotation replaced, still taken until `previous_secret_key_expires_at` (the grace the merchant chose). */
    previousSecretKeyHash: text(),
    previousSecretKeyExpiresAt: timestamp({ withTimezone: true }),
    status: text({ enum: applicationStatuses }).notNull().default("draft"),
    /** When the merchant last sent it to review: approvals count from here. */
    submittedAt: timestamp({ withTimezone: true }),
    /** When review passed (the sandbox reviewer at once, or the provider's operators); null while it has not. */
    reviewApprovedAt: timestamp({ withTimezone: true }),
    /** Suspended by the provider's operators: why, when, the status to come back to, and whether with its account. */
    suspensionReason: text(),
    suspendedAt: timestamp({ withTimezone: true }),
    statusBeforeSuspension: text({ enum: applicationStatuses }),
    suspendedWithAccount: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.accountId),
    // The merchant API finds the application by its key (a bearer key carries no merchant id).
    uniqueIndex("applications_secret_key_hash").on(t.secretKeyHash),
    index("applications_previous_secret_key_hash").on(t.previousSecretKeyHash),
  ],
);
