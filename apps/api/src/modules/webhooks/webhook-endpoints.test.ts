import {
  WEBHOOK_MANUAL_SENDS,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
} from "@portal/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applications, auditEvents, users, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { liveApplication, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { webhookEndpoint, webhookReceiver } from "@/test-support/webhooks";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Moves the test clock to one second past the start of the next window (a minute, an hour), so a burst stays inside one. */
const toNextWindow = (t: TestApp, windowMs: number) =>
  t.clock.advance(windowMs - (t.clock.now().getTime() % windowMs) + 1000);

/**
 * The attack: test events and redeliveries fired at a receiver as fast as the portal takes
 * them (the review sent 60 in 14.5 s). Per endpoint 10 a minute go out, then 429 with the
 * seconds left; per account 60 an hour, whichever endpoint they go to.
 */
async function floodByHand(t: TestApp) {
  const m = await signedInMerchant(t);
  const appId = await liveApplication(t, m.headers);
  const r = await webhookReceiver();
  try {
    const endpoints = [];
    for (let n = 0; n < 6; n++)
      endpoints.push((await webhookEndpoint(t, m.headers, appId, `${r.url}/${n}`, ["order.paid"])).endpoint.id);
    const [first, ...others] = endpoints as [string, ...string[]];
    const test = (endpointId: string) =>
      t.call({ method: "POST", url: `/api/webhooks/${endpointId}/test`, headers: m.headers });
    const { perEndpointPerMinute, perAccountPerHour } = WEBHOOK_MANUAL_SENDS;
    toNextWindow(t, HOUR);

    const burst = await Promise.all(Array.from({ length: 60 }, () => test(first)));
    expect(burst.filter((res) => res.statusCode === 201)).toHaveLength(perEndpointPerMinute);
    const refused = burst.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(60 - perEndpointPerMinute);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      const body = res.json() as { code: string; retryAfter: number };
      expect(body.code).toBe("RATE_LIMITED");
      expect(body.retryAfter).toBeGreaterThan(0);
      expect(body.retryAfter).toBeLessThanOrEqual(60);
      expect(res.headers["retry-after"]).toBe(String(body.retryAfter));
    }
    expect(r.received).toHaveLength(perEndpointPerMinute);

    // The next minute: redeliveries draw on the same budget as test events.
    toNextWindow(t, MINUTE);
    const delivered = (burst.find((res) => res.statusCode === 201)!.json() as WebhookDelivery).id;
    const redeliver = () =>
      t.call({ method: "POST", url: `/api/webhooks/deliveries/${delivered}/redeliver`, headers: m.headers });
    for (let n = 0; n < perEndpointPerMinute / 2; n++) expect((await test(first)).statusCode).toBe(201);
    for (let n = 0; n < perEndpointPerMinute / 2; n++) expect((await redeliver()).statusCode).toBe(200);
    const eleventh = await redeliver();
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(r.received).toHaveLength(2 * perEndpointPerMinute);

    // Spread over other endpoints, the account's hour runs out at 60.
    for (const endpointId of others.slice(0, -1)) {
      for (let n = 0; n < perEndpointPerMinute; n++) expect((await test(endpointId)).statusCode).toBe(201);
    }
    expect(r.received).toHaveLength(perAccountPerHour);
    const last = others.at(-1)!;
    const overHour = await test(last);
    expect(overHour.statusCode).toBe(429);
    const { retryAfter } = overHour.json() as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(HOUR / 1000 - 10 * 60);
    expect(overHour.headers["retry-after"]).toBe(String(retryAfter));
    expect(r.received).toHaveLength(perAccountPerHour);

    t.clock.advance(retryAfter * 1000);
    expect((await test(last)).statusCode).toBe(201);
  } finally {
    r.close();
  }
}

describe.each(backends)("webhook endpoints in the portal on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let accountId: string;
  const receivers: { close(): void }[] = [];
  const receiver = async (status?: (n: number) => number) => {
    const r = await webhookReceiver(status);
    receivers.push(r);
    return r;
  };
  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    headers: Record<string, string> = m.headers,
  ) => t.call({ method, url, headers, payload });
  const sendTest = async (endpointId: string) => {
    const res = await call("POST", `/api/webhooks/${endpointId}/test`);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as WebhookDelivery;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    [{ accountId }] = (await t.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, m.email))) as [{ accountId: string }];
  });
  afterEach(() => {
    for (const r of receivers.splice(0)) r.close();
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("shows the signing secret when it is made and never again; changes and removes the endpoint, its log with it", async () => {
    const appId = await liveApplication(t, m.headers);
    const r = await receiver();
    const created = await call("POST", `/api/apps/${appId}/webhooks`, {
      url: r.url,
      description: " Shop ",
      events: ["order.paid", "refund.succeeded"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, signingSecret } = created.json() as { endpoint: WebhookEndpoint; signingSecret: string };
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toEqual({
      id: expect.any(String),
      appId,
      url: r.url,
      description: "Shop",
      events: ["order.paid", "refund.succeeded"],
      status: "active",
      disabledReason: null,
      failingSince: null,
      previousSecretExpiresAt: null,
      createdAt: expect.any(String),
    });
    // Kept sealed: neither the table nor any later answer holds it in clear.
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(JSON.stringify(row)).not.toContain(signingSecret.slice(6));
    const listed = await call("GET", `/api/apps/${appId}/webhooks`);
    expect(listed.json()).toEqual([endpoint]);
    expect(listed.body).not.toContain(signingSecret.slice(6));

    const changed = await call("PATCH", `/api/webhooks/${endpoint.id}`, {
      description: "Books",
      events: ["order.failed"],
    });
    expect(changed.json()).toMatchObject({ description: "Books", events: ["order.failed"], url: r.url });
    expect(changed.body).not.toContain(signingSecret.slice(6));

    await sendTest(endpoint.id);
    const removed = await call("DELETE", `/api/webhooks/${endpoint.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe("");
    expect((await call("GET", `/api/apps/${appId}/webhooks`)).json()).toEqual([]);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual(
      [],
    );
    expect((await call("PATCH", `/api/webhooks/${endpoint.id}`, { description: "x" })).statusCode).toBe(404);
  });

  it("refuses what the contract refuses, an eleventh endpoint, and a disabled application", async () => {
    const appId = await liveApplication(t, m.headers);
    const create = (payload: object) => call("POST", `/api/apps/${appId}/webhooks`, payload);
    for (const [payload, field, issue] of [
      [{ url: "ftp://hooks.example.com/", events: ["order.paid"] }, "url", "validation.webhookUrl"],
      [{ url: "https://user:pass@hooks.example.com/", events: ["order.paid"] }, "url", "validation.webhookUrl"],
      [{ url: "https://hooks.example.com/", events: [] }, "events", "validation.webhookEvents"],
      [{ url: "https://hooks.example.com/", events: ["order.paid", "order.paid"] }, "events", "validation.invalid"],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toMatchObject({ [field]: issue });
    }
    for (let n = 0; n < 10; n++)
      expect((await create({ url: `http://127.0.0.1:9/hooks/${n}`, events: ["order.paid"] })).statusCode).toBe(201);
    const eleventh = await create({ url: "http://127.0.0.1:9/hooks/10", events: ["order.paid"] });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe("INVALID_STATE");

    const other = await liveApplication(t, m.headers);
    await t.db.update(applications).set({ status: "disabled" }).where(eq(applications.id, other));
    expect(
      (await call("POST", `/api/apps/${other}/webhooks`, { url: "http://127.0.0.1:9/hooks", events: ["order.paid"] }))
        .statusCode,
    ).toBe(409);
  });

  it("keeps another account's endpoints and deliveries out of reach, and a sub-user's to the applications given", async () => {
    const appA = await liveApplication(t, m.headers);
    const appB = await liveApplication(t, m.headers);
    const r = await receiver();
    const { endpoint } = await webhookEndpoint(t, m.headers, appA, r.url, ["order.paid"]);
    const delivery = await sendTest(endpoint.id);
    const reachA = (headers: Record<string, string>) => [
      call("GET", `/api/apps/${appA}/webhooks`, undefined, headers),
      call("POST", `/api/apps/${appA}/webhooks`, { url: r.url, events: ["order.paid"] }, headers),
      call("PATCH", `/api/webhooks/${endpoint.id}`, { description: "mine" }, headers),
      call("POST", `/api/webhooks/${endpoint.id}/roll-secret`, undefined, headers),
      call("POST", `/api/webhooks/${endpoint.id}/test`, undefined, headers),
      call("GET", `/api/webhooks/${endpoint.id}/deliveries`, undefined, headers),
      call("GET", `/api/webhooks/deliveries/${delivery.id}`, undefined, headers),
      call("POST", `/api/webhooks/deliveries/${delivery.id}/redeliver`, undefined, headers),
      call("DELETE", `/api/webhooks/${endpoint.id}`, undefined, headers),
    ];

    const stranger = await signedInMerchant(t);
    const onlyB = await signedInSubUser(t, accountId, ["userApplication"], [appB]);
    for (const headers of [stranger.headers, onlyB.headers]) {
      for (const res of await Promise.all(reachA(headers))) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.body).not.toContain(endpoint.id);
      }
    }
    const withoutPermission = await signedInSubUser(t, accountId, ["createLink"], [appA]);
    for (const res of await Promise.all(reachA(withoutPermission.headers))) expect(res.statusCode).toBe(403);

    const both = await signedInSubUser(t, accountId, ["userApplication"], [appA, appB]);
    expect((await call("GET", `/api/webhooks/deliveries/${delivery.id}`, undefined, both.headers)).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/api/apps/${appA}/webhooks`)).json()).toEqual([
      expect.objectContaining({ id: endpoint.id, description: "" }),
    ]);
    expect(r.received).toHaveLength(1);
  });

  it("lists deliveries newest first, ten a page, by status; the detail has the payload and the start of the answer", async () => {
    const appId = await liveApplication(t, m.headers);
    const r = await receiver((n) => (n % 4 === 0 ? 500 : 200));
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, r.url, ["order.paid"]);
    const sent: WebhookDelivery[] = [];
    for (let n = 0; n < 12; n++) {
      sent.push(await sendTest(endpoint.id));
      // Ten a minute at most go out by hand.
      t.clock.advance(10_000);
    }
    const page = async (query: string) =>
      (await call("GET", `/api/webhooks/${endpoint.id}/deliveries${query}`)).json() as WebhookDeliveryPage;
    const first = await page("");
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
    expect(first.content.map((d) => d.id)).toEqual(
      sent
        .slice(2)
        .reverse()
        .map((d) => d.id),
    );
    expect((await page("?page=1")).content.map((d) => d.id)).toEqual([sent[1]!.id, sent[0]!.id]);
    const pending = await page("?status=pending");
    expect(pending.content.map((d) => d.id)).toEqual([sent[11]!.id, sent[7]!.id, sent[3]!.id]);
    expect(pending.content[0]).toMatchObject({
      eventType: "webhook.test",
      attempts: 1,
      responseStatus: 500,
      error: null,
      nextAttemptAt: expect.any(String),
    });

    const detail = (await call("GET", `/api/webhooks/deliveries/${sent[0]!.id}`)).json() as WebhookDeliveryDetail;
    expect(detail).toMatchObject({
      id: sent[0]!.id,
      status: "succeeded",
      responseStatus: 200,
      responseBody: "thanks",
      nextAttemptAt: null,
    });
    expect(detail.payload).toBe(r.received[0]!.body);
    expect(JSON.parse(detail.payload)).toMatchObject({
      id: detail.eventId,
      type: "webhook.test",
      data: { object: "test", endpointId: endpoint.id },
    });
    expect((await call("GET", `/api/webhooks/${endpoint.id}/deliveries?status=lost`)).statusCode).toBe(400);
  });

  it("sends a test event to that endpoint alone, whatever it listens to", async () => {
    const appId = await liveApplication(t, m.headers);
    const [one, two] = [await receiver(), await receiver()];
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, one.url, ["payout.failed"]);
    await webhookEndpoint(t, m.headers, appId, two.url, ["payout.failed"]);
    const delivery = await sendTest(endpoint.id);
    expect(delivery).toMatchObject({
      endpointId: endpoint.id,
      eventType: "webhook.test",
      status: "succeeded",
      attempts: 1,
      responseStatus: 200,
    });
    expect(one.received.map((q) => q.headers["portal-event-type"])).toEqual(["webhook.test"]);
    expect(two.received).toEqual([]);
  });

  it("redelivers the same event from the portal, after the retry window too; a pending one has its tries ahead", async () => {
    const appId = await liveApplication(t, m.headers);
    let answer = 500;
    const r = await receiver(() => answer);
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, r.url, ["order.paid"]);
    const failing = await sendTest(endpoint.id);
    expect(failing.status).toBe("pending");
    const early = await call("POST", `/api/webhooks/deliveries/${failing.id}/redeliver`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("INVALID_STATE");

    // Turned off, what waited fails, and nothing is sent to it; turned on again, it starts afresh.
    expect((await call("PATCH", `/api/webhooks/${endpoint.id}`, { status: "disabled" })).json()).toMatchObject({
      status: "disabled",
      disabledReason: "merchant",
    });
    expect((await call("GET", `/api/webhooks/deliveries/${failing.id}`)).json()).toMatchObject({
      status: "failed",
      error: "The endpoint was disabled.",
    });
    expect((await call("POST", `/api/webhooks/deliveries/${failing.id}/redeliver`)).statusCode).toBe(409);
    expect((await call("POST", `/api/webhooks/${endpoint.id}/test`)).statusCode).toBe(409);
    expect((await call("PATCH", `/api/webhooks/${endpoint.id}`, { status: "active" })).json()).toMatchObject({
      status: "active",
      disabledReason: null,
      failingSince: null,
    });

    answer = 200;
    t.clock.advance(80 * HOUR);
    const again = await call("POST", `/api/webhooks/deliveries/${failing.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: failing.id, status: "succeeded", attempts: 2, responseStatus: 200 });
    expect(r.received).toHaveLength(2);
    expect(r.received[1]!.headers["portal-event-id"]).toBe(r.received[0]!.headers["portal-event-id"]);
    expect(r.received[1]!.body).toBe(r.received[0]!.body);
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failing.id));
    expect(row!.manual).toBe(true);
    expect((await call("POST", `/api/webhooks/deliveries/${failing.id}/redeliver`)).json()).toMatchObject({
      status: "succeeded",
      attempts: 3,
    });
  });

  it("keeps every change of an endpoint in the audit trail", async () => {
    const appId = await liveApplication(t, m.headers);
    const r = await receiver();
    // A moment between calls, so the trail's times order them.
    const later = () => t.clock.advance(10);
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, r.url, ["order.paid"]);
    later();
    await call("PATCH", `/api/webhooks/${endpoint.id}`, { description: "Shop" });
    later();
    await call("PATCH", `/api/webhooks/${endpoint.id}`, { status: "disabled" });
    later();
    await call("PATCH", `/api/webhooks/${endpoint.id}`, { status: "active" });
    later();
    await call("POST", `/api/webhooks/${endpoint.id}/roll-secret`);
    later();
    const delivery = await sendTest(endpoint.id);
    later();
    await call("POST", `/api/webhooks/deliveries/${delivery.id}/redeliver`);
    later();
    await call("DELETE", `/api/webhooks/${endpoint.id}`);
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, accountId), inArray(auditEvents.targetId, [endpoint.id, delivery.id])));
    expect(
      rows.sort((a, b) => a.at.getTime() - b.at.getTime()).map((e) => [e.action, e.targetType, e.outcome]),
    ).toEqual([
      ["webhook.created", "webhookEndpoint", "succeeded"],
      ["webhook.updated", "webhookEndpoint", "succeeded"],
      ["webhook.disabled", "webhookEndpoint", "succeeded"],
      ["webhook.enabled", "webhookEndpoint", "succeeded"],
      ["webhook.secretRolled", "webhookEndpoint", "succeeded"],
      ["webhook.tested", "webhookEndpoint", "succeeded"],
      ["webhook.redelivered", "webhookDelivery", "succeeded"],
      ["webhook.deleted", "webhookEndpoint", "succeeded"],
    ]);
  });
  it("limits test events and redeliveries: ten an endpoint a minute, sixty an account an hour, then 429 with Retry-After", async () => {
    await floodByHand(t);
  });

  it("keeps a host's trailing dot off the URL it stores", async () => {
    const appId = await liveApplication(t, m.headers);
    const created = await call("POST", `/api/apps/${appId}/webhooks`, {
      url: "http://localhost.:9/hooks?a=1",
      events: ["order.paid"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint } = created.json() as { endpoint: WebhookEndpoint };
    expect(endpoint.url).toBe("http://localhost:9/hooks?a=1");
    const changed = await call("PATCH", `/api/webhooks/${endpoint.id}`, { url: "http://hooks.example.com../in" });
    expect(changed.json()).toMatchObject({ url: "http://hooks.example.com/in" });
  });
});

// The same limits with the counters in Redis (REDIS_URL), as a deployment of several servers may run them.
describe.runIf(process.env.TEST_REDIS_URL)("webhook test events and redeliveries with the Redis store", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backends.at(-1)!, { REDIS_URL: process.env.TEST_REDIS_URL! });
  });
  afterAll(async () => {
    await t.close();
  });

  it("limits test events and redeliveries: ten an endpoint a minute, sixty an account an hour, then 429 with Retry-After", async () => {
    await floodByHand(t);
  });
});
