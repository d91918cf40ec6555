import {
  addDays,
  API_LOG_DAYS,
  API_LOG_PAGE_SIZE,
  type ApiLogEntryDetail,
  type ApiLogPage,
  type ApiLogQuery,
  type Region,
  regionTimeZone,
  startOfDayIn,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/app-error";
import type { Scope } from "@/lib/scope";
import { findApplication } from "@/modules/applications/applications.repo";
import { type ApiLogRow, type ApiLogWhere, findApiLogEntry, listApiLog } from "./api-log.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `4xx` → 400–499; `409` → 409 alone. */
function statusRange(filter: string): ApiLogWhere["status"] {
  if (filter.endsWith("xx")) {
    const hundred = Number(filter[0]) * 100;
    return { min: hundred, max: hundred + 99 };
  }
  return { min: Number(filter), max: Number(filter) };
}

const toEntry = (row: Omit<ApiLogRow, "appId" | "requestBody" | "responseBody">) => ({
  id: row.id,
  at: row.at.toISOString(),
  method: row.method,
  path: row.path,
  status: row.status,
  durationMs: row.durationMs,
  requestId: row.requestId,
  idempotencyKey: row.idempotencyKey,
});

/**
 * The API log as the portal reads it (docs/merchant-api.md "API log"): one application of the
 * caller's, the last API_LOG_DAYS days whatever partitions are still kept.
 */
export function apiLogService(app: FastifyInstance) {
  const since = () => new Date(app.clock().getTime() - API_LOG_DAYS * DAY_MS);

  async function mustOwn(db: Db, scope: Scope, appId: string) {
    if (!(await findApplication(db, scope, appId))) throw new AppError("NOT_FOUND", "No such application.");
  }

  async function list(scope: Scope, appId: string, query: ApiLogQuery, region: Region, db: Db): Promise<ApiLogPage> {
    await mustOwn(db, scope, appId);
    const timeZone = regionTimeZone[region];
    const oldest = since();
    const from = query.from ? startOfDayIn(query.from, timeZone) : undefined;
    const where: ApiLogWhere = {
      appId,
      since: from && from > oldest ? from : oldest,
      until: query.to ? startOfDayIn(addDays(query.to, 1), timeZone) : undefined,
      status: query.status ? statusRange(query.status) : undefined,
      pathPrefix: query.path || undefined,
      idempotencyKey: query.idempotencyKey || undefined,
    };
    const { rows, total } = await listApiLog(db, where, query.page * API_LOG_PAGE_SIZE, API_LOG_PAGE_SIZE);
    return {
      content: rows.map(toEntry),
      page: query.page,
      size: API_LOG_PAGE_SIZE,
      totalElements: total,
      totalPages: Math.ceil(total / API_LOG_PAGE_SIZE),
    };
  }

  async function entry(scope: Scope, appId: string, entryId: string, db: Db): Promise<ApiLogEntryDetail> {
    await mustOwn(db, scope, appId);
    const row = await findApiLogEntry(db, appId, entryId, since());
    if (!row) throw new AppError("NOT_FOUND", "No such call in the API log.");
    return { ...toEntry(row), requestBody: row.requestBody, responseBody: row.responseBody };
  }

  return { list, entry };
}
