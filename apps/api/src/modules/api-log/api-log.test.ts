import { type ApiLogEntryDetail, type ApiLogPage, type ApiOrder, calendarDateOf } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogEntries, applications } from "@/db/schema";
import { signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { type ApiMerchant, apiMerchant, createdOrder, orderBody } from "@/test-support/merchant-api";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { redactBody } from "./api-log-redaction";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)("the merchant API's log on %s", (backend) => {
  let t: TestApp;
  let m: ApiMerchant;
  beforeAll(async () => {
    t = await startTestApp(backend, { API_RATE_LIMIT_PER_MINUTE: "4" });
    m = await apiMerchant(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const log = async (query = "", headers = m.merchant.headers) => {
    await t.app.apiLog.flush();
    const res = await t.call({ method: "GET", url: `/api/apps/${m.appId}/api-log${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiLogPage;
  };
  const entry = async (id: string) => {
    const res = await t.call({ method: "GET", url: `/api/apps/${m.appId}/api-log/${id}`, headers: m.merchant.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiLogEntryDetail;
  };

  it("logs every call made with the key, newest first, with both bodies and what ties it to the server's logs", async () => {
    const created = await m.api(
      "POST",
      "/orders",
      orderBody({ bookingId: "B-77", metadata: { note: "card 4242 4242 4242 4242" } }),
      { "idempotency-key": "order-B-77" },
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as ApiOrder;
    const read = await m.api("GET", `/orders/${order.id}`);
    const missing = await m.api("GET", "/orders/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);

    const page = await log();
    expect(page.content.map((e) => [e.method, e.path, e.status])).toEqual([
      ["GET", "/api/v1/orders/00000000-0000-4000-8000-000000000000", 404],
      ["GET", `/api/v1/orders/${order.id}`, 200],
      ["POST", "/api/v1/orders", 201],
    ]);
    const [, readLine, createLine] = page.content;
    expect(readLine!.requestId).toBe(read.headers["x-request-id"]);
    expect(createLine!.idempotencyKey).toBe("order-B-77");
    expect(createLine!.durationMs).toBeGreaterThanOrEqual(0);

    const detail = await entry(createLine!.id);
    expect(JSON.parse(detail.requestBody!)).toMatchObject({ bookingId: "B-77", metadata: { note: "card •••• 4242" } });
    expect(JSON.parse(detail.responseBody!)).toMatchObject({ id: order.id, bookingId: "B-77" });
    expect(detail.requestBody).not.toContain("4242 4242");
    expect(detail.responseBody).not.toContain("4242 4242");
    expect((await entry(page.content[0]!.id)).responseBody).toContain("NOT_FOUND");
  });

  it("filters by status, path, key and day, and pages", async () => {
    await createdOrder(m);
    const byClass = await log("?status=4xx");
    expect(byClass.content.every((e) => e.status >= 400 && e.status < 500)).toBe(true);
    expect(byClass.totalElements).toBeGreaterThan(0);
    expect((await log("?status=201")).content.every((e) => e.status === 201)).toBe(true);
    expect((await log("?path=/api/v1/orders/")).content.every((e) => e.method === "GET")).toBe(true);
    expect((await log("?idempotencyKey=order-B-77")).content).toHaveLength(1);
    const today = calendarDateOf(t.clock.now());
    expect((await log(`?from=${today}&to=${today}`)).totalElements).toBe((await log()).totalElements);
    expect((await log("?to=2001-01-01")).totalElements).toBe(0);
    // `%` and `_` are taken as written, not as patterns.
    expect((await log("?path=%25")).totalElements).toBe(0);

    const bad = await t.call({
      method: "GET",
      url: `/api/apps/${m.appId}/api-log?status=2x`,
      headers: m.merchant.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { status: "validation.apiLogStatus" } });
    const second = await log("?page=1");
    expect(second).toMatchObject({ page: 1, size: 20, content: [] });
  });

  it("logs a call refused by the per-application limit, and none made without a valid key", async () => {
    const before = (await log()).totalElements;
    // The limit is 4 a minute here: the earlier calls used it up.
    const limited = await m.api("GET", "/balance");
    expect(limited.statusCode).toBe(429);
    await t.call({ method: "GET", url: "/api/v1/balance", headers: { authorization: "Bearer sk_wrong" } });
    const after = await log();
    expect(after.totalElements).toBe(before + 1);
    expect(after.content[0]).toMatchObject({ path: "/api/v1/balance", status: 429 });
  });

  it("shows only the last 30 days", async () => {
    const [old] = await t.db
      .insert(apiLogEntries)
      .values({
        appId: m.appId,
        at: new Date(t.clock.now().getTime() - 31 * DAY_MS),
        method: "GET",
        path: "/api/v1/balance",
        status: 200,
        durationMs: 3,
        requestId: "old-call",
      })
      .returning();
    expect((await log("?from=2000-01-01")).content.map((e) => e.id)).not.toContain(old!.id);
    const res = await t.call({
      method: "GET",
      url: `/api/apps/${m.appId}/api-log/${old!.id}`,
      headers: m.merchant.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it("is another account's secret, and needs the right to configure the application", async () => {
    const other = await signedInMerchant(t);
    const foreign = await t.call({ method: "GET", url: `/api/apps/${m.appId}/api-log`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    const line = (await log()).content[0]!;
    const foreignLine = await t.call({
      method: "GET",
      url: `/api/apps/${m.appId}/api-log/${line.id}`,
      headers: other.headers,
    });
    expect(foreignLine.statusCode).toBe(404);

    const [app] = await t.db.select().from(applications).where(eq(applications.id, m.appId));
    const viewer = await signedInSubUser(t, app!.accountId, ["createLink"]);
    const refused = await t.call({ method: "GET", url: `/api/apps/${m.appId}/api-log`, headers: viewer.headers });
    expect(refused.statusCode).toBe(403);
  });
});

describe("what the API log keeps of a body", () => {
  it("replaces secret fields and masks card numbers, in JSON and in text", () => {
    const kept = JSON.parse(
      redactBody(
        JSON.stringify({
          secretKey: "sk_live_abc",
          customer: { password: "x", card_number: "4111111111111111", name: "Leyla" },
          items: [{ cvv: "123" }, "5555-5555-5555-4444"],
          phone: "+994501234567",
        }),
      )!,
    );
    expect(kept).toEqual({
      secretKey: "[redacted]",
      customer: { password: "[redacted]", card_number: "[redacted]", name: "Leyla" },
      items: [{ cvv: "[redacted]" }, "•••• 4444"],
      // Not a card number: a phone's digits fail the Luhn check.
      phone: "+994501234567",
    });
    expect(redactBody("pan=4111 1111 1111 1111&x=1")).toBe("pan=•••• 1111&x=1");
    expect(redactBody("")).toBeNull();
    expect(redactBody("x".repeat(20_000))).toHaveLength(16_000);
  });
});
