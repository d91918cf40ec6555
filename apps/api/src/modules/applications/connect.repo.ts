import type { BankDetails } from "@portal/contracts";
import { and, eq } from "drizzle-orm";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { bankAccounts, companies, individuals, paymentCards, users } from "@/db/schema";

/** One of the account's companies; another account's does not exist. */
export async function findCompany(q: Queryable, accountId: string, companyId: string) {
  const [company] = await q
    .select()
    .from(companies)
    .where(and(eq(companies.accountId, accountId), eq(companies.id, companyId)));
  return company;
}

export function companiesOfAccount(q: Queryable, accountId: string) {
  return q.select().from(companies).where(eq(companies.accountId, accountId));
}

export async function insertCompany(
  q: Queryable,
  accountId: string,
  company: Omit<typeof companies.$inferInsert, "accountId">,
) {
  const [row] = await q
    .insert(companies)
    .values({ ...company, accountId })
    .returning();
  return row!;
}

export function bankAccountsOfCompany(q: Queryable, companyId: string) {
  return q.select().from(bankAccounts).where(eq(bankAccounts.companyId, companyId));
}

export async function insertBankAccount(
  q: Queryable,
  accountId: string,
  companyId: string,
  bank: z.output<typeof BankDetails>,
) {
  const [row] = await q
    .insert(bankAccounts)
    .values({ ...bank, accountId, companyId })
    .returning();
  return row!;
}

export async function insertIndividual(q: Queryable, values: typeof individuals.$inferInsert) {
  await q.insert(individuals).values(values);
}

/** The user's personal code, as a sole trader's application gave it. */
export async function setUserFin(q: Queryable, userId: string, fin: string, at: Date) {
  await q.update(users).set({ fin, updatedAt: at }).where(eq(users.id, userId));
}

export async function insertPaymentCard(q: Queryable, values: typeof paymentCards.$inferInsert) {
  const [card] = await q.insert(paymentCards).values(values).returning();
  return card!;
}

/** Notes on the user that a payout card is attached. */
export async function markCardAttached(q: Queryable, userId: string, at: Date) {
  await q.update(users).set({ attachedCard: true, updatedAt: at }).where(eq(users.id, userId));
}
