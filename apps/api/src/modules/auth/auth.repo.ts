import { and, eq, isNull, sql } from "drizzle-orm";
import type { Queryable, Tx } from "@/db/client";
import { accounts, passwordResets, sessions, users } from "@/db/schema";

export type User = typeof users.$inferSelect;

export async function findUserByEmail(db: Queryable, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** Serialises, to the end of the transaction, whatever claims one e-mail address (a registration, a change of address). */
export async function lockEmailAddress(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${email}`}))`);
}

export async function findUserById(db: Queryable, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

type NewUser = Pick<User, "email" | "fullName" | "mobilePhone" | "passwordHash">;

/** A registration opens a merchant account whose main user is the registrant. */
export async function createAccountWithMainUser(db: Queryable, input: NewUser): Promise<User> {
  const [account] = await db.insert(accounts).values({ name: input.fullName }).returning();
  const [user] = await db
    .insert(users)
    .values({ ...input, accountId: account!.id, status: "pending", userType: "main" })
    .returning();
  return user!;
}

export async function updateUser(db: Queryable, id: string, values: Partial<User>): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

export async function insertSession(
  db: Queryable,
  values: Pick<
    typeof sessions.$inferInsert,
    | "userId"
    | "tokenHash"
    | "expiresAt"
    | "rememberMe"
    | "lastSeenAt"
    | "tokenIssuedAt"
    | "userAgent"
    | "ipAddress"
    | "needsStrongMethod"
  >,
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * Replaces a session's token if it is still `currentHash` (two tabs renewing at once renew
 * once); the old token passes until `previousUntil`. Returns whether this call renewed it.
 */
export async function renewSessionToken(
  db: Queryable,
  id: string,
  change: { currentHash: string; newHash: string; previousUntil: Date; issuedAt: Date; expiresAt: Date },
): Promise<boolean> {
  const renewed = await db
    .update(sessions)
    .set({
      tokenHash: change.newHash,
      previousTokenHash: change.currentHash,
      previousTokenExpiresAt: change.previousUntil,
      tokenIssuedAt: change.issuedAt,
      expiresAt: change.expiresAt,
    })
    .where(and(eq(sessions.id, id), eq(sessions.tokenHash, change.currentHash)))
    .returning({ id: sessions.id });
  return renewed.length > 0;
}

/**
 * Frees the address of a registration its owner disowned: the row stays (its history
 * refers to it) under an address nobody can type, since it has no dot after the @.
 */
export async function releaseUser(db: Queryable, id: string): Promise<void> {
  await db
    .update(users)
    .set({ status: "released", email: `released.${id}@invalid`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function revokeSession(db: Queryable, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Queryable, userId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertPasswordReset(
  db: Queryable,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

export async function findPasswordReset(db: Queryable, tokenHash: string) {
  const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  return reset;
}

export async function lockPasswordReset(db: Queryable, tokenHash: string) {
  const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for("update");
  return reset;
}

/** Uses up every open reset link of the user, so none can be replayed after a change. */
export async function closePasswordResets(db: Queryable, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
