import { createHmac } from "node:crypto";
import net from "node:net";
import tls from "node:tls";
import type { WebhookDelivery } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnv } from "@/config/env";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import type { ResolvedAddress } from "@/lib/outbound-http";
import { eventually } from "@/test-support/eventually";
import { liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { apiOrder, deliveriesOf, payOnCheckout, webhookEndpoint, webhookReceiver } from "@/test-support/webhooks";
import { WEBHOOK_USER_AGENT } from "./webhook-delivery";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The `t` and every `v1` of a `Portal-Signature` header. */
function signatureParts(header: string | string[] | undefined) {
  const parts = String(header)
    .split(",")
    .map((p) => p.split("=") as [string, string]);
  return { t: parts.find(([k]) => k === "t")?.[1] ?? "", v1: parts.filter(([k]) => k === "v1").map(([, v]) => v) };
}

const deliveryRowOf = async (t: TestApp, id: string) =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

/** The documented algorithm, computed here apart from the product's code: hex HMAC-SHA256 of "<t>.<body>". */
const hmacOf = (secret: string, t: string, body: string) =>
  createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");

describe.each(backends)("webhook delivery on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  const receivers: { close(): void }[] = [];
  const receiver = async (status?: (n: number) => number) => {
    const r = await webhookReceiver(status);
    receivers.push(r);
    return r;
  };
  const deliveryRow = async (id: string) =>
    (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
  });
  afterEach(() => {
    for (const r of receivers.splice(0)) r.close();
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  // Each test has an application of its own: another test's endpoints never take its events.
  it("posts the event byte for byte, signed as documented: HMAC-SHA256 of '<t>.<body>' with the endpoint's secret", async () => {
    const appId = await liveApplication(t, m.headers);
    const r = await receiver();
    const { endpoint, signingSecret } = await webhookEndpoint(t, m.headers, appId, r.url, ["order.paid"]);
    const order = await apiOrder(t, m.headers, appId, { amount: "25.50" });
    const transactionId = await payOnCheckout(t, order);

    await eventually(() => r.received.length === 1);
    const [request] = r.received;
    const headers = request!.headers;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["user-agent"]).toBe(WEBHOOK_USER_AGENT);
    const event = JSON.parse(request!.body);
    expect(headers["portal-event-id"]).toBe(event.id);
    expect(headers["portal-event-type"]).toBe("order.paid");
    expect(event).toMatchObject({
      object: "event",
      type: "order.paid",
      data: {
        object: "order",
        id: order.id,
        status: "paid",
        amount: 2550,
        capturedAmount: 2550,
        metadata: { cartId: "c-7731" },
      },
    });
    expect(event.data.transactions).toEqual([
      expect.objectContaining({ id: transactionId, status: "success", capturedAmount: 2550 }),
    ]);
    expect(event.data.checkoutUrl).toBe(`http://portal.test/pay/${order.invoiceCode}`);

    const { t: time, v1 } = signatureParts(headers["portal-signature"]);
    expect(v1).toEqual([hmacOf(signingSecret, time, request!.body)]);
    expect(Math.abs(Number(time) - t.clock.now().getTime() / 1000)).toBeLessThan(5);

    // What was sent is what was stored: the same bytes on every try.
    const [stored] = await deliveriesOf(t, endpoint.id);
    expect(stored!.payload).toBe(request!.body);
    await eventually(async () => (await deliveryRow(stored!.delivery.id)).status === "succeeded");
    expect(await deliveryRow(stored!.delivery.id)).toMatchObject({
      attempts: 1,
      responseStatus: 200,
      responseBody: "thanks",
      error: null,
      nextAttemptAt: null,
    });
  });

  it("tries a failing receiver again, backing off, until it takes the same event once more", async () => {
    const appId = await liveApplication(t, m.headers);
    const r = await receiver((n) => (n <= 3 ? 500 : 200));
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, r.url, ["order.paid"]);
    await payOnCheckout(t, await apiOrder(t, m.headers, appId));
    const delivery = (await deliveriesOf(t, endpoint.id))[0]!.delivery;
    await eventually(async () => (await deliveryRow(delivery.id)).attempts === 1);
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: "pending",
      responseStatus: 500,
      responseBody: "not now",
    });
    const [endpointRow] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(endpointRow!.failingSince).not.toBeNull();

    // A minute, then two, then four: nothing is due before its wait is over.
    for (const [wait, attempts] of [
      [1, 2],
      [2, 3],
      [4, 4],
    ] as const) {
      t.clock.advance((wait - 0.5) * MINUTE);
      expect(await t.app.webhookDelivery.deliverDue()).toBe(0);
      t.clock.advance(0.5 * MINUTE + 1000);
      expect(await t.app.webhookDelivery.deliverDue()).toBe(1);
      expect((await deliveryRow(delivery.id)).attempts).toBe(attempts);
    }
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: "succeeded",
      attempts: 4,
      responseStatus: 200,
      nextAttemptAt: null,
    });
    expect(r.received).toHaveLength(4);
    const ids = new Set(r.received.map((q) => q.headers["portal-event-id"]));
    expect(ids.size).toBe(1);
    expect(new Set(r.received.map((q) => q.body)).size).toBe(1);
    expect(JSON.parse(r.received[3]!.body).id).toBe([...ids][0]);
    // A success clears the endpoint's failing clock.
    const [recovered] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(recovered!.failingSince).toBeNull();
  });

  it("disables an endpoint failing for 72 hours, fails what waits for it, and e-mails the merchant", async () => {
    const appId = await liveApplication(t, m.headers);
    const r = await receiver(() => 503);
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, `${r.url}?token=private`, ["order.paid"]);
    const test = async () =>
      (
        await t.call({ method: "POST", url: `/api/webhooks/${endpoint.id}/test`, headers: m.headers })
      ).json() as WebhookDelivery;

    const first = await test();
    expect(first).toMatchObject({ status: "pending", attempts: 1, responseStatus: 503 });
    t.clock.advance(71 * HOUR);
    const second = await test();
    expect(second).toMatchObject({ status: "pending", attempts: 1 });
    t.clock.advance(2 * HOUR);
    await t.app.webhookDelivery.deliverDue();

    const [off] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(off).toMatchObject({ status: "disabled", disabledReason: "failing" });
    expect(await deliveryRow(first.id)).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(await deliveryRow(second.id)).toMatchObject({ status: "failed", nextAttemptAt: null });
    const outbox = (await t.call({ method: "GET", url: "/sandbox/outbox.json" })).json() as { text: string }[];
    const mail = outbox.find((e) => e.text.includes("webhook endpoint"));
    expect(mail?.text).toContain(`${r.url} for 72 hours`);
    expect(mail?.text).not.toContain("token=private");

    // Nothing more is sent to it, and the portal says why it is off.
    const before = r.received.length;
    t.clock.advance(HOUR);
    expect(await t.app.webhookDelivery.deliverDue()).toBe(0);
    expect(r.received).toHaveLength(before);
    const listed = (await t.call({ method: "GET", url: `/api/apps/${appId}/webhooks`, headers: m.headers })).json() as {
      id: string;
      status: string;
    }[];
    expect(listed.find((e) => e.id === endpoint.id)).toMatchObject({ status: "disabled", disabledReason: "failing" });
  });

  it("signs with both secrets for 24 hours after a roll, then with the new one alone", async () => {
    const appId = await liveApplication(t, m.headers);
    const r = await receiver();
    const created = await webhookEndpoint(t, m.headers, appId, r.url, ["order.paid"]);
    const rolled = (
      await t.call({ method: "POST", url: `/api/webhooks/${created.endpoint.id}/roll-secret`, headers: m.headers })
    ).json() as {
      signingSecret: string;
      endpoint: { previousSecretExpiresAt: string };
    };
    expect(rolled.signingSecret).not.toBe(created.signingSecret);
    expect(Date.parse(rolled.endpoint.previousSecretExpiresAt) - t.clock.now().getTime()).toBeGreaterThan(
      24 * HOUR - MINUTE,
    );

    const signed = async () => {
      await t.call({ method: "POST", url: `/api/webhooks/${created.endpoint.id}/test`, headers: m.headers });
      const request = r.received.at(-1)!;
      return { ...signatureParts(request.headers["portal-signature"]), body: request.body };
    };
    const during = await signed();
    expect(during.v1).toEqual([
      hmacOf(rolled.signingSecret, during.t, during.body),
      hmacOf(created.signingSecret, during.t, during.body),
    ]);
    t.clock.advance(24 * HOUR + MINUTE);
    const after = await signed();
    expect(after.v1).toEqual([hmacOf(rolled.signingSecret, after.t, after.body)]);
    const listed = (await t.call({ method: "GET", url: `/api/apps/${appId}/webhooks`, headers: m.headers })).json();
    expect(listed).toEqual([expect.objectContaining({ id: created.endpoint.id, previousSecretExpiresAt: null })]);
  });
});

describe.each(backends)("webhook delivery in production mode on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  const resolved: string[] = [];
  // The test's DNS: a name answers what `dns` says (a public address unless told), or fails to resolve.
  const dns = new Map<string, string[] | "ENOTFOUND">();
  const resolveHost = async (hostname: string): Promise<ResolvedAddress[]> => {
    resolved.push(hostname);
    const answer = dns.get(hostname) ?? ["93.184.215.14"];
    if (answer === "ENOTFOUND")
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return answer.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  const create = (url: string) =>
    t.call({
      method: "POST",
      url: `/api/apps/${appId}/webhooks`,
      headers: m.headers,
      payload: { url, events: ["order.paid"] },
    });

  beforeAll(async () => {
    t = await startTestApp(backend, { WEBHOOK_ALLOW_PRIVATE: "false" }, { resolveHost });
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    dns.clear();
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("is how production always runs: private receivers are allowed only outside it", () => {
    const production = {
      NODE_ENV: "production",
      PAYMENTS_MODE: "sandbox",
      APP_SECRET: "s".repeat(32),
      PUBLIC_HOSTS: "pay.example.az",
    };
    expect(loadEnv(production).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(() => loadEnv({ ...production, WEBHOOK_ALLOW_PRIVATE: "true" })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE: must be false in production/,
    );
    expect(loadEnv({}).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(t.env.WEBHOOK_ALLOW_PRIVATE).toBe(false);
  });

  it("takes only https addresses that name no private or reserved IP", async () => {
    const http = await create("http://hooks.example.com/portal");
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { url: "validation.webhookUrlHttps" } });
    for (const url of [
      "https://10.0.0.5/portal",
      "https://127.0.0.1:8443/portal",
      "https://0x7f.1/portal",
      "https://[::1]/portal",
      "https://169.254.169.254/latest",
      "https://localhost/portal",
    ]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({
        code: "WEBHOOK_URL_NOT_PUBLIC",
        fields: { url: "validation.webhookUrlPrivate" },
      });
    }
    const patched = await t.call({
      method: "PATCH",
      url: `/api/webhooks/${(await webhookEndpoint(t, m.headers, appId, "https://hooks.example.com/portal", ["order.paid"])).endpoint.id}`,
      headers: m.headers,
      payload: { url: "https://192.168.1.20/portal" },
    });
    expect(patched.statusCode).toBe(422);
    expect(patched.json()).toMatchObject({
      code: "WEBHOOK_URL_NOT_PUBLIC",
      fields: { url: "validation.webhookUrlPrivate" },
    });
  });

  it("refuses a trailing-dot localhost, and a name that resolves inside, when the endpoint is made or changed", async () => {
    const notPublic = { code: "WEBHOOK_URL_NOT_PUBLIC", fields: { url: "validation.webhookUrlPrivate" } };
    for (const url of [
      "https://localhost.:8443/portal",
      "https://LOCALHOST../portal",
      "https://shop.localhost./portal",
    ]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject(notPublic);
    }
    dns.set("loop.example.com", ["127.0.0.1"]);
    dns.set("half.example.com", ["93.184.215.14", "10.1.2.3"]);
    dns.set("metadata.example.com", ["fd00:ec2::254"]);
    for (const url of [
      "https://loop.example.com/portal",
      "https://loop.example.com./portal",
      "https://half.example.com/",
      "https://metadata.example.com/",
    ]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject(notPublic);
    }
    expect(resolved).toEqual(expect.arrayContaining(["loop.example.com", "half.example.com", "metadata.example.com"]));
    expect(resolved).not.toContain("loop.example.com.");

    const { endpoint } = await webhookEndpoint(t, m.headers, appId, "https://hooks.example.com./portal", [
      "order.paid",
    ]);
    expect(endpoint.url).toBe("https://hooks.example.com/portal");
    const moved = await t.call({
      method: "PATCH",
      url: `/api/webhooks/${endpoint.id}`,
      headers: m.headers,
      payload: { url: "https://loop.example.com/in" },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject(notPublic);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.url).toBe("https://hooks.example.com/portal");

    // A name with no address yet is taken: every delivery resolves it again.
    dns.set("soon.example.com", "ENOTFOUND");
    expect((await create("https://soon.example.com/portal")).statusCode).toBe(201);
  });

  it("fails at once, never to be retried, a delivery whose host has come to resolve to a private address, without connecting to it", async () => {
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, "https://moving.example.com/portal", [
      "order.paid",
    ]);
    // The name was public when the endpoint was made; its DNS now points inside.
    dns.set("moving.example.com", ["10.0.0.5"]);
    const refuse = () => {
      throw new Error("this test must not connect anywhere");
    };
    const dials = [
      vi.spyOn(net, "connect").mockImplementation(refuse),
      vi.spyOn(tls, "connect").mockImplementation(refuse),
    ];
    resolved.length = 0;

    const res = await t.call({ method: "POST", url: `/api/webhooks/${endpoint.id}/test`, headers: m.headers });
    expect(res.statusCode, res.body).toBe(201);
    const refused = res.json() as WebhookDelivery;
    expect(refused).toMatchObject({
      status: "failed",
      attempts: 1,
      responseStatus: null,
      nextAttemptAt: null,
      error: "The host is on a private or reserved network, which is not allowed.",
    });
    expect(resolved).toEqual(["moving.example.com"]);
    // The delivery log says why; the minute's job, hours on, tries it no more.
    const log = (
      await t.call({ method: "GET", url: `/api/webhooks/${endpoint.id}/deliveries?status=failed`, headers: m.headers })
    ).json();
    expect(log.content).toEqual([expect.objectContaining({ id: refused.id, error: refused.error })]);
    for (const hours of [0.1, 1, 6, 24]) {
      t.clock.advance(hours * HOUR);
      expect(await t.app.webhookDelivery.deliverDue()).toBe(0);
    }
    expect((await deliveryRowOf(t, refused.id)).attempts).toBe(1);
    expect(resolved).toEqual(["moving.example.com"]);
    for (const dial of dials) expect(dial).not.toHaveBeenCalled();
  });
});
