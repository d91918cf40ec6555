import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { accounts, recoveryCodes, sessions, userStrongMethods, users, webauthnChallenges } from "@/db/schema";

export type StrongMethodRow = typeof userStrongMethods.$inferSelect;
export type WebauthnChallenge = typeof webauthnChallenges.$inferSelect;

/** A user's confirmed methods, oldest first (an authenticator still being added is not one). */
export function confirmedMethods(q: Queryable, userId: string): Promise<StrongMethodRow[]> {
  return q
    .select()
    .from(userStrongMethods)
    .where(and(eq(userStrongMethods.userId, userId), isNotNull(userStrongMethods.confirmedAt)))
    .orderBy(userStrongMethods.createdAt);
}

/** The user's authenticator, confirmed or being added, locked for the caller's transaction. */
export async function lockTotp(q: Queryable, userId: string): Promise<StrongMethodRow | undefined> {
  const [row] = await q
    .select()
    .from(userStrongMethods)
    .where(and(eq(userStrongMethods.userId, userId), eq(userStrongMethods.kind, "totp")))
    .for("update");
  return row;
}

/** Serialises changes of one user's methods (the last one removed, the first one added). */
export async function lockUserMethods(q: Queryable, userId: string) {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`strong-methods:${userId}`}))`);
}

export async function insertMethod(q: Queryable, values: typeof userStrongMethods.$inferInsert) {
  const [row] = await q.insert(userStrongMethods).values(values).returning();
  return row!;
}

export async function updateMethod(
  q: Queryable,
  id: string,
  set: Partial<Pick<StrongMethodRow, "totpSecretSealed" | "totpLastStep" | "signCount" | "confirmedAt" | "lastUsedAt">>,
) {
  await q.update(userStrongMethods).set(set).where(eq(userStrongMethods.id, id));
}

export async function deleteMethod(q: Queryable, userId: string, id: string): Promise<StrongMethodRow | undefined> {
  const [row] = await q
    .delete(userStrongMethods)
    .where(and(eq(userStrongMethods.userId, userId), eq(userStrongMethods.id, id)))
    .returning();
  return row;
}

export async function passkeyByCredential(q: Queryable, credentialId: string): Promise<StrongMethodRow | undefined> {
  const [row] = await q
    .select()
    .from(userStrongMethods)
    .where(and(eq(userStrongMethods.kind, "passkey"), eq(userStrongMethods.credentialId, credentialId)))
    .for("update");
  return row;
}

export async function replaceRecoveryCodes(q: Queryable, userId: string, hashes: string[], at: Date) {
  await q.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await q.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

export async function deleteRecoveryCodes(q: Queryable, userId: string) {
  await q.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses up the user's unused recovery code of this hash; false when there is none. */
export async function useRecoveryCode(q: Queryable, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await q
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function setSmsFallback(q: Queryable, userId: string, smsFallback: boolean) {
  await q.update(users).set({ smsFallback }).where(eq(users.id, userId));
}

export async function accountPolicy(q: Queryable, accountId: string): Promise<boolean> {
  const [row] = await q
    .select({ required: accounts.requireStrongForSubUsers })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.required ?? false;
}

export async function setAccountPolicy(q: Queryable, accountId: string, required: boolean) {
  await q.update(accounts).set({ requireStrongForSubUsers: required }).where(eq(accounts.id, accountId));
}

/**
 * Holds (or frees) the live sessions of the account's sub-users who have no strong method:
 * the policy takes hold at once, not only at their next sign-in.
 */
export async function holdSessionsWithoutStrongMethod(q: Queryable, accountId: string, hold: boolean, at: Date) {
  await q.execute(sql`
    update ${sessions} s set needs_strong_method = ${hold}
    from ${users} u
    where u.id = s.user_id and u.account_id = ${accountId} and u.user_type = 'sub'
      and s.revoked_at is null and s.expires_at > ${at}
      and not exists (
        select 1 from ${userStrongMethods} m where m.user_id = u.id and m.confirmed_at is not null
      )`);
}

/** A method added: the user's sessions are held no more. */
export async function releaseSessions(q: Queryable, userId: string) {
  await q.update(sessions).set({ needsStrongMethod: false }).where(eq(sessions.userId, userId));
}

export async function insertWebauthnChallenge(q: Queryable, values: typeof webauthnChallenges.$inferInsert) {
  const [row] = await q.insert(webauthnChallenges).values(values).returning();
  return row!;
}

/** Uses up the live challenge the browser signed, of this kind (and user, or code step); undefined when none. */
export async function useWebauthnChallenge(
  q: Queryable,
  where: { challenge: string; kind: WebauthnChallenge["kind"]; id?: string; userId?: string; boundTo?: string },
  at: Date,
): Promise<WebauthnChallenge | undefined> {
  const [row] = await q
    .update(webauthnChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(webauthnChallenges.kind, where.kind),
        eq(webauthnChallenges.challenge, where.challenge),
        where.id ? eq(webauthnChallenges.id, where.id) : undefined,
        where.userId ? eq(webauthnChallenges.userId, where.userId) : undefined,
        where.boundTo ? eq(webauthnChallenges.boundTo, where.boundTo) : undefined,
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

/** Where to tell the owner of an account that a user lost their last method. */
export async function ownerEmail(
  q: Queryable,
  accountId: string,
): Promise<{ email: string; language: string | null } | undefined> {
  const [row] = await q
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.userType, "main")));
  return row;
}
