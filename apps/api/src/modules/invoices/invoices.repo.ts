import { randomBytes } from "node:crypto";
import {
  type Decoded,
  type Installment,
  type InstallmentCardType,
  type Invoice,
  type InvoiceFields,
  type InvoiceFilters,
  PAGE_SIZE,
  toMinorUnits,
} from "@portal/contracts";
import {
  and,
  asc,
  count as count_,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
} from "drizzle-orm";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { beyond, decodeCursor, keysetPage } from "@/lib/keyset";
import { applications, type EventDetails, invoices, transactions } from "@/db/schema";
import { type Actor, logEvent } from "@/modules/invoice-history/invoice-history.repo";
import { inScope, type Scope } from "@/lib/scope";

export type InvoiceRow = typeof invoices.$inferSelect;

// 32 letters and digits without 0/O and 1/I: read aloud or typed from an SMS without doubt.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Ten characters, 50 bits: the public part of a payment link. */
export function newInvoiceCode(): string {
  return [...randomBytes(10)].map((b) => CODE_ALPHABET[b % 32]).join("");
}

/** The link takes payments until the end of its expiration date (UTC). */
export function expiryOf(linkExpirationDate: string): Date {
  const end = new Date(`${linkExpirationDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** The installment plan kept in two columns, as the API shows it. */
export function installmentOf(row: {
  installmentCardType: InstallmentCardType | null;
  installmentPeriod: number | null;
}): Installment | null {
  return row.installmentCardType && row.installmentPeriod
    ? ({ cardType: row.installmentCardType, period: row.installmentPeriod } as Installment)
    : null;
}

/** The invoice's columns for the form's fields. */
export function invoiceColumnsOf(fields: z.output<typeof InvoiceFields>) {
  return {
    amount: toMinorUnits(fields.amount)!,
    currency: fields.currency,
    fullName: fields.fullName,
    phone: fields.phone,
    email: fields.email,
    description: fields.description,
    linkExpirationDate: fields.linkExpirationDate,
    expiresAt: expiryOf(fields.linkExpirationDate),
    dueDate: fields.dueDate,
    category: fields.category,
    bookingId: fields.bookingId,
    preAuth: fields.preAuth,
    installmentCardType: fields.installment?.cardType ?? null,
    installmentPeriod: fields.installment?.period ?? null,
    recurrence: fields.recurrence,
    scheduledPaymentDate: fields.recurrence === "none" ? null : fields.scheduledPaymentDate,
    checkInDate: fields.checkInDate,
  };
}

export const paymentUrlOf = (publicUrl: string, invoiceCode: string) => `${publicUrl}/pay/${invoiceCode}`;

export function toInvoice(row: InvoiceRow, appName: string, publicUrl: string): Decoded<typeof Invoice> {
  return {
    id: row.id,
    invoiceCode: row.invoiceCode,
    bookingId: row.bookingId,
    appId: row.appId,
    appName,
    amount: row.amount,
    currency: row.currency,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    description: row.description,
    linkExpirationDate: row.linkExpirationDate,
    dueDate: row.dueDate,
    category: row.category,
    preAuth: row.preAuth,
    installment: installmentOf(row),
    recurrence: row.recurrence,
    scheduledPaymentDate: row.scheduledPaymentDate,
    recurrenceStopped: row.recurrenceStoppedAt !== null,
    checkInDate: row.checkInDate,
    status: row.status,
    source: row.source,
    optionalCode: row.optionalCode,
    paymentUrl: paymentUrlOf(publicUrl, row.invoiceCode),
    createdBy: row.createdByName,
    completedBy: row.completedByName,
    createdAt: row.createdAt.toISOString(),
    expireDate: row.expiresAt.toISOString(),
    lastModifiedBy: row.lastModifiedByName,
    lastModifiedAt: row.lastModifiedAt?.toISOString() ?? null,
    paidAmount: row.paidAmount,
    refundedAmount: row.refundedAmount,
    sentBySms: row.sentBySms,
    sentByEmail: row.sentByEmail,
  };
}

/** An invoice in the scope with its application's name; another account's, or another application's, does not exist. */
export async function findInvoice(q: Queryable, scope: Scope, id: string, lock = false) {
  const query = q
    .select({ invoice: invoices, appName: applications.appName })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.appId))
    .where(and(inScope(scope, invoices.accountId, invoices.appId), eq(invoices.id, id)));
  const [row] = await (lock ? query.for("update", { of: invoices }) : query);
  return row;
}

/** Whether an attempt to pay the invoice is still waiting for the acquirer or a 3-D Secure code. */
export async function hasAttemptInProgress(q: Queryable, invoiceId: string): Promise<boolean> {
  const [busy] = await q
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.invoiceId, invoiceId), eq(transactions.status, "inProgress")))
    .limit(1);
  return busy !== undefined;
}

/** An invoice's row whatever its scope: what an event names. */
export async function invoiceById(q: Queryable, id: string): Promise<InvoiceRow> {
  const [row] = await q.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

/**
 * An invoice's row locked for the caller's transaction, whatever its scope: the payment and
 * operation pipelines lock the invoice before its transactions, always in that order.
 */
export async function lockInvoice(q: Queryable, id: string): Promise<InvoiceRow> {
  const [row] = await q.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row!;
}

/** Writes what changed on an invoice (a payment, an operation, how it was sent). */
export async function updateInvoice(
  q: Queryable,
  id: string,
  changes: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [row] = await q.update(invoices).set(changes).where(eq(invoices.id, id)).returning();
  return row!;
}

/** Moves an invoice to `status` only from one of `from`; undefined when it was elsewhere. */
export async function moveInvoiceStatus(
  q: Queryable,
  id: string,
  from: InvoiceRow["status"][],
  status: InvoiceRow["status"],
): Promise<InvoiceRow | undefined> {
  const [row] = await q
    .update(invoices)
    .set({ status })
    .where(and(eq(invoices.id, id), inArray(invoices.status, from)))
    .returning();
  return row;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * SPEC §3 invoice filters, plus the QR list's: the phone number, the reference code, and
 * only invoices a customer tried to pay (`attempted`).
 */
export type ListFilters = z.output<typeof InvoiceFilters> & {
  phone?: string;
  optionalCode?: string;
  attempted?: boolean;
};

/** `from`/`to` are inclusive calendar dates of creation (UTC); texts match anywhere, any case. */
function filterConditions(q: Queryable, scope: Scope, f: ListFilters, source?: InvoiceRow["source"]): SQL[] {
  const where: SQL[] = [inScope(scope, invoices.accountId, invoices.appId)];
  if (source) where.push(eq(invoices.source, source));
  if (f.status) where.push(eq(invoices.status, f.status));
  if (f.from) where.push(gte(invoices.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(invoices.createdAt, expiryOf(f.to)));
  const amount = f.amount ? toMinorUnits(f.amount) : null;
  if (amount !== null) where.push(eq(invoices.amount, amount));
  if (f.appName) where.push(ilike(applications.appName, likePattern(f.appName)));
  if (f.bookingId) where.push(ilike(invoices.bookingId, likePattern(f.bookingId)));
  if (f.invoiceCode) where.push(ilike(invoices.invoiceCode, likePattern(f.invoiceCode)));
  if (f.guestName) where.push(ilike(invoices.fullName, likePattern(f.guestName)));
  if (f.email) where.push(ilike(invoices.email, likePattern(f.email)));
  if (f.phone) where.push(ilike(invoices.phone, likePattern(f.phone)));
  if (f.optionalCode) where.push(ilike(invoices.optionalCode, likePattern(f.optionalCode)));
  if (f.attempted)
    where.push(
      exists(q.select({ one: transactions.id }).from(transactions).where(eq(transactions.invoiceId, invoices.id))),
    );
  return where;
}

/** The newest invoice made on the form (source `link`) in the scope: the link lifetime its maker chose last. */
export async function lastLinkInvoice(q: Queryable, scope: Scope) {
  const [row] = await q
    .select({ createdAt: invoices.createdAt, linkExpirationDate: invoices.linkExpirationDate })
    .from(invoices)
    .where(and(inScope(scope, invoices.accountId, invoices.appId), eq(invoices.source, "link")))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row;
}

/** One page, newest first, by keyset from a cursor or by `page` as an offset; counted exactly. */
export function listInvoices(q: Queryable, scope: Scope, f: ListFilters, source?: InvoiceRow["source"]) {
  const conditions = filterConditions(q, scope, f, source);
  const where = and(...conditions);
  // The count joins the applications only when their name is filtered on.
  const count = (
    f.appName
      ? q
          .select({ n: count_() })
          .from(invoices)
          .innerJoin(applications, eq(applications.id, invoices.appId))
          .where(where)
      : q.select({ n: count_() }).from(invoices).where(where)
  ).then(([row]) => ({ total: row?.n ?? 0, capped: false }));
  return keysetPage({
    cursor: decodeCursor(f.cursor),
    page: f.page,
    size: PAGE_SIZE,
    count,
    read: ({ order, limit, offset, beyond: from }) =>
      q
        .select({ invoice: invoices, appName: applications.appName })
        .from(invoices)
        .innerJoin(applications, eq(applications.id, invoices.appId))
        .where(and(...conditions, ...(from ? [beyond(invoices, from.op, from)] : [])))
        .orderBy(
          ...(order === "newest"
            ? [desc(invoices.createdAt), desc(invoices.id)]
            : [asc(invoices.createdAt), asc(invoices.id)]),
        )
        .limit(limit)
        .offset(offset),
  });
}

/** A new invoice, with the first entry of its history (`details`: where it came from). */
export async function insertInvoice(
  q: Queryable,
  values: typeof invoices.$inferInsert,
  actor: Actor,
  details?: EventDetails,
) {
  const [created] = await q.insert(invoices).values(values).returning();
  await logEvent(q, {
    invoiceId: created!.id,
    action: "created",
    status: created!.status,
    actor,
    at: created!.createdAt,
    ...(details ? { details } : {}),
  });
  return created!;
}

/** Which attempts in progress fail: one by id, or those typed on our checkout past their deadline (of one invoice, or all). */
export type AttemptsToFail = { id: string } | { directOverdueAt: Date; invoiceId: string | null };

/** The attempts named that are still in progress fail with `reason`; gives those that did. */
export function failAttemptsInProgress(
  q: Queryable,
  which: AttemptsToFail,
  now: Date,
  reason: { responseCode: "challengeExpired"; responseDescription: string },
) {
  const where =
    "id" in which
      ? [eq(transactions.id, which.id)]
      : [
          eq(transactions.cardEntry, "direct"),
          lte(transactions.attemptExpiresAt, which.directOverdueAt),
          ...(which.invoiceId ? [eq(transactions.invoiceId, which.invoiceId)] : []),
        ];
  return q
    .update(transactions)
    .set({ status: "failed", ...reason, completionDate: now })
    .where(and(eq(transactions.status, "inProgress"), ...where))
    .returning();
}

/** Unpaid invoices whose link expired by `now`, locked, skipping those another server has. */
export function overdueUnpaidInvoices(q: Queryable, now: Date, limit: number): Promise<InvoiceRow[]> {
  return q
    .select()
    .from(invoices)
    .where(and(inArray(invoices.status, ["created", "declined", "failed"]), lte(invoices.expiresAt, now)))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Recurring invoices, not stopped or cancelled, whose scheduled date came by `today`, locked, skipping those another server has. */
export function dueRecurringInvoices(q: Queryable, today: string, limit: number): Promise<InvoiceRow[]> {
  return q
    .select()
    .from(invoices)
    .where(
      and(
        ne(invoices.recurrence, "none"),
        isNull(invoices.recurrenceStoppedAt),
        lte(invoices.scheduledPaymentDate, today),
        ne(invoices.status, "canceled"),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The invoices a bulk invoice made, in the file's row order, with their payment status. */
export async function listInvoicesOfBulk(q: Queryable, bulkInvoiceId: string, page: number) {
  const where = eq(invoices.bulkInvoiceId, bulkInvoiceId);
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(invoices)
      .where(where)
      .orderBy(asc(invoices.bulkRowNumber))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE),
    q.select({ n: count_() }).from(invoices).where(where),
  ]);
  return { rows, total: total!.n };
}
