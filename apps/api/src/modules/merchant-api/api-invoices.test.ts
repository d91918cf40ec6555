import type { ApiBalance, ApiInvoice } from "@portal/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, invoices } from "@/db/schema";
import { createdInvoice, daysFromNow } from "@/test-support/flows";
import { type ApiMerchant, apiMerchant, createdOrder, payOrder } from "@/test-support/merchant-api";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("invoices and balance of the merchant API on %s", (backend) => {
  let t: TestApp;
  let m: ApiMerchant;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await apiMerchant(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const invoiceRequest = (overrides: Record<string, unknown> = {}) => ({
    amount: 15000,
    currency: "AZN",
    fullName: "Leyla Əliyeva",
    phone: "+994551234567",
    email: "leyla@example.az",
    description: "Room 12, 3 nights",
    bookingId: "BK-2207",
    linkExpirationDate: daysFromNow(t, 3),
    ...overrides,
  });
  const outbox = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      text: string;
    }[];

  it("creates an invoice as the portal does and sends it by SMS and e-mail", async () => {
    const res = await m.api(
      "POST",
      "/invoices",
      invoiceRequest({ phone: "+994 55 765 43 21", email: "Nigar@Example.az", send: { sms: true, email: true } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json() as ApiInvoice;
    expect(invoice).toMatchObject({
      object: "invoice",
      status: "created",
      amount: 15000,
      phone: "+994557654321",
      email: "nigar@example.az",
      bookingId: "BK-2207",
      sentBySms: true,
      sentByEmail: true,
      capturedAmount: 0,
    });
    expect(invoice.paymentUrl).toBe(`http://portal.test/pay/${invoice.invoiceCode}`);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ source: "link", createdByName: "API", amount: 15000n });
    expect((await outbox("+994557654321"))[0]?.text).toContain(invoice.paymentUrl);
    expect((await outbox("nigar@example.az"))[0]?.text).toContain(invoice.paymentUrl);
    expect((await m.api("GET", `/invoices/${invoice.id}`)).json()).toEqual(invoice);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, invoice.id), eq(auditEvents.action, "invoice.created")));
    expect(audit).toMatchObject({ actorName: "API", actorId: null, outcome: "succeeded" });
  });

  it("creates without sending unless asked, and refuses what the portal's form refuses", async () => {
    const quiet = (await m.api("POST", "/invoices", invoiceRequest({ phone: "+994551112233" }))).json() as ApiInvoice;
    expect(quiet).toMatchObject({ sentBySms: false, sentByEmail: false });
    expect(await outbox("+994551112233")).toEqual([]);
    const cases: [Record<string, unknown>, string][] = [
      [invoiceRequest({ email: undefined, send: { email: true } }), "email"],
      [invoiceRequest({ linkExpirationDate: daysFromNow(t, 0) }), "linkExpirationDate"],
      [invoiceRequest({ recurrence: "monthly" }), "scheduledPaymentDate"],
      [invoiceRequest({ amount: 150.5 }), "amount"],
      [invoiceRequest({ bookingId: "" }), "bookingId"],
    ];
    for (const [body, field] of cases) {
      const res = await m.api("POST", "/invoices", body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
  });

  it("reads only the application's own invoices", async () => {
    const other = await apiMerchant(t);
    const theirs = await createdInvoice(t, other.merchant.headers, other.appId);
    expect((await m.api("GET", `/invoices/${theirs.id}`)).statusCode).toBe(404);
    const portalMade = await createdInvoice(t, m.merchant.headers, m.appId);
    expect((await m.api("GET", `/invoices/${portalMade.id}`)).json()).toMatchObject({
      id: portalMade.id,
      amount: 12550,
    });
  });

  it("reads the balance in minor units: payments in, refunds out", async () => {
    const a = await apiMerchant(t);
    expect((await a.api("GET", "/balance")).json()).toEqual({
      object: "balance",
      wallets: [{ currency: "AZN", payoutBalance: 0, balance: 0, reserved: { refunds: 0, payouts: 0 } }],
    });
    const order = await createdOrder(a, { amount: 10000 });
    await payOrder(t, order);
    expect(((await a.api("GET", "/balance")).json() as ApiBalance).wallets).toEqual([
      { currency: "AZN", payoutBalance: 10000, balance: 10000, reserved: { refunds: 0, payouts: 0 } },
    ]);
    await a.api("POST", `/orders/${order.id}/refunds`, { amount: 2500 });
    expect(((await a.api("GET", "/balance")).json() as ApiBalance).wallets[0]).toMatchObject({
      payoutBalance: 7500,
      balance: 7500,
    });
    // Another application's money is not this one's.
    expect(
      ((await m.api("GET", "/balance")).json() as ApiBalance).wallets.find((w) => w.currency === "AZN")?.payoutBalance,
    ).not.toBe(7500);
  });
});
