import { type ApiOrder, type ErrorCode, errorStatus } from "@portal/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, applications, idempotencyKeys } from "@/db/schema";
import { postTransfer, settlementAccount, walletAccount, walletBalance } from "@/modules/ledger/ledger.repo";
import {
  type ApiMerchant,
  apiMerchant,
  createdOrder,
  invoiceBody,
  orderBody,
  payOrder,
} from "@/test-support/merchant-api";
import { startTestApp, type TestApp } from "@/test-support/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_ORDER = "00000000-0000-4000-8000-000000000000";
const LIMIT = 200;
/** What no request of a client can cause: database-faults.test.ts and the fault drills answer them. */
const SERVER_SIDE: ErrorCode[] = ["INTERNAL", "UNAVAILABLE"];

type Call = Omit<InjectOptions, "payload"> & { method: "GET" | "POST"; url: string; payload?: unknown };

interface DocumentedOperation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: { properties: { code: { enum: ErrorCode[] } } } }> }>;
}

/**
 * Every error code the merchant API's document lists for a call is one the call answers: each
 * is caused here, on that call, and must come back with its documented status. That no call
 * answers a code its document leaves out is checked on every test's calls (`t.leaks`).
 */
describe("each merchant-API call's documented errors", () => {
  let t: TestApp;
  let m: ApiMerchant;
  let limited: ApiMerchant;
  let unpaid: ApiOrder;
  let paid: ApiOrder;
  let held: ApiOrder;
  let invoiceId: string;
  beforeAll(async () => {
    t = await startTestApp("pglite", { API_RATE_LIMIT_PER_MINUTE: String(LIMIT), LOG_LEVEL: "warn" });
    m = await apiMerchant(t);
    limited = await apiMerchant(t);
    unpaid = await createdOrder(m);
    paid = await createdOrder(m, { amount: 5000 });
    await payOrder(t, paid);
    held = await createdOrder(m, { amount: 3000, preAuth: true });
    await payOrder(t, held);
    const invoice = await m.api("POST", "/invoices", invoiceBody(t));
    invoiceId = (invoice.json() as { id: string }).id;
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  /** A valid call of each operation, as its merchant's server would make it. */
  const valid: Record<string, () => Call> = {
    createOrder: () => ({ method: "POST", url: "/orders", payload: orderBody() }),
    listOrders: () => ({ method: "GET", url: "/orders" }),
    getOrder: () => ({ method: "GET", url: `/orders/${unpaid.id}` }),
    refundOrder: () => ({ method: "POST", url: `/orders/${paid.id}/refunds`, payload: { amount: 100 } }),
    captureOrder: () => ({ method: "POST", url: `/orders/${held.id}/capture`, payload: { amount: 100 } }),
    cancelOrder: () => ({ method: "POST", url: `/orders/${unpaid.id}/cancel` }),
    createInvoice: () => ({ method: "POST", url: "/invoices", payload: invoiceBody(t) }),
    getInvoice: () => ({ method: "GET", url: `/invoices/${invoiceId}` }),
    getBalance: () => ({ method: "GET", url: "/balance" }),
  };

  const send = (call: Call, key: Record<string, string> | null = m.key) =>
    t.call({
      ...call,
      url: `/api/v1${call.url}`,
      headers: { ...(key ?? {}), ...(call.headers as Record<string, string>) },
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    } as InjectOptions);

  const withBody = (call: Call, payload: unknown, contentType = "application/json"): Call => ({
    ...call,
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": contentType },
  });

  /**
   * A key whose first call has not answered yet (another process is running it): the first call
   * is made, on no order where there is one so nothing changes, and its kept answer taken back.
   */
  async function runningKey(call: Call) {
    const key = `running-${crypto.randomUUID()}`;
    const first = { ...call, url: call.url.replace(/[0-9a-f-]{36}/, NO_ORDER), headers: { "idempotency-key": key } };
    await send(first);
    await t.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.key, key));
    return send(first);
  }

  async function withClockAhead<T>(ms: number, run: () => Promise<T>) {
    t.clock.advance(ms);
    try {
      return await run();
    } finally {
      t.clock.advance(-ms);
    }
  }

  /** How to cause each code on an operation; `op` is the operation's valid call. */
  const causes: Record<string, (op: string, call: Call) => Promise<{ statusCode: number; json(): unknown }>> = {
    // A NUL in any text the request carries.
    VALIDATION_ERROR: (_op, call) => send({ ...call, url: `${call.url}${call.url.includes("?") ? "&" : "?"}x=%00` }),
    UNAUTHORIZED: (_op, call) => send(call, null),
    RATE_LIMITED: async (_op, call) => {
      for (let i = 0; i < LIMIT; i++) await t.app.rateLimits.hit(`api:${limited.appId}`, 60_000);
      return send(call, limited.key);
    },
    UNKNOWN_PARAMETER: (_op, call) =>
      call.method === "GET"
        ? send({ ...call, url: `${call.url}?retrunUrl=x` })
        : send({ ...call, payload: { ...(call.payload as object), retrunUrl: "https://shop.example" } }),
    PAYLOAD_TOO_LARGE: (_op, call) => send(withBody(call, { padding: "x".repeat(1_100_000) })),
    UNSUPPORTED_MEDIA_TYPE: (_op, call) => send(withBody(call, "<order/>", "application/xml")),
    IDEMPOTENCY_KEY_REUSED: async (_op, call) => {
      const key = `reused-${crypto.randomUUID()}`;
      // The first call on no order, where there is one, so nothing changes.
      await send({ ...call, url: call.url.replace(/[0-9a-f-]{36}/, NO_ORDER), headers: { "idempotency-key": key } });
      return send({
        method: "POST",
        url: "/orders",
        payload: orderBody({ amount: 999 }),
        headers: { "idempotency-key": key },
      });
    },
    INVALID_STATE: (_op, call) => runningKey(call),
    NOT_FOUND: (_op, call) => send({ ...call, url: call.url.replace(/[0-9a-f-]{36}/, NO_ORDER) }),
    NOT_REFUNDABLE: (_op, call) => send({ ...call, url: `/orders/${held.id}/refunds` }),
    INSUFFICIENT_BALANCE: async (_op, call) => {
      // The wallet's money went elsewhere (a payout) but 0.50.
      const [app] = await t.db.select().from(applications).where(eq(applications.id, m.appId));
      const wallet = await walletAccount(t.db, { accountId: app!.accountId, appId: m.appId }, "AZN");
      const balance = await walletBalance(t.db, m.appId, "AZN");
      await t.db.transaction(async (tx) =>
        postTransfer(tx, {
          kind: "refund",
          reference: crypto.randomUUID(),
          currency: "AZN",
          at: t.clock.now(),
          legs: [
            { ledgerAccountId: wallet, amount: -(balance - 50n) },
            { ledgerAccountId: await settlementAccount(tx, "AZN"), amount: balance - 50n },
          ],
        }),
      );
      return send(call);
    },
    NOT_A_HOLD: (_op, call) => send({ ...call, url: call.url.replace(/[0-9a-f-]{36}/, paid.id) }),
    HOLD_EXPIRED: (_op, call) =>
      withClockAhead(8 * DAY_MS, () => send({ ...call, url: call.url.replace(/[0-9a-f-]{36}/, held.id) })),
    HOLD_ENDED: async (_op, call) => {
      const hold = await createdOrder(m, { amount: 2000, preAuth: true });
      await payOrder(t, hold);
      const ended = await send({ method: "POST", url: `/orders/${hold.id}/cancel` });
      expect(ended.statusCode, ended.body).toBe(201);
      return send({ ...call, url: call.url.replace(/[0-9a-f-]{36}/, hold.id) });
    },
    AMOUNT_ABOVE_LIMIT: async (_op, call) => {
      const [app] = await t.db.select().from(applications).where(eq(applications.id, m.appId));
      await t.db.update(accounts).set({ maxPaymentAmount: 1000n }).where(eq(accounts.id, app!.accountId));
      try {
        return await send(call);
      } finally {
        await t.db.update(accounts).set({ maxPaymentAmount: null }).where(eq(accounts.id, app!.accountId));
      }
    },
  };

  it("answers every code its document lists, with the status listed, on that call", { timeout: 120_000 }, async () => {
    const doc = (await t.call({ method: "GET", url: "/api/v1/docs/json" })).json() as {
      paths: Record<string, Record<string, DocumentedOperation>>;
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((op) => op.operationId).sort()).toEqual(Object.keys(valid).sort());
    const caused: string[] = [];
    // Codes that change the order or wallet they are caused on go last.
    const order: ErrorCode[] = ["AMOUNT_ABOVE_LIMIT", "HOLD_EXPIRED", "HOLD_ENDED", "INSUFFICIENT_BALANCE"];
    const rank = (code: ErrorCode) => order.indexOf(code);
    for (const op of operations) {
      const documented = Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([status, answer]) =>
          answer.content!["application/json"]!.schema.properties.code.enum.map((code) => ({ status, code })),
        )
        .filter(({ code }) => !SERVER_SIDE.includes(code))
        .sort((a, b) => rank(a.code) - rank(b.code));
      for (const { status, code } of documented) {
        const cause = causes[code];
        expect(cause, `${op.operationId} lists ${code}, which this test cannot cause`).toBeDefined();
        const res = await cause!(op.operationId, valid[op.operationId]!());
        expect({
          at: `${op.operationId} ${code}`,
          status: res.statusCode,
          code: (res.json() as { code: string }).code,
        }).toEqual({
          at: `${op.operationId} ${code}`,
          status: Number(status),
          code,
        });
        expect(errorStatus[code]).toBe(Number(status));
        caused.push(`${op.operationId} ${code}`);
      }
    }
    // The document says more than the generic keyed errors on the money calls.
    expect(caused).toEqual(
      expect.arrayContaining([
        "refundOrder INSUFFICIENT_BALANCE",
        "captureOrder HOLD_EXPIRED",
        "createInvoice AMOUNT_ABOVE_LIMIT",
      ]),
    );
  });
});
