import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What a link we send a user does: confirm the address (or disown it), lift a sign-in lock, make
 * a new address the user's, or undo a change of address or phone ("this wasn't me", sent to the
 * former address or phone).
 */
export const emailLinkPurposes = ["verifyEmail", "unlock", "changeEmail", "undoContactChange"] as const;
export type EmailLinkPurpose = (typeof emailLinkPurposes)[number];

/** A single-use link sent to a user's address; only the SHA-256 of its token is kept. */
export const emailLinks = pgTable(
  "email_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    purpose: text({ enum: emailLinkPurposes }).notNull(),
    tokenHash: text().notNull().unique(),
    /** `changeEmail`: the new address, which the link was sent to; `undoContactChange`: the address to restore. */
    email: text(),
    /** `undoContactChange` of a phone change: the phone to restore. */
    phone: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId, t.purpose, t.createdAt)],
);
