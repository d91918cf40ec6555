import type { ApiOperation, Transaction, TransactionOperation } from "@portal/contracts";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { apiMerchant, createdOrder, payOrder } from "@/test-support/merchant-api";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { deliveriesOf, webhookEndpoint, webhookReceiver } from "@/test-support/webhooks";

/** The column the export gives a transaction's refund reasons: the last one. */
const REASONS_COLUMN = 20;

/**
 * A refund's reason (docs/transactions.md "Refund reasons"): picked by the merchant in the
 * portal or sent by their server, kept on the operation, shown in its history, the export and
 * the `refund.*` webhook.
 */
describe.each(backends)("refund reasons on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  const post = (url: string, payload: object) => t.call({ method: "POST", url, payload, headers: m.headers });
  const operationsOf = async (tr: Transaction) =>
    (
      await t.call({ method: "GET", url: `/api/transactions/${tr.id}/operations`, headers: m.headers })
    ).json() as TransactionOperation[];
  /** The export's row of one order, in a language. */
  async function exportedRow(orderId: string, language: string) {
    const res = await t.call({
      method: "GET",
      url: `/api/transactions-excel?offset=0&orderId=${orderId}`,
      headers: { ...m.headers, "accept-language": language },
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    return {
      header: sheet.getRow(1).getCell(REASONS_COLUMN).value,
      cell: sheet.getRow(2).getCell(REASONS_COLUMN).value,
    };
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    receiver = await webhookReceiver();
  });
  afterAll(async () => {
    receiver.close();
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("keeps the reason the merchant picked on the refund, shows it in the history and the export, and none when none was given", async () => {
    const tr = await paidTransaction(t, m.headers, appId);
    const first = await post("/api/refund", { transactionId: tr.id, amount: "10.00", reason: "duplicate" });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post("/api/refund", { transactionId: tr.id, amount: "5.00" });
    expect(second.statusCode, second.body).toBe(200);
    const third = await post("/api/refund", { transactionId: tr.id, amount: "1.00", reason: "requestedByCustomer" });
    expect(third.statusCode, third.body).toBe(200);

    expect((await operationsOf(tr)).map((o) => [o.amount, o.reason])).toEqual([
      [1, "requestedByCustomer"],
      [5, null],
      [10, "duplicate"],
    ]);
    expect(await exportedRow(tr.orderId, "en")).toEqual({
      header: "Refund reason",
      cell: "Duplicate payment, Requested by the customer",
    });
    expect(await exportedRow(tr.orderId, "az")).toEqual({
      header: "Qaytarılma səbəbi",
      cell: "Təkrar ödəniş, Müştərinin istəyi ilə",
    });
    expect((await exportedRow(tr.orderId, "ru")).cell).toBe("Повторный платёж, По просьбе клиента");
  });

  it("leaves the export's cell empty for a transaction refunded without a reason, or not at all", async () => {
    const tr = await paidTransaction(t, m.headers, appId);
    expect((await exportedRow(tr.orderId, "en")).cell).toBeNull();
    expect((await post("/api/refund", { transactionId: tr.id, amount: "2.00" })).statusCode).toBe(200);
    expect((await exportedRow(tr.orderId, "en")).cell).toBeNull();
  });

  it("refuses a reason it does not know, and refunds nothing", async () => {
    const tr = await paidTransaction(t, m.headers, appId);
    const res = await post("/api/refund", { transactionId: tr.id, amount: "1.00", reason: "changedMyMind" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { reason: expect.any(String) } });
    expect(await operationsOf(tr)).toEqual([]);
  });

  it("takes the reason from the merchant API and tells it in the refund's webhook", async () => {
    const a = await apiMerchant(t);
    const { endpoint } = await webhookEndpoint(t, a.merchant.headers, a.appId, receiver.url, ["refund.succeeded"]);
    const order = await createdOrder(a);
    await payOrder(t, order);
    const res = await a.api("POST", `/orders/${order.id}/refunds`, { amount: 500, reason: "fraudulent" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: "refund", amount: 500, status: "succeeded", reason: "fraudulent" });
    const [told] = await deliveriesOf(t, endpoint.id);
    expect(JSON.parse(told!.payload).data as ApiOperation).toMatchObject({
      object: "operation",
      order: order.id,
      amount: 500,
      reason: "fraudulent",
    });
    const unknown = await a.api("POST", `/orders/${order.id}/refunds`, { amount: 100, reason: "whatever" });
    expect(unknown.statusCode).toBe(400);
  });
});
