import { and, asc, count, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applicationReviews, applications, bankAccounts, companies, contracts, operators, users } from "@/db/schema";

export type ReviewRow = typeof applicationReviews.$inferSelect;

/** Applications waiting for the provider's decision: in review, not yet approved, oldest sent first. */
const waiting = and(eq(applications.status, "inReview"), isNull(applications.reviewApprovedAt));

export async function reviewQueue(q: Queryable, page: number, size: number) {
  const approvals = sql<number>`(select count(distinct r.operator_id)::int from ${applicationReviews} r
    where r.app_id = ${applications.id} and r.decision = 'approve' and r.at >= ${applications.submittedAt})`;
  const [rows, [total]] = await Promise.all([
    q
      .select({
        appId: applications.id,
        appName: applications.appName,
        accountType: applications.accountType,
        category: applications.category,
        companyName: companies.companyName,
        ownerName: users.fullName,
        ownerEmail: users.email,
        submittedAt: applications.submittedAt,
        contractStatus: contracts.status,
        approvals,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.ownerId))
      .innerJoin(contracts, eq(contracts.appId, applications.id))
      .leftJoin(companies, eq(companies.id, applications.companyId))
      .where(waiting)
      .orderBy(asc(applications.submittedAt), asc(applications.id))
      .limit(size)
      .offset(page * size),
    q.select({ n: count() }).from(applications).where(waiting),
  ]);
  return { rows, total: total!.n };
}

/** The application with its owner and contract, locked for a decision. */
export async function lockApplication(q: Queryable, appId: string) {
  const [row] = await q
    .select({ app: applications, owner: users, contract: contracts })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.ownerId))
    .innerJoin(contracts, eq(contracts.appId, applications.id))
    .where(eq(applications.id, appId))
    .for("update", { of: applications });
  return row;
}

export async function applicationWithOwner(q: Queryable, appId: string) {
  const [row] = await q
    .select({ app: applications, owner: users, contract: contracts })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.ownerId))
    .innerJoin(contracts, eq(contracts.appId, applications.id))
    .where(eq(applications.id, appId));
  return row;
}

export async function companyWithBank(q: Queryable, companyId: string) {
  const [row] = await q
    .select({ company: companies, bank: bankAccounts })
    .from(companies)
    .leftJoin(bankAccounts, eq(bankAccounts.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  return row;
}

export async function applicationsOfAccount(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(applications).where(eq(applications.accountId, accountId));
  return row!.n;
}

/** The operators who approved since the application was last sent (one each, whatever they clicked). */
export async function approversSince(q: Queryable, appId: string, since: Date): Promise<string[]> {
  const rows = await q
    .selectDistinct({ operatorId: applicationReviews.operatorId })
    .from(applicationReviews)
    .where(
      and(
        eq(applicationReviews.appId, appId),
        eq(applicationReviews.decision, "approve"),
        gte(applicationReviews.at, since),
      ),
    );
  return rows.map((r) => r.operatorId);
}

export async function insertReview(q: Queryable, values: typeof applicationReviews.$inferInsert) {
  await q.insert(applicationReviews).values(values);
}

/** Every decision on the application, oldest first, with who made it. */
export function reviewHistory(q: Queryable, appId: string) {
  return q
    .select({ review: applicationReviews, operatorName: operators.name })
    .from(applicationReviews)
    .innerJoin(operators, eq(operators.id, applicationReviews.operatorId))
    .where(eq(applicationReviews.appId, appId))
    .orderBy(asc(applicationReviews.at));
}
