import { randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiMerchant, apiMerchant, payOrder } from "@/test-support/merchant-api";
import { startTestApp, type TestApp } from "@/test-support/test-app";
import type { paths } from "./merchant-api.openapi";

const GENERATED = "./merchant-api.openapi.ts";
const HEADER = `/*
 * The merchant API's types as openapi-typescript writes them from /api/v1/docs/json, as an
 * integrator would generate them. Not edited by hand: typed-client.test.ts fails when the
 * document and this file differ; \`npx vitest run src/modules/merchant-api/typed-client --update\`
 * (in apps/api) writes it again.
 */
`;

/**
 * An integrator's client made only from the merchant API's OpenAPI document: types generated
 * by openapi-typescript, calls made by openapi-fetch. `npm run typecheck` compiles this file
 * against the generated types, so a document change that would break such a client fails
 * there; the calls below show the document's shapes are the server's.
 */
describe("a client generated from the merchant API's document", () => {
  let t: TestApp;
  let m: ApiMerchant;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    m = await apiMerchant(t);
  });
  afterAll(() => t.close());

  /** openapi-fetch's requests, answered by the app in process. */
  const client = () =>
    createClient<paths>({
      baseUrl: "http://localhost",
      headers: m.key,
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        const res = await t.call({
          method: request.method as "GET" | "POST",
          url: url.pathname + url.search,
          headers: Object.fromEntries(request.headers),
          ...(request.body ? { payload: await request.text() } : {}),
        });
        return new Response(res.statusCode === 204 ? null : res.body, {
          status: res.statusCode,
          headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
        });
      },
    });

  it("is what openapi-typescript makes of the served document", async () => {
    const document = (await t.call({ method: "GET", url: "/api/v1/docs/json" })).json();
    await expect(HEADER + astToString(await openapiTS(document))).toMatchFileSnapshot(GENERATED);
  });

  it("creates an order, which the customer pays on the checkout, and refunds part of it", async () => {
    const api = client();
    const created = await api.POST("/api/v1/orders", {
      params: { header: { "idempotency-key": randomUUID() } },
      body: { amount: 2550, currency: "AZN", description: "Order 1042: two tickets", bookingId: "TC-1042" },
    });
    expect(created.response.status).toBe(201);
    const order = created.data!;
    expect(order).toMatchObject({ object: "order", status: "created", amount: 2550 });

    await payOrder(t, order);
    const paid = await api.GET("/api/v1/orders/{orderId}", { params: { path: { orderId: order.id } } });
    expect(paid.data?.status).toBe("paid");
    expect(paid.data?.transactions[0]?.acquirerOrderId).toEqual(expect.any(String));

    const refund = await api.POST("/api/v1/orders/{orderId}/refunds", {
      params: { path: { orderId: order.id }, header: { "idempotency-key": randomUUID() } },
      body: { amount: 1000, reason: "requestedByCustomer" },
    });
    expect(refund.response.status).toBe(201);
    expect(refund.data).toMatchObject({ kind: "refund", status: "succeeded", amount: 1000 });

    const listed = await api.GET("/api/v1/orders", { params: { query: { bookingId: "TC-1042" } } });
    expect(listed.data?.data.map((o) => [o.id, o.refundedAmount])).toEqual([[order.id, 1000]]);

    const refused = await api.POST("/api/v1/orders/{orderId}/refunds", {
      params: { path: { orderId: order.id }, header: { "idempotency-key": randomUUID() } },
      body: { amount: 100_000 },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
