import { randomBytes } from "node:crypto";
import { type InvoiceStatus, PAGE_SIZE, type PayButtonStatus, type PayButtonStyle } from "@portal/contracts";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { appConfigs, applications, invoices, payButtons } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

export type PayButtonRow = typeof payButtons.$inferSelect;

/** The public id in `/pay/button/{buttonId}`: 12 random bytes (96 bits), 16 characters of base64url. */
export const newButtonId = () => randomBytes(12).toString("base64url");

/** An invoice a customer paid (refunds later do not undo the payment). */
const PAID: InvoiceStatus[] = ["paid", "partialRefunded", "refunded"];

/**
 * jsonb refuses a lone UTF-16 surrogate, which a text column stores as U+FFFD: the style's one
 * free text is kept as a text column would keep it, rather than failing the insert.
 */
const storable = (style: PayButtonStyle): PayButtonStyle => ({
  ...style,
  customText: style.customText?.replace(/\p{Cs}/gu, "\uFFFD") ?? null,
});

export async function insertPayButton(q: Queryable, values: typeof payButtons.$inferInsert): Promise<PayButtonRow> {
  const [row] = await q
    .insert(payButtons)
    .values({ ...values, style: storable(values.style) })
    .returning();
  return row!;
}

/** A button in the scope with its application's name; another account's, or another application's, does not exist. */
export async function findPayButton(q: Queryable, scope: Scope, id: string) {
  const [row] = await q
    .select({ button: payButtons, appName: applications.appName })
    .from(payButtons)
    .innerJoin(applications, eq(applications.id, payButtons.appId))
    .where(and(inScope(scope, payButtons.accountId, payButtons.appId), eq(payButtons.id, id)));
  return row;
}

/** One page of the scope's buttons (of one application, if named), newest first. */
export async function listPayButtons(q: Queryable, scope: Scope, filters: { appId?: string; page: number }) {
  const where = and(
    inScope(scope, payButtons.accountId, payButtons.appId),
    filters.appId ? eq(payButtons.appId, filters.appId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    q
      .select({ button: payButtons, appName: applications.appName })
      .from(payButtons)
      .innerJoin(applications, eq(applications.id, payButtons.appId))
      .where(where)
      .orderBy(desc(payButtons.createdAt), desc(payButtons.id))
      .limit(PAGE_SIZE)
      .offset(filters.page * PAGE_SIZE),
    q.select({ n: count() }).from(payButtons).where(where),
  ]);
  return { rows, total: total!.n };
}

export interface ButtonPayments {
  count: number;
  /** What the paid invoices captured, minor units. */
  sum: bigint;
}

/** Per button, the invoices of its page that were paid and what they captured; a button without any is absent. */
export async function paymentsOfButtons(q: Queryable, buttonIds: string[]): Promise<Map<string, ButtonPayments>> {
  if (buttonIds.length === 0) return new Map();
  const rows = await q
    .select({
      payButtonId: invoices.payButtonId,
      count: count(),
      sum: sql<string>`coalesce(sum(${invoices.paidAmount}), 0)`,
    })
    .from(invoices)
    .where(and(inArray(invoices.payButtonId, buttonIds), inArray(invoices.status, PAID)))
    .groupBy(invoices.payButtonId);
  return new Map(rows.map((row) => [row.payButtonId!, { count: row.count, sum: BigInt(row.sum) }]));
}

export async function setPayButtonStatus(
  q: Queryable,
  id: string,
  status: PayButtonStatus,
  at: Date,
): Promise<PayButtonRow> {
  const [row] = await q.update(payButtons).set({ status, updatedAt: at }).where(eq(payButtons.id, id)).returning();
  return row!;
}

/**
 * A button by its public id, with its application and whether that has a logo; a button of
 * an application that is not live takes no payments and is not found.
 */
export async function findPublicPayButton(q: Queryable, buttonId: string) {
  const [row] = await q
    .select({ button: payButtons, app: applications, hasLogo: appConfigs.logoType })
    .from(payButtons)
    .innerJoin(applications, eq(applications.id, payButtons.appId))
    .innerJoin(appConfigs, eq(appConfigs.appId, applications.id))
    .where(and(eq(payButtons.buttonId, buttonId), eq(applications.status, "live")));
  return row;
}
