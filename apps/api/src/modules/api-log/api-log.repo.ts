import { and, count, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { apiLogEntries } from "@/db/schema";

export type ApiLogRow = typeof apiLogEntries.$inferSelect;
export type NewApiLogRow = typeof apiLogEntries.$inferInsert;

export interface ApiLogWhere {
  appId: string;
  since: Date;
  until?: Date;
  /** Inclusive bounds of the status. */
  status?: { min: number; max: number };
  pathPrefix?: string;
  idempotencyKey?: string;
}

/** `like`'s own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(w: ApiLogWhere): SQL | undefined {
  return and(
    eq(apiLogEntries.appId, w.appId),
    gte(apiLogEntries.at, w.since),
    w.until ? lt(apiLogEntries.at, w.until) : undefined,
    w.status ? gte(apiLogEntries.status, w.status.min) : undefined,
    w.status ? lt(apiLogEntries.status, w.status.max + 1) : undefined,
    w.pathPrefix ? like(apiLogEntries.path, `${literal(w.pathPrefix)}%`) : undefined,
    w.idempotencyKey ? eq(apiLogEntries.idempotencyKey, w.idempotencyKey) : undefined,
  );
}

export async function insertApiLogEntries(q: Queryable, rows: NewApiLogRow[]) {
  if (rows.length) await q.insert(apiLogEntries).values(rows);
}

const listed = {
  id: apiLogEntries.id,
  at: apiLogEntries.at,
  method: apiLogEntries.method,
  path: apiLogEntries.path,
  status: apiLogEntries.status,
  durationMs: apiLogEntries.durationMs,
  requestId: apiLogEntries.requestId,
  idempotencyKey: apiLogEntries.idempotencyKey,
};

/** A page of calls, newest first, without their bodies; and how many match. */
export async function listApiLog(q: Queryable, where: ApiLogWhere, offset: number, limit: number) {
  const filter = conditions(where);
  const [rows, [total]] = await Promise.all([
    q
      .select(listed)
      .from(apiLogEntries)
      .where(filter)
      .orderBy(desc(apiLogEntries.at), desc(apiLogEntries.id))
      .offset(offset)
      .limit(limit),
    q.select({ n: count() }).from(apiLogEntries).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findApiLogEntry(q: Queryable, appId: string, id: string, since: Date) {
  const [row] = await q
    .select()
    .from(apiLogEntries)
    .where(and(eq(apiLogEntries.id, id), eq(apiLogEntries.appId, appId), gte(apiLogEntries.at, since)));
  return row;
}
