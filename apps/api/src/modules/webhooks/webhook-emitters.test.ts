import type { ApiOperation, ApiOrder, ApiPayout, WebhookEventType } from "@portal/contracts";
import { webhookEventTypes } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, webhookEvents } from "@/db/schema";
import { invoiceJobs } from "@/modules/invoices/invoice-jobs";
import { holdLapse } from "@/modules/transactions/hold-lapse";
import { createdInvoice, liveApplication, signedInMerchant, testCard } from "@/test-support/flows";
import { payoutWithSeededCode, userIdOf } from "@/test-support/payouts";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { eventually } from "@/test-support/eventually";
import { apiOrder, deliveriesOf, payOnCheckout, webhookEndpoint, webhookReceiver } from "@/test-support/webhooks";

const DAY = 24 * 60 * 60_000;

/**
 * Which change is which event, in the change's own transaction (docs/merchant-api.md
 * "Webhooks"): each test gives a fresh application an endpoint listening to everything and
 * reads the events recorded for it.
 */
describe.each(backends)("webhook events on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  // One receiver takes every delivery (their sending has tests of its own): no endpoint here is ever failing.
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    receiver = await webhookReceiver();
  });
  afterAll(async () => {
    receiver.close();
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  /** A live application whose endpoint hears every event; what it was told, oldest first. */
  async function listening(events: WebhookEventType[] = [...webhookEventTypes]) {
    const appId = await liveApplication(t, m.headers);
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, receiver.url, events);
    const told = async () =>
      (await deliveriesOf(t, endpoint.id)).map((d) => ({ type: d.type, data: JSON.parse(d.payload).data }));
    /** Until every delivery so far was sent: a try in flight while a test moves the clock would read the new time. */
    const sent = () =>
      eventually(async () => (await deliveriesOf(t, endpoint.id)).every((d) => d.delivery.status === "succeeded"));
    return { appId, told, sent };
  }

  const operation = (url: string, payload?: object) => t.call({ method: "POST", url, headers: m.headers, payload });

  it("tells an order's payment, decline, hold, capture and cancellation, each with the order and its attempts", async () => {
    const { appId, told } = await listening();
    const declined = await apiOrder(t, m.headers, appId);
    await payOnCheckout(t, declined, testCard("decline"));
    await payOnCheckout(t, declined, testCard("approve"));
    const held = await apiOrder(t, m.headers, appId, { preAuth: true });
    const heldAttempt = await payOnCheckout(t, held);
    expect((await operation("/api/completeOrder", { transactionId: heldAttempt, amount: "60.00" })).statusCode).toBe(
      200,
    );
    const released = await apiOrder(t, m.headers, appId, { preAuth: true });
    const releasedAttempt = await payOnCheckout(t, released);
    expect((await operation(`/api/reverse/${releasedAttempt}`)).statusCode).toBe(200);

    const events = await told();
    expect(events.map((e) => [e.type, (e.data as ApiOrder).id, (e.data as ApiOrder).status])).toEqual([
      ["order.failed", declined.id, "declined"],
      ["order.paid", declined.id, "paid"],
      ["order.authorized", held.id, "preAuth"],
      ["order.captured", held.id, "paid"],
      ["order.authorized", released.id, "preAuth"],
      ["order.canceled", released.id, "canceled"],
    ]);
    const paid = events[1]!.data as ApiOrder;
    expect(paid.transactions.map((a) => a.status)).toEqual(["success", "declined"]);
    expect(events[3]!.data as ApiOrder).toMatchObject({
      capturedAmount: 6000,
      transactions: [{ status: "success", capturedAmount: 6000, totalReversed: 6550 }],
    });
  });

  it("tells another invoice's capture as invoice.paid, never order.*, and nothing of a decline or a hold", async () => {
    const { appId, told } = await listening();
    const invoice = await createdInvoice(t, m.headers, appId);
    await payOnCheckout(t, invoice, testCard("decline"));
    await payOnCheckout(t, invoice);
    const held = await createdInvoice(t, m.headers, appId, { preAuth: true });
    const attempt = await payOnCheckout(t, held);
    expect(await told()).toHaveLength(1);
    expect((await operation("/api/completeOrder", { transactionId: attempt, amount: "125.50" })).statusCode).toBe(200);

    const events = await told();
    expect(events.map((e) => [e.type, e.data.object, e.data.id, e.data.status])).toEqual([
      ["invoice.paid", "invoice", invoice.id, "paid"],
      ["invoice.paid", "invoice", held.id, "paid"],
    ]);
    expect(events[0]!.data).toMatchObject({
      invoiceCode: invoice.invoiceCode,
      amount: 12550,
      capturedAmount: 12550,
      paymentUrl: `http://portal.test/pay/${invoice.invoiceCode}`,
    });
  });

  it("tells refunds of any invoice once the card processor answered, refused ones too", async () => {
    const { appId, told } = await listening(["refund.succeeded", "refund.failed"]);
    const order = await apiOrder(t, m.headers, appId);
    const refunded = await payOnCheckout(t, order);
    expect((await operation("/api/refund", { transactionId: refunded, amount: "20.00" })).statusCode).toBe(200);
    const invoice = await createdInvoice(t, m.headers, appId);
    const refusing = await payOnCheckout(t, invoice, testCard("approveRefuseRefunds"));
    expect((await operation("/api/refund", { transactionId: refusing, amount: "125.50" })).statusCode).toBe(422);

    const events = await told();
    expect(events.map((e) => e.type)).toEqual(["refund.succeeded", "refund.failed"]);
    expect(events[0]!.data as ApiOperation).toMatchObject({
      object: "operation",
      kind: "refund",
      order: order.id,
      transaction: refunded,
      amount: 2000,
      status: "succeeded",
    });
    expect(events[1]!.data as ApiOperation).toMatchObject({
      order: invoice.id,
      transaction: refusing,
      amount: 12550,
      status: "failed",
      failureReason: expect.any(String),
    });
  });

  it("tells expiries: an invoice's as invoice.expired, an order's and a lapsed hold's as order.canceled", async () => {
    const { appId, told, sent } = await listening();
    const invoice = await createdInvoice(t, m.headers, appId);
    const order = await apiOrder(t, m.headers, appId);
    const held = await apiOrder(t, m.headers, appId, { preAuth: true });
    await payOnCheckout(t, held);
    await sent();
    t.clock.advance(8 * DAY);
    const jobs = invoiceJobs(t.app);
    await jobs.expireInvoices();
    await holdLapse(t.app)();

    const events = (await told()).filter((e) => e.type !== "order.authorized");
    expect(events.map((e) => [e.type, e.data.id, e.data.status]).sort()).toEqual(
      [
        ["invoice.expired", invoice.id, "expired"],
        ["order.canceled", order.id, "expired"],
        ["order.canceled", held.id, "preAuthExpired"],
      ].sort(),
    );
  });

  it("tells money out of the wallet once the bank paid or refused it", async () => {
    const { appId, told } = await listening(["payout.paid", "payout.failed"]);
    await payOnCheckout(t, await createdInvoice(t, m.headers, appId, { amount: "500.00" }));
    const main = { id: await userIdOf(t, m.email), headers: m.headers };
    const payout = (payload: object) => payoutWithSeededCode(t, main, appId, payload);
    expect(
      (await payout({ kind: "iban", account: "AZ21NABZ00000000137010001944", amount: 10, description: "Supplier" }))
        .statusCode,
    ).toBe(200);
    const card = await payout({ kind: "card", account: "4169730000060401", amount: 10, description: "Refused" });
    expect(card.statusCode, card.body).toBe(200);

    const events = await told();
    expect(events.map((e) => [e.type, (e.data as ApiPayout).kind, (e.data as ApiPayout).status])).toEqual([
      ["payout.paid", "payout", "sent"],
      ["payout.failed", "payout", "failed"],
    ]);
    expect(events[0]!.data as ApiPayout).toMatchObject({
      object: "payout",
      amount: 1000,
      fee: 100,
      destination: "AZ21 **** 1944",
    });
    expect(JSON.stringify(events)).not.toContain("AZ21NABZ00000000137010001944");
    expect(events[1]!.data as ApiPayout).toMatchObject({
      destination: "416973******0401",
      failureReason: expect.any(String),
    });
  });

  it("records nothing for an application without endpoints, and only the types an endpoint listens to", async () => {
    const quiet = await liveApplication(t, m.headers);
    const order = await apiOrder(t, m.headers, quiet);
    await payOnCheckout(t, order);
    const [app] = await t.db.select({ appId: invoices.appId }).from(invoices).where(eq(invoices.id, order.id));
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.appId, app!.appId))).toEqual([]);

    const { appId, told } = await listening(["order.failed"]);
    await payOnCheckout(t, await apiOrder(t, m.headers, appId));
    await payOnCheckout(t, await apiOrder(t, m.headers, appId), testCard("decline"));
    expect((await told()).map((e) => e.type)).toEqual(["order.failed"]);
  });
});
