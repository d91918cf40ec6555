import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A signed-in session. Only the SHA-256 of the access token is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Remembered sessions are spared the idle timeout and get a new token now and then. */
    rememberMe: boolean().notNull().default(false),
    /** The last call made with it (updated at most once a minute): the idle timeout counts from here. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the current token was issued; a remembered session's token is replaced after a day. */
    tokenIssuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The token before the last renewal, honoured briefly so calls already in flight still pass. */
    previousTokenHash: text().unique(),
    previousTokenExpiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * When its user last proved who they are again (the password, or a code to their phone):
     * changing the e-mail address or the phone needs it from the last few minutes.
     */
    reauthenticatedAt: timestamp({ withTimezone: true }),
    /** Where it was signed in from, for the user's list of devices: the User-Agent (cut to 300 characters) and the address. */
    userAgent: text(),
    ipAddress: text(),
    /** Its user is held to the account's strong-method policy and has none: only Settings → Security answers. */
    needsStrongMethod: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
