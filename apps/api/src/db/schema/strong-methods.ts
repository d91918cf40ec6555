import { strongMethods } from "@portal/contracts";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A user's strong sign-in methods (docs/security.md "Strong methods"). An authenticator
 * keeps its secret sealed (it must be read back to check codes) and the last time step a
 * code of it was accepted at, so a code works once; a passkey keeps its public key and
 * signature counter. An authenticator counts only once confirmed with a code.
 */
export const userStrongMethods = pgTable(
  "user_strong_methods",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: strongMethods }).notNull(),
    name: text().notNull(),
    totpSecretSealed: text(),
    totpLastStep: bigint({ mode: "number" }),
    /** base64url, as WebAuthn names the credential. */
    credentialId: text().unique(),
    publicKey: text(),
    signCount: bigint({ mode: "number" }).notNull().default(0),
    transports: text().array().notNull().default([]),
    confirmedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId)],
);

/** Ten single-use codes for a lost device; only an HMAC of each is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * A WebAuthn challenge handed to a browser: for adding a passkey (the user), signing in with
 * a passkey alone (no user yet), or a passkey's touch for an open code step (`boundTo`, the
 * one-time code's challenge). Used once, within five minutes.
 */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: uuid().primaryKey().defaultRandom(),
  kind: text({ enum: ["register", "signIn", "step"] }).notNull(),
  userId: uuid().references(() => users.id),
  boundTo: uuid(),
  challenge: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
