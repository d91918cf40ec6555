import {
  addDays,
  type AuditEvent,
  type AuditPage,
  type AuditQuery,
  PAGE_SIZE,
  type Region,
  regionTimeZone,
  startOfDayIn,
  pageFrom,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { type AuditRow, listAuditEvents } from "./audit.repo";

type Query = Omit<AuditQuery, "page"> & { page: number };

function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, fullName: row.actorName },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    outcome: row.outcome,
    errorCode: row.errorCode,
  };
}

/** Reading the account's audit trail (the whole of it, or one user's part). */
export function auditService(app: FastifyInstance) {
  async function list(accountId: string, query: Query, region: Region): Promise<AuditPage> {
    const timeZone = regionTimeZone[region];
    const { rows, total } = await listAuditEvents(app.db, accountId, {
      userId: query.userId,
      action: query.action,
      outcome: query.outcome,
      from: query.from ? startOfDayIn(query.from, timeZone) : undefined,
      before: query.to ? startOfDayIn(addDays(query.to, 1), timeZone) : undefined,
      page: query.page,
      size: PAGE_SIZE,
    });
    return pageFrom(rows.map(toAuditEvent), query.page, PAGE_SIZE, total);
  }
  return { list };
}
