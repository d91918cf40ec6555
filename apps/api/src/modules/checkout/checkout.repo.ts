import { eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { appConfigs, applications, invoices } from "@/db/schema";
import { AppError } from "@/lib/app-error";

/** The invoice behind a payment link's code, locked, or a 404. */
export async function lockByCode(q: Queryable, invoiceCode: string) {
  const [row] = await q.select().from(invoices).where(eq(invoices.invoiceCode, invoiceCode)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "No such payment link.");
  return row;
}

/** The invoice behind a code, with its application's name and whether it has a logo. */
export const findByCode = async (q: Queryable, invoiceCode: string) =>
  (
    await q
      .select({
        invoice: invoices,
        appName: applications.appName,
        appStatus: applications.status,
        hasLogo: appConfigs.logoType,
      })
      .from(invoices)
      .innerJoin(applications, eq(applications.id, invoices.appId))
      .innerJoin(appConfigs, eq(appConfigs.appId, invoices.appId))
      .where(eq(invoices.invoiceCode, invoiceCode))
  )[0];

/** Whether the invoice's application takes payments now: live (not suspended by the provider, not disabled). */
export async function applicationTakesPayments(q: Queryable, appId: string): Promise<boolean> {
  const [row] = await q.select({ status: applications.status }).from(applications).where(eq(applications.id, appId));
  return row?.status === "live";
}
