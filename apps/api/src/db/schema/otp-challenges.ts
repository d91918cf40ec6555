import { otpPurposes } from "@portal/contracts";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const otpStatuses = ["open", "used", "burned", "superseded"] as const;

/** One one-time code, bound to a purpose and a target (an e-mail or a phone). */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text({ enum: otpPurposes }).notNull(),
    target: text().notNull(),
    userId: uuid().references(() => users.id),
    /** HMAC of the code keyed by APP_SECRET and this row's id. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    status: text({ enum: otpStatuses }).notNull().default("open"),
    /** What the confirmed action needs (e.g. rememberMe for a sign-in). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.purpose, t.target, t.createdAt)],
);
