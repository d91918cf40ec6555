import { eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, companies, individuals } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import type { Scope } from "@/lib/scope";
import type { ReceiptData } from "./receipt-pdf";
import { operationsOf } from "./transaction-operations.repo";
import { findTransaction } from "./transactions.repo";

/** Who owns the application, as connect onboarding recorded it: its company, or the person trading alone. */
async function ownerOf(q: Queryable, appId: string): Promise<ReceiptData["merchant"]["owner"]> {
  const [row] = await q
    .select({
      accountType: applications.accountType,
      companyName: companies.companyName,
      fullName: individuals.fullName,
    })
    .from(applications)
    .leftJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(individuals, eq(individuals.appId, applications.id))
    .where(eq(applications.id, appId));
  if (row?.accountType === "business" && row.companyName) return { kind: "company", name: row.companyName };
  if (row?.accountType === "individual" && row.fullName) return { kind: "individual", name: row.fullName };
  return null;
}

/** The scope's transaction with what its receipt shows; one outside the scope does not exist. */
export async function receiptOf(
  q: Queryable,
  scope: Scope,
  id: string,
): Promise<Omit<ReceiptData, "region" | "issuedAt">> {
  const found = await findTransaction(q, scope, id);
  if (!found) throw new AppError("NOT_FOUND", "No such transaction.");
  const [owner, operations] = await Promise.all([ownerOf(q, found.transaction.appId), operationsOf(q, id)]);
  return {
    transaction: found.transaction,
    invoice: found.invoice,
    merchant: { appName: found.appName, owner },
    operations,
  };
}
