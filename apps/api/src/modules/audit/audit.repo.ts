import type { AuditAction, AuditOutcome } from "@portal/contracts";
import { and, count, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { auditEvents } from "@/db/schema";

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(q: Queryable, event: NewAuditEvent): Promise<void> {
  await q.insert(auditEvents).values(event);
}

export interface AuditFilters {
  /** What this user did, or what was done to them. */
  userId?: string;
  action?: AuditAction;
  outcome?: AuditOutcome;
  /** Instants: the start of `from`'s day, and of the day after `to`. */
  from?: Date;
  before?: Date;
}

/** One page of the account's trail, newest first. */
export async function listAuditEvents(
  q: Queryable,
  accountId: string,
  f: AuditFilters & { page: number; size: number },
) {
  const where: SQL[] = [eq(auditEvents.accountId, accountId)];
  if (f.userId) where.push(or(eq(auditEvents.actorId, f.userId), eq(auditEvents.targetId, f.userId))!);
  if (f.action) where.push(eq(auditEvents.action, f.action));
  if (f.outcome) where.push(eq(auditEvents.outcome, f.outcome));
  if (f.from) where.push(gte(auditEvents.at, f.from));
  if (f.before) where.push(lt(auditEvents.at, f.before));
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(auditEvents)
      .where(and(...where))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(f.size)
      .offset(f.page * f.size),
    q
      .select({ n: count() })
      .from(auditEvents)
      .where(and(...where)),
  ]);
  return { rows, total: total!.n };
}
