import type { AnyWebhookEventType, WEBHOOK_TEST_EVENT } from "@portal/contracts";
import { and, arrayContains, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { applications, webhookDeliveries, webhookEndpoints, webhookEvents } from "@/db/schema";

/** The endpoints an event goes to: the one named (a test event), else the application's active ones listening to its type. */
export function listeningEndpoints(
  q: Queryable,
  appId: string,
  type: AnyWebhookEventType,
  onlyEndpointId: string | undefined,
): Promise<{ id: string }[]> {
  return q
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      onlyEndpointId
        ? and(eq(webhookEndpoints.id, onlyEndpointId), eq(webhookEndpoints.appId, appId))
        : and(
            eq(webhookEndpoints.appId, appId),
            eq(webhookEndpoints.status, "active"),
            arrayContains(webhookEndpoints.events, [type as Exclude<AnyWebhookEventType, typeof WEBHOOK_TEST_EVENT>]),
          ),
    );
}

/** The merchant id an application's events carry ("" for one gone). */
export async function merchantIdOfApp(q: Queryable, appId: string): Promise<string> {
  const [app] = await q
    .select({ merchantId: applications.merchantId })
    .from(applications)
    .where(eq(applications.id, appId));
  return app?.merchantId ?? "";
}

/** The event, and a delivery due at once to each of `endpoints`. */
export async function insertEventWithDeliveries(
  q: Queryable,
  event: typeof webhookEvents.$inferInsert & { createdAt: Date },
  endpoints: { id: string }[],
) {
  await q.insert(webhookEvents).values(event);
  await q.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      eventId: event.id,
      endpointId: endpoint.id,
      nextAttemptAt: event.createdAt,
      createdAt: event.createdAt,
    })),
  );
}
