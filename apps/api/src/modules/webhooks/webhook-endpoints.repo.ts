import { and, asc, count, eq, like } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, webhookEndpoints } from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";
import type { EndpointRow } from "./webhook-deliveries.repo";

export async function endpointsOfApp(q: Queryable, appId: string): Promise<EndpointRow[]> {
  return q
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.appId, appId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function countEndpoints(q: Queryable, appId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.appId, appId));
  return row?.n ?? 0;
}

/** Holds the application's row to the end of the transaction: its endpoints are counted and added one request at a time. */
export async function lockApplication(q: Queryable, appId: string) {
  await q.select({ id: applications.id }).from(applications).where(eq(applications.id, appId)).for("update");
}

export async function insertEndpoint(q: Queryable, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await q.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** An endpoint in the scope (locked when asked); another account's, or another application's for a sub-user, does not exist. */
export async function findEndpoint(
  q: Queryable,
  scope: Scope,
  endpointId: string,
  lock = false,
): Promise<EndpointRow | undefined> {
  const query = q
    .select()
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.id, endpointId), inScope(scope, webhookEndpoints.accountId, webhookEndpoints.appId)),
    );
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function updateEndpoint(
  q: Queryable,
  endpointId: string,
  set: Partial<EndpointRow>,
): Promise<EndpointRow> {
  const [row] = await q.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, endpointId)).returning();
  return row!;
}

/** Its deliveries go with it (the foreign key cascades); the events stay, as other endpoints may have them. */
export async function deleteEndpoint(q: Queryable, endpointId: string) {
  await q.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

/** Endpoints whose address contains `path` (the sandbox receiver finds the ones pointing at it). */
export async function endpointsWithPath(q: Queryable, path: string): Promise<EndpointRow[]> {
  return q
    .select()
    .from(webhookEndpoints)
    .where(like(webhookEndpoints.url, `%${path}%`));
}
