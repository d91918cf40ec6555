import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { companies, contracts, individuals } from "@/db/schema";

export type ContractRow = typeof contracts.$inferSelect;
type Step = ContractRow["step"];

/** Every application has its contract from the start (insertApplication). */
export async function findContract(q: Queryable, appId: string): Promise<ContractRow> {
  const [row] = await q.select().from(contracts).where(eq(contracts.appId, appId));
  return row!;
}

/** Writes only if the contract is still at the step it was read in; undefined otherwise. */
export async function moveContract(
  q: Queryable,
  appId: string,
  from: { step: Step; waiting: boolean },
  values: Partial<ContractRow>,
) {
  const [row] = await q
    .update(contracts)
    .set(values)
    .where(and(eq(contracts.appId, appId), eq(contracts.step, from.step), eq(contracts.waiting, from.waiting)))
    .returning();
  return row;
}

/** Writes only if the contract still has the status it was read with; undefined otherwise. */
export async function updateContractFromStatus(
  q: Queryable,
  appId: string,
  from: ContractRow["status"],
  values: Partial<ContractRow>,
) {
  const [row] = await q
    .update(contracts)
    .set(values)
    .where(and(eq(contracts.appId, appId), eq(contracts.status, from)))
    .returning();
  return row;
}

/** The signed contract, kept only by the one caller that finds it still waiting at the signing step. */
export async function markSigned(q: Queryable, appId: string, signedPdf: Buffer, signedAt: Date) {
  const [row] = await q
    .update(contracts)
    .set({ status: "signed", step: "done", signedPdf, signedAt, updatedAt: signedAt })
    .where(and(eq(contracts.appId, appId), eq(contracts.step, "sign"), eq(contracts.status, "started")))
    .returning();
  return row;
}

export async function findCompanyById(q: Queryable, companyId: string) {
  const [row] = await q.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The sole trader behind an individual's application. */
export async function findIndividualOf(q: Queryable, appId: string) {
  const [row] = await q.select().from(individuals).where(eq(individuals.appId, appId));
  return row;
}

/** The merchant's signed file (ESIGN=manual), taken while the contract is unsigned, waiting or refused; undefined once signed. */
export async function uploadSignedFile(q: Queryable, appId: string, pdf: Buffer, at: Date) {
  const [row] = await q
    .update(contracts)
    .set({ status: "uploaded", uploadedPdf: pdf, uploadedAt: at, refusalReason: null, updatedAt: at })
    .where(and(eq(contracts.appId, appId), inArray(contracts.status, ["unsigned", "uploaded", "refused"])))
    .returning();
  return row;
}
