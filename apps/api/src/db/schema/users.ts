import { languages, permissions, roles } from "@portal/contracts";
import { type AnyPgColumn, boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * `released`: an unconfirmed registration its e-mail's owner disowned; its address is freed.
 * `deactivated`: a sub-user whose access was removed (history and name kept);
 * `deleted`: a sub-user removed, their e-mail and phone freed, their name kept on what they did.
 */
export const userStatuses = ["pending", "active", "released", "deactivated", "deleted"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  accountId: uuid()
    .notNull()
    .references(() => accounts.id),
  /** Stored lower-case; it is the sign-in username. */
  email: text().notNull().unique(),
  fullName: text().notNull(),
  mobilePhone: text().notNull(),
  passwordHash: text().notNull(),
  status: text({ enum: userStatuses }).notNull().default("pending"),
  userType: text({ enum: ["main", "sub"] })
    .notNull()
    .default("main"),
  fin: text().notNull().default(""),
  /** A sub-user's named permissions (SPEC §6); the main user has them all. */
  permissions: text({ enum: permissions }).array().notNull().default([]),
  /** A sub-user's role (SPEC §6); an administrator may also manage users. Null for the main user. */
  role: text({ enum: roles }),
  /** The applications a sub-user may act on at all (User Application); the main user acts on every one. */
  applicationIds: uuid().array().notNull().default([]),
  /** SPEC §6 "who allowed": who last set this user's access, and when. */
  accessGrantedBy: uuid().references((): AnyPgColumn => users.id),
  accessGrantedAt: timestamp({ withTimezone: true }),
  attachedCard: boolean().notNull().default(false),
  /** The interface language the user chose (Settings, or the language dialog); null until they choose. */
  language: text({ enum: languages }),
  /** Set when the owner of the address opened the link we sent to it. */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /**
   * When the address last became the user's by a change in Settings: for 72 hours no password
   * reset is sent to it (whoever changed it may hold only a stolen session and the new mailbox).
   */
  emailChangedAt: timestamp({ withTimezone: true }),
  /** With a strong method: an SMS code is still accepted instead (off unless the user keeps it on). */
  smsFallback: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
