import { answerBesidesRequestId } from "@/test-support/answers";
import { randomUUID } from "node:crypto";
import { type ApiOrder, CreateOrderRequest } from "@portal/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, invoices, transactionOperations } from "@/db/schema";
import { claimIdempotencyKey, requestHash } from "@/lib/idempotency";
import { type ApiMerchant, apiMerchant, createdOrder, orderBody, payOrder } from "@/test-support/merchant-api";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { apiIdempotency, IDEMPOTENCY_KEY_LIFETIME_MS, STALE_CLAIM_MS } from "./api-idempotency";

describe.each(backends)("Idempotency-Key on the merchant API on %s", (backend) => {
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

  const withKey = (key: string) => ({ "idempotency-key": key });
  const ordersOf = async (appId: string) =>
    t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.appId, appId));

  it("replays the first answer to a retry, and makes nothing twice", async () => {
    const a = await apiMerchant(t);
    const key = randomUUID();
    const first = await a.api("POST", "/orders", orderBody(), withKey(key));
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const retry = await a.api("POST", "/orders", orderBody(), withKey(key));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(a.appId)).toHaveLength(1);
    // The rate limit still counts a replay, and says so.
    expect(retry.headers["ratelimit-remaining"]).toBeDefined();
    // Without a key every call is its own.
    await a.api("POST", "/orders", orderBody());
    await a.api("POST", "/orders", orderBody());
    expect(await ordersOf(a.appId)).toHaveLength(3);
  });

  it("refuses the same key with another body, path or method", async () => {
    const key = randomUUID();
    expect((await m.api("POST", "/orders", orderBody(), withKey(key))).statusCode).toBe(201);
    for (const [path, body] of [
      ["/orders", orderBody({ amount: 2551 })],
      ["/orders", { ...orderBody(), preAuth: true }],
      [`/orders/${randomUUID()}/refunds`, {}],
      [`/orders/${randomUUID()}/cancel`, undefined],
    ] as const) {
      const res = await m.api("POST", path, body, withKey(key));
      expect(res.statusCode, `${path}: ${res.body}`).toBe(409);
      expect(res.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    }
    // Keys are the application's own: another application may use the same one.
    const other = await apiMerchant(t);
    expect((await other.api("POST", "/orders", orderBody(), withKey(key))).statusCode).toBe(201);
  });

  it("keeps errors as first answers, but not a body refused before the call runs", async () => {
    const created = await createdOrder(m);
    const key = randomUUID();
    const refused = await m.api("POST", `/orders/${created.id}/refunds`, {}, withKey(key));
    expect(refused.statusCode).toBe(409);
    await payOrder(t, created);
    // The order is refundable now, but the key's answer was given: the same refusal again.
    const replayed = await m.api("POST", `/orders/${created.id}/refunds`, {}, withKey(key));
    expect(replayed.statusCode).toBe(409);
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    expect(answerBesidesRequestId(replayed)).toEqual(answerBesidesRequestId(refused));
    expect((await m.api("POST", `/orders/${created.id}/refunds`, {}, withKey(randomUUID()))).statusCode).toBe(201);

    const fixed = randomUUID();
    const invalid = await m.api("POST", "/orders", orderBody({ amount: 1 }), withKey(fixed));
    expect(invalid.statusCode).toBe(400);
    expect((await m.api("POST", "/orders", orderBody(), withKey(fixed))).statusCode).toBe(201);

    const badKey = await m.api("POST", "/orders", orderBody(), withKey("short"));
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().fields)).toEqual(["idempotency-key"]);
  });

  it("answers 409 while the first call runs, and lets a retry take over a claim left two minutes", async () => {
    const a = await apiMerchant(t);
    const key = randomUUID();
    const body = CreateOrderRequest.parse(orderBody());
    // A claim as the first call makes it, whose process then died before answering.
    await claimIdempotencyKey(t.db, {
      scope: `api:${a.appId}`,
      key,
      hash: requestHash({ method: "POST", url: "/api/v1/orders", body }),
      at: t.clock.now(),
    });
    const running = await a.api("POST", "/orders", orderBody(), withKey(key));
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/still running/) });
    t.clock.advance(STALE_CLAIM_MS);
    const taken = await a.api("POST", "/orders", orderBody(), withKey(key));
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await a.api("POST", "/orders", orderBody(), withKey(key))).json()).toEqual(taken.json());
    expect(await ordersOf(a.appId)).toHaveLength(1);
  });

  it("forgets keys after 24 hours", async () => {
    const a = await apiMerchant(t);
    const key = randomUUID();
    const first = (await a.api("POST", "/orders", orderBody(), withKey(key))).json() as ApiOrder;
    const purge = apiIdempotency(t.app).purge;
    t.clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 60_000);
    await purge();
    expect((await a.api("POST", "/orders", orderBody(), withKey(key))).json().id).toBe(first.id);
    t.clock.advance(120_000);
    await purge();
    const rows = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, `api:${a.appId}`), eq(idempotencyKeys.key, key)));
    expect(rows).toEqual([]);
    const again = (await a.api("POST", "/orders", orderBody(), withKey(key))).json() as ApiOrder;
    expect(again.id).not.toBe(first.id);
  });

  it.runIf(backend === "postgres")(
    "gives twenty racing calls with one key one effect, and each the first answer or a 409",
    async () => {
      const a = await apiMerchant(t);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => a.api("POST", "/orders", orderBody(), withKey(key))),
      );
      const created = answers.filter((r) => r.statusCode === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      for (const res of answers) {
        if (res.statusCode === 201) expect(res.json()).toEqual(created[0]!.json());
        else expect([res.statusCode, res.json().code]).toEqual([409, "INVALID_STATE"]);
      }
      expect(await ordersOf(a.appId)).toHaveLength(1);

      const order = created[0]!.json() as ApiOrder;
      await payOrder(t, order);
      const refundKey = randomUUID();
      const refunds = await Promise.all(
        Array.from({ length: 20 }, () =>
          a.api("POST", `/orders/${order.id}/refunds`, { amount: 100 }, withKey(refundKey)),
        ),
      );
      const done = refunds.filter((r) => r.statusCode === 201);
      expect(done.length).toBeGreaterThanOrEqual(1);
      for (const res of refunds) {
        if (res.statusCode === 201) expect(res.json()).toEqual(done[0]!.json());
        else expect([res.statusCode, res.json().code]).toEqual([409, "INVALID_STATE"]);
      }
      const operations = await t.db
        .select()
        .from(transactionOperations)
        .where(eq(transactionOperations.id, done[0]!.json().id));
      expect(operations).toHaveLength(1);
      expect((await a.api("GET", `/orders/${order.id}`)).json().refundedAmount).toBe(100);
    },
  );
});
