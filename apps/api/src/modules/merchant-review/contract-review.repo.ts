import { and, asc, count, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, companies, contracts, users } from "@/db/schema";

const waiting = eq(contracts.status, "uploaded");

/** Contracts signed on paper waiting for a risk operator, the oldest upload first. */
export async function contractQueue(q: Queryable, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    q
      .select({
        appId: applications.id,
        appName: applications.appName,
        applicationStatus: applications.status,
        companyName: companies.companyName,
        ownerName: users.fullName,
        ownerEmail: users.email,
        uploadedAt: contracts.uploadedAt,
      })
      .from(contracts)
      .innerJoin(applications, eq(applications.id, contracts.appId))
      .innerJoin(users, eq(users.id, applications.ownerId))
      .leftJoin(companies, eq(companies.id, applications.companyId))
      .where(waiting)
      .orderBy(asc(contracts.uploadedAt), asc(contracts.appId))
      .limit(size)
      .offset(page * size),
    q.select({ n: count() }).from(contracts).where(waiting),
  ]);
  return { rows, total: total!.n };
}

/** The contract with its application and owner, locked while an operator decides. */
export async function lockUploadedContract(q: Queryable, appId: string) {
  const [row] = await q
    .select({ contract: contracts, app: applications, owner: users })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.appId))
    .innerJoin(users, eq(users.id, applications.ownerId))
    .where(eq(contracts.appId, appId))
    .for("update", { of: contracts });
  return row;
}

export async function uploadedFileOf(q: Queryable, appId: string) {
  const [row] = await q
    .select({ pdf: contracts.uploadedPdf, language: contracts.language })
    .from(contracts)
    .where(eq(contracts.appId, appId));
  return row;
}

/** The operator confirmed the file: it is the signed contract. */
export async function confirmUploaded(q: Queryable, appId: string, pdf: Buffer, at: Date) {
  await q
    .update(contracts)
    .set({ status: "signed", step: "done", signedPdf: pdf, signedAt: at, updatedAt: at })
    .where(and(eq(contracts.appId, appId), waiting));
}

export async function refuseUploaded(q: Queryable, appId: string, reason: string, at: Date) {
  await q
    .update(contracts)
    .set({ status: "refused", refusalReason: reason, updatedAt: at })
    .where(and(eq(contracts.appId, appId), waiting));
}
