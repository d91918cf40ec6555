import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { operatorSessions, operators, operatorSettings } from "@/db/schema";

export type OperatorRow = typeof operators.$inferSelect;
type SessionRow = typeof operatorSessions.$inferSelect;

export async function insertOperator(q: Queryable, values: typeof operators.$inferInsert): Promise<OperatorRow> {
  const [row] = await q.insert(operators).values(values).returning();
  return row!;
}

export async function operatorByEmail(q: Queryable, email: string): Promise<OperatorRow | undefined> {
  const [row] = await q
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function operatorById(q: Queryable, id: string, lock = false): Promise<OperatorRow | undefined> {
  const query = q.select().from(operators).where(eq(operators.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The operator whose set-up link this is, while it still opens. */
export async function operatorBySetupToken(
  q: Queryable,
  tokenHash: string,
  at: Date,
): Promise<OperatorRow | undefined> {
  const [row] = await q
    .select()
    .from(operators)
    .where(
      and(eq(operators.setupTokenHash, tokenHash), gt(operators.setupExpiresAt, at), eq(operators.status, "invited")),
    )
    .for("update");
  return row;
}

export async function updateOperator(q: Queryable, id: string, set: Partial<OperatorRow>): Promise<OperatorRow> {
  const [row] = await q.update(operators).set(set).where(eq(operators.id, id)).returning();
  return row!;
}

export function listOperators(q: Queryable): Promise<OperatorRow[]> {
  return q.select().from(operators).orderBy(operators.createdAt);
}

export async function countOperators(q: Queryable): Promise<number> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(operators);
  return row!.n;
}

export async function insertOperatorSession(q: Queryable, values: typeof operatorSessions.$inferInsert) {
  const [row] = await q.insert(operatorSessions).values(values).returning();
  return row!;
}

/** A sign-in waiting for its code (the password was right), of an active operator, locked so one code finishes it once. */
export async function openSignIn(q: Queryable, tokenHash: string, at: Date) {
  const [row] = await q
    .select({ operator: operators, session: operatorSessions })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operatorSessions.stage, "signIn"),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, at),
        eq(operators.status, "active"),
      ),
    )
    .for("update", { of: operatorSessions });
  return row;
}

export async function touchOperatorSession(
  q: Queryable,
  id: string,
  set: Partial<Pick<SessionRow, "lastSeenAt" | "revokedAt">>,
) {
  await q.update(operatorSessions).set(set).where(eq(operatorSessions.id, id));
}

/** Every open session and sign-in of an operator ends (disabled, or signed out everywhere). */
export async function revokeOperatorSessions(q: Queryable, operatorId: string, at: Date) {
  await q
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function readOperatorSettings(q: Queryable) {
  const [row] = await q.select().from(operatorSettings).where(eq(operatorSettings.id, 1));
  return { fourEyesCategories: row?.fourEyesCategories ?? [] };
}

export async function writeOperatorSettings(q: Queryable, fourEyesCategories: string[], at: Date) {
  await q
    .insert(operatorSettings)
    .values({ id: 1, fourEyesCategories, updatedAt: at })
    .onConflictDoUpdate({ target: operatorSettings.id, set: { fourEyesCategories, updatedAt: at } });
}

/** One more wrong password or code, counted in the database so attempts at once all count. */
export async function addFailedAttempt(q: Queryable, id: string): Promise<number> {
  const [row] = await q
    .update(operators)
    .set({ failedAttempts: sql`${operators.failedAttempts} + 1` })
    .where(eq(operators.id, id))
    .returning({ failedAttempts: operators.failedAttempts });
  return row!.failedAttempts;
}
