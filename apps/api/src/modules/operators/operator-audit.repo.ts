import { pageFrom } from "@portal/contracts";
import type { OperatorAction, OperatorAuditEntry } from "@portal/contracts";
import { desc, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { operatorAudit } from "@/db/schema";

type AuditRow = typeof operatorAudit.$inferSelect;

export const OPERATOR_AUDIT_PAGE_SIZE = 20;

/** Who did it and from where; null for what a command or an unknown caller did. */
export interface OperatorActor {
  operator: { id: string; email: string } | null;
  address: string | null;
}

export interface AuditChange {
  action: OperatorAction;
  target?: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** One line of the operator audit trail, written in the caller's transaction with the change it tells of. */
export async function recordOperatorAction(q: Queryable, actor: OperatorActor, change: AuditChange, at: Date) {
  await q.insert(operatorAudit).values({
    at,
    operatorId: actor.operator?.id ?? null,
    operatorEmail: actor.operator?.email ?? null,
    action: change.action,
    targetType: change.target?.type ?? null,
    targetId: change.target?.id ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    ipAddress: actor.address,
  });
}

const toEntry = (row: AuditRow): OperatorAuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  operatorId: row.operatorId,
  operatorEmail: row.operatorEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before,
  after: row.after,
  address: row.ipAddress,
});

/** Newest first, twenty a page. */
export async function operatorAuditPage(q: Queryable, page: number) {
  const [rows, [count]] = await Promise.all([
    q
      .select()
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.id))
      .limit(OPERATOR_AUDIT_PAGE_SIZE)
      .offset(page * OPERATOR_AUDIT_PAGE_SIZE),
    q.select({ n: sql<number>`count(*)::int` }).from(operatorAudit),
  ]);
  const total = count!.n;
  return pageFrom(rows.map(toEntry), page, OPERATOR_AUDIT_PAGE_SIZE, total);
}

/** The whole trail, oldest first, for the export. */
export function allOperatorAudit(q: Queryable) {
  return q.select().from(operatorAudit).orderBy(operatorAudit.id);
}
