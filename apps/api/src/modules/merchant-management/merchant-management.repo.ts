import { and, desc, eq, ilike, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import {
  accounts,
  applications,
  bankAccounts,
  companies,
  payouts,
  transactions,
  users,
  withdrawals,
} from "@/db/schema";

export type AccountRow = typeof accounts.$inferSelect;
type AppRow = typeof applications.$inferSelect;

export async function maxPaymentOf(q: Queryable, accountId: string): Promise<bigint | null> {
  const [row] = await q.select({ max: accounts.maxPaymentAmount }).from(accounts).where(eq(accounts.id, accountId));
  return row?.max ?? null;
}

/**
 * Accounts whose owner's e-mail or phone, a company's tax id, an application's merchant id or
 * a bank account's IBAN matches: e-mails by their start, the rest exactly (spaces ignored).
 */
export async function searchAccounts(q: Queryable, term: string, limit: number) {
  const exact = term.replace(/\s+/g, "");
  const matching = await q
    .selectDistinct({ accountId: users.accountId })
    .from(users)
    .leftJoin(applications, eq(applications.accountId, users.accountId))
    .leftJoin(companies, eq(companies.accountId, users.accountId))
    .leftJoin(bankAccounts, eq(bankAccounts.accountId, users.accountId))
    .where(
      or(
        ilike(users.email, `${term.replace(/[\\%_]/g, "\\$&")}%`),
        eq(users.mobilePhone, exact),
        eq(companies.taxId, exact),
        eq(applications.merchantId, exact),
        eq(bankAccounts.iban, exact.toUpperCase()),
      ),
    )
    .limit(limit);
  const ids = matching.map((row) => row.accountId);
  if (ids.length === 0) return [];
  return q
    .select({
      account: accounts,
      owner: users,
      companyNames: sql<
        string[]
      >`coalesce((select array_agg(distinct ${companies.companyName}) from ${companies} where ${companies.accountId} = ${accounts.id}), '{}')`,
      applications: sql<number>`(select count(*)::int from ${applications} where ${applications.accountId} = ${accounts.id})`,
    })
    .from(accounts)
    .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.userType, "main")))
    .where(inArray(accounts.id, ids))
    .orderBy(desc(accounts.createdAt));
}

export async function accountWithOwner(q: Queryable, accountId: string, lock = false) {
  const query = q
    .select({ account: accounts, owner: users })
    .from(accounts)
    .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.userType, "main")))
    .where(eq(accounts.id, accountId));
  const [row] = lock ? await query.for("update", { of: accounts }) : await query;
  return row;
}

export function applicationsOfAccount(q: Queryable, accountId: string) {
  return q.select().from(applications).where(eq(applications.accountId, accountId)).orderBy(applications.createdAt);
}

export async function lockApplication(q: Queryable, appId: string): Promise<AppRow | undefined> {
  const [row] = await q.select().from(applications).where(eq(applications.id, appId)).for("update");
  return row;
}

export async function updateAccount(q: Queryable, accountId: string, set: Partial<AccountRow>) {
  await q.update(accounts).set(set).where(eq(accounts.id, accountId));
}

export async function updateApplication(q: Queryable, appId: string, set: Partial<AppRow>) {
  await q.update(applications).set(set).where(eq(applications.id, appId));
}

/** The account's applications a suspension of the account reaches: every one still able to take payments some day. */
export function suspendableApplications(q: Queryable, accountId: string) {
  return q
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.accountId, accountId),
        notInArray(applications.status, ["disabled", "rejected", "suspended"]),
      ),
    )
    .for("update");
}

export function suspendedWithAccount(q: Queryable, accountId: string) {
  return q
    .select()
    .from(applications)
    .where(and(eq(applications.accountId, accountId), eq(applications.suspendedWithAccount, true)))
    .for("update");
}

export function recentPayments(q: Queryable, accountId: string, limit: number) {
  return q
    .select()
    .from(transactions)
    .where(eq(transactions.accountId, accountId))
    .orderBy(desc(transactions.createdAt))
    .limit(limit);
}

export async function recentMoneyOut(q: Queryable, accountId: string, limit: number) {
  const [outs, withdrawn] = await Promise.all([
    q.select().from(payouts).where(eq(payouts.accountId, accountId)).orderBy(desc(payouts.createdAt)).limit(limit),
    q
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.accountId, accountId))
      .orderBy(desc(withdrawals.createdAt))
      .limit(limit),
  ]);
  return { payouts: outs, withdrawals: withdrawn };
}
