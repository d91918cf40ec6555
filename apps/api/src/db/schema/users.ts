import { permissions } from "@portal/contracts";
import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/** `released`: an unconfirmed registration its e-mail's owner disowned; its address is freed. */
export const userStatuses = ["pending", "active", "released"] as const;
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
  attachedCard: boolean().notNull().default(false),
  /** Set when the owner of the address opened the link we sent to it. */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
