import {
  addDays,
  type ApiOperation,
  type ApiOrder,
  type ApiOrderList,
  calendarDateOf,
  type Invoice,
  type Transaction,
} from "@portal/contracts";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, invoiceEvents, invoices } from "@/db/schema";
import { type ApiMerchant, apiMerchant, createdOrder, orderBody, payOrder } from "@/test-support/merchant-api";
import { deliveriesOf, webhookEndpoint, webhookReceiver } from "@/test-support/webhooks";
import { pdfText } from "@/test-support/documents";
import { errorShapeProblem } from "@/test-support/openapi";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("orders of the merchant API on %s", (backend) => {
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

  const order = async (id: string) => (await m.api("GET", `/orders/${id}`)).json() as ApiOrder;

  it("creates an order of the application, in minor units, with its checkout link", async () => {
    const res = await m.api("POST", "/orders", {
      ...orderBody({
        amount: 12345,
        bookingId: "1042",
        returnUrl: "https://shop.example.com/thanks?x=1",
        metadata: { cartId: "c-7731" },
      }),
      customer: { name: "Leyla Əliyeva", email: "Leyla@Example.com", phone: "+994 50 123 45 67" },
      language: "az",
      preAuth: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as ApiOrder;
    expect(created).toMatchObject({
      object: "order",
      merchantId: m.merchantId,
      status: "created",
      amount: 12345,
      currency: "AZN",
      bookingId: "1042",
      customer: { name: "Leyla Əliyeva", email: "leyla@example.com", phone: "+994501234567" },
      language: "az",
      preAuth: true,
      returnUrl: "https://shop.example.com/thanks?x=1",
      metadata: { cartId: "c-7731" },
      capturedAmount: 0,
      refundedAmount: 0,
      transactions: [],
    });
    expect(created.checkoutUrl).toMatch(/^http:\/\/portal\.test\/pay\/[A-Z2-9]{10}$/);
    // The portal sees an invoice of source `api`, made by "API", with its history.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(row).toMatchObject({ source: "api", createdByName: "API", createdById: null, amount: 12345n });
    const detail = (
      await t.call({ method: "GET", url: `/api/booking/invoice/${created.id}`, headers: m.merchant.headers })
    ).json() as Invoice;
    expect(detail).toMatchObject({ source: "api", amount: 123.45, createdBy: "API" });
    const [history] = await t.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, created.id));
    expect(history).toMatchObject({ action: "created", actorType: "user", actorName: "API" });
  });

  it("leaves the customer out when not given and keeps the link to the end of tomorrow (UTC)", async () => {
    const created = await createdOrder(m);
    expect(created.customer).toEqual({ name: null, email: null, phone: null });
    expect(created).toMatchObject({ language: "en", preAuth: false, returnUrl: null, metadata: {}, bookingId: null });
    const tomorrow = addDays(calendarDateOf(t.clock.now()), 1);
    expect(created.expiresAt).toBe(`${addDays(tomorrow, 1)}T00:00:00.000Z`);
    const later = await createdOrder(m, { linkExpirationDate: addDays(tomorrow, 5) });
    expect(later.expiresAt).toBe(`${addDays(tomorrow, 6)}T00:00:00.000Z`);
  });

  it("answers a bad order with 400 naming each field, never a 500", async () => {
    const today = calendarDateOf(t.clock.now());
    const cases: [object, string, string][] = [
      [orderBody({ amount: 25.5 }), "amount", "validation.amountDecimals"],
      [orderBody({ amount: 99 }), "amount", "validation.amountMin"],
      [orderBody({ amount: 4_000_000 }), "amount", "validation.amountMax"],
      [{ ...orderBody(), amount: "2550" }, "amount", "validation.amountNumber"],
      [{ ...orderBody(), currency: "GBP" }, "currency", ""],
      [orderBody({ description: "" }), "description", "validation.required"],
      [orderBody({ returnUrl: "javascript:alert(1)" }), "returnUrl", "validation.returnUrl"],
      [
        orderBody({ metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }),
        "metadata",
        "validation.metadata",
      ],
      [orderBody({ customer: { phone: "12345" } }), "customer.phone", "validation.phone"],
      [orderBody({ customer: { email: "not-an-address" } }), "customer.email", "validation.email"],
      [orderBody({ linkExpirationDate: today }), "linkExpirationDate", "validation.linkExpiration"],
      [orderBody({ linkExpirationDate: addDays(today, 400) }), "linkExpirationDate", "validation.linkExpirationMax"],
      [{ ...orderBody(), language: "fr" }, "language", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await m.api("POST", "/orders", body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(errorShapeProblem(res)).toBeNull();
      expect(res.json().code).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.json().fields), res.body).toContain(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    for (const [payload, headers] of [
      ["{not json", { "content-type": "application/json" }],
      ["amount=1", { "content-type": "application/x-www-form-urlencoded" }],
      ["", { "content-type": "application/json" }],
      ['{"amount": 2550, "currency": "AZN", "description": "a\\u0000b"}', { "content-type": "application/json" }],
    ] as const) {
      const res = await t.call({ method: "POST", url: "/api/v1/orders", headers: { ...m.key, ...headers }, payload });
      expect(res.statusCode, `${payload}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${payload}: ${res.body}`).toBeLessThan(500);
      expect(errorShapeProblem(res)).toBeNull();
    }
    for (const url of [
      "/orders/not-an-id",
      "/orders?limit=0",
      "/orders?limit=101",
      "/orders?status=lost",
      "/orders?from=2026-02-30",
      "/orders?startingAfter=abc",
    ]) {
      const res = await m.api("GET", url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(errorShapeProblem(res)).toBeNull();
    }
    expect((await m.api("GET", `/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses a property or query parameter it does not take, by name, and makes nothing", async () => {
    const before = (await m.api("GET", "/orders?limit=100")).json() as ApiOrderList;
    const cases: [string, string, object | undefined, string[]][] = [
      ["POST", "/orders", { ...orderBody(), retrunUrl: "https://shop.example.com/thanks" }, ["retrunUrl"]],
      ["POST", "/orders", orderBody({ customer: { nmae: "Leyla" } as object }), ["customer.nmae"]],
      ["POST", "/orders", { ...orderBody(), amount: 25.5, captureMethod: "manual" }, ["captureMethod"]],
      ["GET", "/orders?stauts=paid", undefined, ["stauts"]],
    ];
    for (const [method, url, body, named] of cases) {
      const res = await m.api(method as "POST" | "GET", url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(errorShapeProblem(res)).toBeNull();
      expect(res.json().code).toBe("UNKNOWN_PARAMETER");
      expect(Object.keys(res.json().fields)).toEqual(named);
      for (const name of named) expect(res.json().message).toContain(`\`${name}\``);
    }
    const after = (await m.api("GET", "/orders?limit=100")).json() as ApiOrderList;
    expect(after.data.length).toBe(before.data.length);
  });

  it("lists the application's orders newest first, filtered and paged by cursor", async () => {
    const a = await apiMerchant(t);
    const made: ApiOrder[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(await createdOrder(a, { bookingId: i % 2 ? "odd" : "even", amount: 1000 + i }));
      t.clock.advance(1000);
    }
    const newestFirst = made.map((o) => o.id).reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await a.api("GET", `/orders?limit=2${cursor ? `&startingAfter=${cursor}` : ""}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as ApiOrderList;
      expect(page.object).toBe("list");
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((o) => o.id));
      expect(page.hasMore).toBe(page.nextCursor !== null);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst);

    const odd = (await a.api("GET", "/orders?bookingId=odd")).json() as ApiOrderList;
    expect(odd.data.map((o) => o.amount)).toEqual([1003, 1001]);
    expect(odd.hasMore).toBe(false);
    await payOrder(t, made[0]!);
    const paid = (await a.api("GET", "/orders?status=paid")).json() as ApiOrderList;
    expect(paid.data.map((o) => o.id)).toEqual([made[0]!.id]);
    expect(paid.data[0]!.transactions).toHaveLength(1);
    const today = calendarDateOf(t.clock.now());
    expect(
      ((await a.api("GET", `/orders?from=${addDays(today, -1)}&to=${addDays(today, 1)}`)).json() as ApiOrderList).data,
    ).toHaveLength(5);
    expect(((await a.api("GET", `/orders?from=${addDays(today, 2)}`)).json() as ApiOrderList).data).toHaveLength(0);
    expect(((await a.api("GET", `/orders?to=${addDays(today, -2)}`)).json() as ApiOrderList).data).toHaveLength(0);
  });

  it("reads a paid order with its attempts, newest first", async () => {
    const created = await createdOrder(m);
    await payOrder(t, created, "decline");
    const { transactionId } = await payOrder(t, created);
    const paid = await order(created.id);
    expect(paid).toMatchObject({ status: "paid", capturedAmount: 2550, refundedAmount: 0 });
    expect(paid.transactions.map((x) => x.status)).toEqual(["success", "declined"]);
    expect(paid.transactions[0]).toMatchObject({
      id: transactionId,
      order: created.id,
      amount: 2550,
      capturedAmount: 2550,
      refundableAmount: 2550,
    });
    expect(paid.transactions[0]!.cardNumber).toMatch(/^\d{6}\*{6}\d{4}$/);
  });

  it("carries one order's references across the API, the portal, the receipt and the export", async () => {
    const created = await createdOrder(m, { bookingId: "BK-REFS-1" });
    const { transactionId } = await payOrder(t, created);
    const paid = await order(created.id);
    expect(created.checkoutUrl.endsWith(`/pay/${paid.invoiceCode}`)).toBe(true);
    const portal = (
      await t.call({ method: "GET", url: `/api/transactions/${transactionId}`, headers: m.merchant.headers })
    ).json() as Transaction;
    expect(portal.invoiceCode).toBe(paid.invoiceCode);
    expect(paid.transactions[0]!.acquirerOrderId).toBe(portal.orderId);

    const receipt = await t.call({
      method: "GET",
      url: `/api/transactions/${transactionId}/receipt`,
      headers: m.merchant.headers,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain(`API order ID ${created.id}`);
    expect(text).toContain(`Order ID ${portal.orderId}`);

    const exported = await t.call({
      method: "GET",
      url: "/api/transactions-excel?offset=0&isEmail=false&bookingId=BK-REFS-1",
      headers: m.merchant.headers,
    });
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getRow(1).getCell(2).value, sheet.getRow(1).getCell(3).value]).toEqual(["Order ID", "API order ID"]);
    expect([sheet.getRow(2).getCell(2).value, sheet.getRow(2).getCell(3).value]).toEqual([portal.orderId, created.id]);
  });

  it("refunds in part and in full, never beyond what was captured", async () => {
    const created = await createdOrder(m, { amount: 10000 });
    await payOrder(t, created);
    const partial = await m.api("POST", `/orders/${created.id}/refunds`, { amount: 2500 });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({
      object: "operation",
      kind: "refund",
      order: created.id,
      amount: 2500,
      currency: "AZN",
      status: "succeeded",
      failureReason: null,
    });
    const over = await m.api("POST", `/orders/${created.id}/refunds`, { amount: 7501 });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().fields.amount).toBe("validation.amountAboveRefundable");
    const rest = await m.api("POST", `/orders/${created.id}/refunds`, {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().amount).toBe(7500);
    const again = await m.api("POST", `/orders/${created.id}/refunds`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("NOT_REFUNDABLE");
    expect(await order(created.id)).toMatchObject({ status: "refunded", capturedAmount: 10000, refundedAmount: 10000 });
    // Through the portal's own service: its history and operations name "API".
    const operations = (
      await t.call({
        method: "GET",
        url: `/api/transactions/${(await order(created.id)).transactions[0]!.id}/operations`,
        headers: m.merchant.headers,
      })
    ).json() as { actorName: string }[];
    expect(operations.map((o) => o.actorName)).toEqual(["API", "API"]);

    const unpaid = await createdOrder(m);
    const refused = await m.api("POST", `/orders/${unpaid.id}/refunds`, { amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("NOT_REFUNDABLE");
    expect((await m.api("POST", `/orders/${unpaid.id}/refunds`, { amount: 0 })).json().fields.amount).toBe(
      "validation.amountMin",
    );
  });

  it("answers a refund the card processor refuses with the failed operation, its money back in the wallet", async () => {
    const created = await createdOrder(m);
    await payOrder(t, created, "approveRefuseRefunds");
    const res = await m.api("POST", `/orders/${created.id}/refunds`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: "refund",
      status: "failed",
      failureReason: "Refund not allowed for this card",
    });
    expect(await order(created.id)).toMatchObject({ status: "paid", refundedAmount: 0 });
  });

  it("captures a hold in part, once", async () => {
    const created = await createdOrder(m, { amount: 8000, preAuth: true });
    await payOrder(t, created);
    expect((await order(created.id)).status).toBe("preAuth");
    const captured = await m.api("POST", `/orders/${created.id}/capture`, { amount: 6000 });
    expect(captured.statusCode, captured.body).toBe(201);
    expect(captured.json()).toMatchObject({ kind: "capture", amount: 6000, status: "succeeded" });
    expect(await order(created.id)).toMatchObject({ status: "paid", capturedAmount: 6000 });
    const again = await m.api("POST", `/orders/${created.id}/capture`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("HOLD_ENDED");

    const hold = await createdOrder(m, { amount: 8000, preAuth: true });
    await payOrder(t, hold);
    expect((await m.api("POST", `/orders/${hold.id}/capture`, { amount: 8001 })).json().fields.amount).toBe(
      "validation.amountAboveTransaction",
    );
    const whole = await m.api("POST", `/orders/${hold.id}/capture`, {});
    expect(whole.json()).toMatchObject({ amount: 8000, status: "succeeded" });

    const plain = await createdOrder(m);
    await payOrder(t, plain);
    expect((await m.api("POST", `/orders/${plain.id}/capture`, {})).json().code).toBe("NOT_A_HOLD");
    expect((await m.api("POST", `/orders/${(await createdOrder(m)).id}/capture`, {})).json().code).toBe("NOT_A_HOLD");
  });

  it("cancels a hold by reversing it, and an unpaid order by closing it", async () => {
    const hold = await createdOrder(m, { preAuth: true });
    await payOrder(t, hold);
    const reversed = await m.api("POST", `/orders/${hold.id}/cancel`);
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json() as ApiOperation).toMatchObject({ kind: "reversal", amount: 2550, status: "succeeded" });
    expect((await order(hold.id)).status).toBe("canceled");

    const unpaid = await createdOrder(m);
    const closed = await m.api("POST", `/orders/${unpaid.id}/cancel`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ object: "order", id: unpaid.id, status: "canceled" });
    const twice = await m.api("POST", `/orders/${unpaid.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("INVALID_STATE");
    const code = unpaid.checkoutUrl.split("/pay/")[1];
    expect((await t.call({ method: "GET", url: `/api/checkout/${code}` })).json().status).toBe("canceled");

    const paid = await createdOrder(m);
    await payOrder(t, paid);
    expect((await m.api("POST", `/orders/${paid.id}/cancel`)).json().code).toBe("NOT_A_HOLD");
  });

  it("tells the application's webhooks, in the cancellation's transaction, that an unpaid order is canceled", async () => {
    const receiver = await webhookReceiver();
    try {
      const a = await apiMerchant(t);
      const { endpoint } = await webhookEndpoint(t, a.merchant.headers, a.appId, receiver.url, ["order.canceled"]);
      const created = await createdOrder(a);
      expect((await a.api("POST", `/orders/${created.id}/cancel`)).statusCode).toBe(200);
      const deliveries = await deliveriesOf(t, endpoint.id);
      expect(deliveries.map((d) => d.type)).toEqual(["order.canceled"]);
      expect(JSON.parse(deliveries[0]!.payload)).toMatchObject({
        type: "order.canceled",
        merchantId: a.merchantId,
        data: { id: created.id, status: "canceled" },
      });
    } finally {
      receiver.close();
    }
  });

  it("keeps each change in the audit trail as API, refusals included", async () => {
    const a = await apiMerchant(t);
    const created = await createdOrder(a);
    await a.api("POST", `/orders/${created.id}/refunds`, {});
    await payOrder(t, created);
    await a.api("POST", `/orders/${created.id}/refunds`, { amount: 100 });
    await a.api("POST", `/orders/${created.id}/capture`, {});
    await a.api("POST", `/orders/${created.id}/cancel`);
    await a.api("GET", `/orders/${created.id}`);
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(
            auditEvents.accountId,
            (await t.db.select().from(invoices).where(eq(invoices.id, created.id)))[0]!.accountId,
          ),
          eq(auditEvents.actorName, "API"),
        ),
      );
    const trail = rows
      .sort((x, y) => x.at.getTime() - y.at.getTime())
      .map((r) => [r.action, r.outcome, r.errorCode, r.targetType, r.targetId, r.actorId]);
    expect(trail).toEqual([
      ["order.created", "succeeded", null, "order", created.id, null],
      ["order.refunded", "refused", "NOT_REFUNDABLE", "order", created.id, null],
      ["order.refunded", "succeeded", null, "order", created.id, null],
      ["order.captured", "refused", "NOT_A_HOLD", "order", created.id, null],
      ["order.canceled", "refused", "NOT_A_HOLD", "order", created.id, null],
    ]);
    // The main user reads them in the account's trail.
    const listed = (
      await t.call({ method: "GET", url: "/api/audit-events?action=order.created", headers: a.merchant.headers })
    ).json();
    expect(listed.content).toEqual([
      expect.objectContaining({ actor: { id: null, fullName: "API" }, target: { type: "order", id: created.id } }),
    ]);
  });
});
