import type { OtpPurpose } from "@portal/contracts";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { otpChallenges, users } from "@/db/schema";

export type Challenge = typeof otpChallenges.$inferSelect;

const byTarget = (purpose: OtpPurpose, target: string) =>
  and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.target, target));

/** Serialises issuing codes per target for the caller's transaction. */
export async function lockTarget(q: Queryable, purpose: OtpPurpose, target: string) {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${target}`}))`);
}

/** The last code issued for a target, whatever became of it. */
export async function latestChallenge(
  q: Queryable,
  purpose: OtpPurpose,
  target: string,
): Promise<Challenge | undefined> {
  const [row] = await q
    .select()
    .from(otpChallenges)
    .where(byTarget(purpose, target))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/** The last code of a target that can still be entered, locked for the caller's transaction. */
export async function lockOpenChallenge(
  q: Queryable,
  purpose: OtpPurpose,
  target: string,
): Promise<Challenge | undefined> {
  const [row] = await q
    .select()
    .from(otpChallenges)
    .where(and(byTarget(purpose, target), eq(otpChallenges.status, "open")))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for("update");
  return row;
}

/** The targets of a user's codes of one purpose that can still be entered. */
export async function openTargetsOfUser(q: Queryable, purpose: OtpPurpose, userId: string, now: Date) {
  const rows = await q
    .select({ target: otpChallenges.target })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.purpose, purpose),
        eq(otpChallenges.userId, userId),
        eq(otpChallenges.status, "open"),
        gt(otpChallenges.expiresAt, now),
      ),
    );
  return rows.map((row) => row.target);
}

/** Codes of a target still open are superseded by the one about to be issued. */
export async function supersedeOpenChallenges(q: Queryable, purpose: OtpPurpose, target: string) {
  await q
    .update(otpChallenges)
    .set({ status: "superseded" })
    .where(and(byTarget(purpose, target), eq(otpChallenges.status, "open")));
}

export async function insertChallenge(q: Queryable, values: typeof otpChallenges.$inferInsert) {
  await q.insert(otpChallenges).values(values);
}

export async function updateChallenge(
  q: Queryable,
  id: string,
  set: Partial<Pick<Challenge, "data" | "attempts" | "status">>,
) {
  await q.update(otpChallenges).set(set).where(eq(otpChallenges.id, id));
}

/** Where to tell a user that their codes are locked. */
export async function emailOfUser(q: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function updateChallengeCode(q: Queryable, id: string, codeHash: string) {
  await q.update(otpChallenges).set({ codeHash }).where(eq(otpChallenges.id, id));
}

/** The user's last code of a purpose that can still be entered, locked for the caller's transaction. */
export async function lockOpenChallengeOfUser(q: Queryable, purpose: OtpPurpose, userId: string, now: Date) {
  const [row] = await q
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.purpose, purpose),
        eq(otpChallenges.userId, userId),
        eq(otpChallenges.status, "open"),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for("update");
  return row;
}

/** Whether a user keeps SMS on beside a strong method, and where an SMS would go. */
export async function fallbackOfUser(q: Queryable, userId: string) {
  const [row] = await q
    .select({
      id: users.id,
      smsFallback: users.smsFallback,
      mobilePhone: users.mobilePhone,
      accountId: users.accountId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
