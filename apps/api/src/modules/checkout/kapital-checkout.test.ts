import type { ApiOrder, HostedPaymentStart, Transaction } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { OPERATION_RECHECK_AFTER_MS, operationPipeline } from "@/modules/transactions/operation-pipeline";
import {
  FAKE_KAPITAL_LOGIN,
  FAKE_KAPITAL_PASSWORD,
  type FakeKapitalGateway,
  customerOnCardPage,
  fakeKapitalGateway,
} from "@/test-support/fake-kapital-gateway";
import { createdInvoice, liveApplication, signedInMerchant, testCard } from "@/test-support/flows";
import { apiMerchant, orderBody } from "@/test-support/merchant-api";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/*
 * The portal with ACQUIRER=kapital against the local fake of the bank's gateway: what an
 * operator gets by pointing the settings at the bank's test host (docs/going-live.md).
 */
describe.each(backends)("payments through Kapital Bank's card page on %s", (backend) => {
  let bank: FakeKapitalGateway;
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  beforeAll(async () => {
    bank = await fakeKapitalGateway();
    t = await startTestApp(backend, {
      ACQUIRER: "kapital",
      KAPITAL_API_URL: bank.apiUrl,
      KAPITAL_LOGIN: FAKE_KAPITAL_LOGIN,
      KAPITAL_PASSWORD: FAKE_KAPITAL_PASSWORD,
    });
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    expect(t.leaks).toEqual([]);
    // The terminal's password never reaches a log line.
    expect(t.logs()).not.toContain(FAKE_KAPITAL_PASSWORD);
    await t.close();
    await bank.close();
  });

  let customers = 0;
  /** A customer presses Pay on the checkout, pays on the bank's page, and the browser comes back. */
  async function paidAtBank(invoiceCode: string, amount: number) {
    const customer = `198.51.100.${(customers += 1)}`;
    const view = (await t.call({ method: "GET", url: `/api/checkout/${invoiceCode}` })).json();
    expect(view.cardEntry).toEqual({ style: "hosted", acquirerName: "Kapital Bank" });
    const started = await t.call({
      method: "POST",
      url: `/api/checkout/${invoiceCode}/hosted-payment`,
      payload: { amount, currency: "AZN", language: "az" },
      remoteAddress: customer,
    });
    expect(started.statusCode, started.body).toBe(200);
    const start = started.json() as HostedPaymentStart;
    expect(start.redirectUrl.startsWith(bank.url)).toBe(true);
    const back = await customerOnCardPage(start.redirectUrl, { pan: testCard("approve") });
    // Our own return address, with the bank's ID and STATUS added.
    expect(back.origin).toBe("http://portal.test");
    const returned = await t.call({ method: "GET", url: `${back.pathname}${back.search}`, remoteAddress: customer });
    expect(returned.statusCode, returned.body).toBe(303);
    return start;
  }

  const asMerchant = async (transactionId: string) =>
    (
      await t.call({ method: "GET", url: `/api/transactions/${transactionId}`, headers: m.headers })
    ).json() as Transaction;
  const bankOrderOf = (start: HostedPaymentStart) =>
    bank.orders.get(new URL(start.redirectUrl).searchParams.get("id")!)!;

  it("takes a payment on the bank's page back to a paid invoice, and its refund reaches the bank", async () => {
    const before = await walletBalance(t.db, appId, "AZN");
    const invoice = await createdInvoice(t, m.headers, appId, { amount: "40.00" });
    const start = await paidAtBank(invoice.invoiceCode, 40);

    expect((await t.call({ method: "GET", url: `/api/checkout/${invoice.invoiceCode}` })).json()).toMatchObject({
      status: "paid",
    });
    const paid = await asMerchant(start.transactionId);
    expect(paid).toMatchObject({ status: "success", cardNumber: "416973******0001", cardBrand: "visa" });
    expect(await walletBalance(t.db, appId, "AZN")).toBe(before + 4_000n);

    const refund = await t.call({
      method: "POST",
      url: "/api/refund",
      headers: m.headers,
      payload: { transactionId: start.transactionId, amount: "15.00" },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ status: "partialRefunded", totalRefunded: 15 });
    expect(bankOrderOf(start)).toMatchObject({ cleared: 4_000n, refunded: 1_500n });
    expect(await walletBalance(t.db, appId, "AZN")).toBe(before + 2_500n);
  });

  it("holds on the bank's page, and the capture of part of it reaches the bank", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, { amount: "60.00", preAuth: true });
    const start = await paidAtBank(invoice.invoiceCode, 60);
    expect(bankOrderOf(start)).toMatchObject({ typeRid: "Order_DMS", status: "Authorized", authorized: 6_000n });
    expect(await asMerchant(start.transactionId)).toMatchObject({ status: "preAuth" });

    const completed = await t.call({
      method: "POST",
      url: "/api/completeOrder",
      headers: m.headers,
      payload: { transactionId: start.transactionId, amount: "45" },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: "success", capturedAmount: 45 });
    expect(bankOrderOf(start)).toMatchObject({ cleared: 4_500n });
  });

  /** A paid payment whose refund of 10.00 the bank answers with neither a yes nor a no; `made`: whether the bank did it. */
  async function unconfirmedRefund(made: boolean) {
    const invoice = await createdInvoice(t, m.headers, appId, { amount: "40.00" });
    const start = await paidAtBank(invoice.invoiceCode, 40);
    const bankId = new URL(start.redirectUrl).searchParams.get("id")!;
    const before = await walletBalance(t.db, appId, "AZN");
    bank.failNext(`/order/${bankId}/exec-tran`, 503, "ServiceError", { applied: made });
    // The reading before the refund goes through; the three after it do not.
    bank.failNext(`/order/${bankId}`, 503, "ServiceError", { times: 3, skip: 1 });
    const request = {
      method: "POST" as const,
      url: "/api/refund",
      headers: { ...m.headers, "idempotency-key": `unconfirmed-${bankId}` },
    };
    const refund = await t.call({ ...request, payload: { transactionId: start.transactionId, amount: "10.00" } });
    expect(refund.statusCode, refund.body).toBe(502);
    expect(refund.json()).toMatchObject({ code: "OPERATION_UNCONFIRMED" });
    // Nothing is decided: the refund's money stays out of the wallet, the refund in progress.
    expect(await asMerchant(start.transactionId)).toMatchObject({ status: "refundInProgress", totalRefunded: 0 });
    expect(await walletBalance(t.db, appId, "AZN")).toBe(before - 1_000n);
    const operations = async () =>
      (
        await t.call({ method: "GET", url: `/api/transactions/${start.transactionId}/operations`, headers: m.headers })
      ).json();
    expect(await operations()).toMatchObject([{ kind: "refund", status: "inProgress" }]);
    // A retry with the key gets the same answer and sends nothing.
    const again = await t.call({ ...request, payload: { transactionId: start.transactionId, amount: "10.00" } });
    expect(again.statusCode).toBe(502);
    expect(bank.calls.filter((c) => c.path === `/order/${bankId}/exec-tran`)).toHaveLength(1);
    return { start, bankId, before, operations };
  }

  const recheck = () => operationPipeline(t.app).recheckStale();

  it("keeps a refund the bank did not confirm in progress, then the recheck job finds it made and settles it once", async () => {
    const { start, bankId, before, operations } = await unconfirmedRefund(true);
    expect(await recheck()).toEqual({ checked: 0, settled: 0 });
    t.clock.advance(OPERATION_RECHECK_AFTER_MS + 1_000);
    expect(await recheck()).toEqual({ checked: 1, settled: 1 });
    expect(await asMerchant(start.transactionId)).toMatchObject({ status: "partialRefunded", totalRefunded: 10 });
    expect(await operations()).toMatchObject([{ kind: "refund", status: "succeeded" }]);
    expect(bank.orders.get(bankId)).toMatchObject({ refunded: 1_000n });
    expect(await walletBalance(t.db, appId, "AZN")).toBe(before - 1_000n);
    expect(await recheck()).toEqual({ checked: 0, settled: 0 });
  });

  it("keeps a refund the bank did not confirm in progress, then the recheck job finds it never made and gives the money back", async () => {
    const { start, bankId, before, operations } = await unconfirmedRefund(false);
    t.clock.advance(OPERATION_RECHECK_AFTER_MS + 1_000);
    expect(await recheck()).toEqual({ checked: 1, settled: 1 });
    expect(await asMerchant(start.transactionId)).toMatchObject({ status: "success", totalRefunded: 0 });
    expect(await operations()).toMatchObject([{ kind: "refund", status: "failed" }]);
    expect(bank.orders.get(bankId)).toMatchObject({ refunded: 0n });
    expect(await walletBalance(t.db, appId, "AZN")).toBe(before);
  });

  it("answers the merchant API's unconfirmed refund with 202 and the operation in progress, settled later by the job", async () => {
    const shop = await apiMerchant(t);
    const order = (await shop.api("POST", "/orders", orderBody({ amount: 4_000 }))).json() as ApiOrder;
    const start = await paidAtBank(order.checkoutUrl.split("/").pop()!, 40);
    const bankId = new URL(start.redirectUrl).searchParams.get("id")!;
    bank.failNext(`/order/${bankId}/exec-tran`, 503, "ServiceError", { applied: true });
    bank.failNext(`/order/${bankId}`, 503, "ServiceError", { times: 3, skip: 1 });
    const refund = await shop.api(
      "POST",
      `/orders/${order.id}/refunds`,
      { amount: 1_500 },
      { "idempotency-key": `api-refund-${bankId}` },
    );
    expect(refund.statusCode, refund.body).toBe(202);
    expect(refund.json()).toMatchObject({
      object: "operation",
      kind: "refund",
      amount: 1_500,
      status: "inProgress",
      completedAt: null,
    });
    t.clock.advance(OPERATION_RECHECK_AFTER_MS + 1_000);
    expect(await recheck()).toMatchObject({ settled: 1 });
    expect((await shop.api("GET", `/orders/${order.id}`)).json()).toMatchObject({
      status: "partialRefunded",
      refundedAmount: 1_500,
    });
  });
});
