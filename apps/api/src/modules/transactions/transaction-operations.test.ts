import type { InvoiceHistoryEntry, Transaction, TransactionOperation } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { transactions, users } from "@/db/schema";
import { postTransfer, settlementAccount, walletAccount, walletBalance } from "@/modules/ledger/ledger.repo";
import { createdInvoice, liveApplication, paidTransaction, signedInMerchant, testCard } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { OPERATION_RECHECK_AFTER_MS, operationPipeline } from "./operation-pipeline";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const DAY_MS = 24 * 60 * 60_000;

describe.each(backends)("refunds, completions and cancellations on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let keys = 0;

  const post = (url: string, payload?: object, headers: Record<string, string> = m.headers) =>
    t.call({ method: "POST", url, payload, headers });
  const get = async <T>(url: string) => (await t.call({ method: "GET", url, headers: m.headers })).json() as T;
  const wallet = () => walletBalance(t.db, appId, "AZN");
  const refund = (transactionId: string, amount: unknown, headers?: Record<string, string>) =>
    post("/api/refund", { transactionId, amount }, headers);
  const complete = (transactionId: string, amount: unknown, headers?: Record<string, string>) =>
    post("/api/completeOrder", { transactionId, amount }, headers);
  const reverse = (transactionId: string, headers?: Record<string, string>) =>
    post(`/api/reverse/${transactionId}`, undefined, headers);
  const withKey = (key = `op-key-${(keys += 1)}`) => ({ ...m.headers, "idempotency-key": key });

  const paid = (options: Parameters<typeof paidTransaction>[3] = {}) => paidTransaction(t, m.headers, appId, options);
  const invoiceOf = (tr: Transaction) =>
    get<{ status: string; paidAmount: number; refundedAmount: number }>(`/api/booking/invoice/${tr.invoiceId}`);
  const historyOf = (tr: Transaction) => get<InvoiceHistoryEntry[]>(`/api/invoices/log/history/${tr.invoiceId}`);
  const operationsOf = (tr: Transaction) => get<TransactionOperation[]>(`/api/transactions/${tr.id}/operations`);

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  describe("refund", () => {
    it("gives back part, then the rest: statuses, wallet, invoice and both histories follow", async () => {
      const tr = await paid();
      expect(tr).toMatchObject({ status: "success", capturedAmount: 100, refundableAmount: 100, totalRefunded: 0 });
      const before = await wallet();

      const first = await refund(tr.id, "30.25");
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: "partialRefunded", totalRefunded: 30.25, refundableAmount: 69.75 });
      expect(await wallet()).toBe(before - 3_025n);
      expect(await invoiceOf(tr)).toMatchObject({ status: "partialRefunded", refundedAmount: 30.25 });

      const rest = await refund(tr.id, 69.75);
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json()).toMatchObject({ status: "refunded", totalRefunded: 100, refundableAmount: 0 });
      expect(await wallet()).toBe(before - 10_000n);
      expect(await invoiceOf(tr)).toMatchObject({ status: "refunded", refundedAmount: 100 });

      const ops = await operationsOf(tr);
      expect(ops.map((o) => [o.kind, o.amount, o.status, o.actorName])).toEqual([
        ["refund", 69.75, "succeeded", m.fullName],
        ["refund", 30.25, "succeeded", m.fullName],
      ]);
      const history = await historyOf(tr);
      expect(history.slice(0, 2).map((e) => [e.action, e.status, e.actorType, e.details.amount])).toEqual([
        ["refunded", "refunded", "user", 69.75],
        ["refunded", "partialRefunded", "user", 30.25],
      ]);
      // The merchant is told, like of a payment.
      const mails = await t.call({ method: "GET", url: "/sandbox/outbox.json" });
      expect(mails.body).toContain(`69.75 AZN is refunded to card ${tr.cardNumber}`);

      const again = await refund(tr.id, "1");
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("NOT_REFUNDABLE");
    });

    it.each([
      ["", "validation.emptyValue"],
      [0, "validation.amountZero"],
      ["-5", "validation.amountMin"],
      ["10.555", "validation.amountDecimals"],
      ["ten", "validation.amountNumber"],
      ["100.01", "validation.amountAboveRefundable"],
    ])("refuses %j with the SPEC's message, changing nothing", async (amount, message) => {
      const tr = await paid();
      const before = await wallet();
      const res = await refund(tr.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { amount: message } });
      expect(await wallet()).toBe(before);
      expect(await operationsOf(tr)).toEqual([]);
    });

    it("puts the money back in the wallet when the card processor refuses, and says so", async () => {
      const tr = await paid({ cardNumber: testCard("approveRefuseRefunds") });
      const before = await wallet();
      const res = await refund(tr.id, "40");
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("OPERATION_DECLINED");
      expect(await wallet()).toBe(before);
      expect(await get<Transaction>(`/api/transactions/${tr.id}`)).toMatchObject({
        status: "success",
        totalRefunded: 0,
        refundableAmount: 100,
      });
      expect((await operationsOf(tr))[0]).toMatchObject({
        kind: "refund",
        status: "failed",
        responseDescription: "Refund not allowed for this card",
      });
      expect((await historyOf(tr))[0]).toMatchObject({
        action: "operationFailed",
        status: "paid",
        details: { operation: "refund" },
      });
    });

    it("refuses what the wallet cannot cover with 422, and nothing changes", async () => {
      const tr = await paid();
      // The wallet's money went elsewhere (a payout, when there are payouts).
      const walletId = await walletAccount(
        t.db,
        { accountId: (await t.db.select().from(transactions).where(eq(transactions.id, tr.id)))[0]!.accountId, appId },
        "AZN",
      );
      const balance = await wallet();
      await t.db.transaction(async (tx) => {
        await postTransfer(tx, {
          kind: "refund",
          reference: crypto.randomUUID(),
          currency: "AZN",
          at: new Date(),
          legs: [
            { ledgerAccountId: walletId, amount: -(balance - 2_000n) },
            { ledgerAccountId: await settlementAccount(tx, "AZN"), amount: balance - 2_000n },
          ],
        });
      });
      const res = await refund(tr.id, "20.01");
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("INSUFFICIENT_BALANCE");
      expect(await wallet()).toBe(2_000n);
      expect(await operationsOf(tr)).toEqual([]);
      expect((await refund(tr.id, "20")).statusCode).toBe(200);
      expect(await wallet()).toBe(0n);
    });

    it("refuses a hold and a declined payment: nothing was captured", async () => {
      const hold = await paid({ preAuth: true });
      expect((await refund(hold.id, "1")).json()).toMatchObject({ code: "NOT_REFUNDABLE" });
      const invoice = await createdInvoice(t, m.headers, appId);
      const declined = await t.call({
        method: "POST",
        url: `/api/checkout/${invoice.invoiceCode}/pay`,
        payload: {
          cardNumber: testCard("decline"),
          expiry: "12/30",
          cvv: "123",
          cardHolder: "X Y",
          language: "en",
          amount: 125.5,
          currency: "AZN",
        },
        remoteAddress: "198.51.100.251",
      });
      const res = await refund(declined.json().transactionId, "1");
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("NOT_REFUNDABLE");
    });

    it("answers a retry with the same key with the first answer, refunding once", async () => {
      const tr = await paid();
      const headers = withKey();
      const first = await refund(tr.id, "10", headers);
      const retry = await refund(tr.id, "10", headers);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect((await operationsOf(tr)).length).toBe(1);
      const other = await refund(tr.id, "11", headers);
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
      // A refusal keeps nothing: the same key works once the request is valid.
      const badKey = withKey();
      expect((await refund(tr.id, "500", badKey)).statusCode).toBe(400);
    });
  });

  describe("completion of a hold", () => {
    it("captures part: the wallet gets that part, the rest is released, the invoice is paid", async () => {
      const hold = await paid({ preAuth: true });
      expect(hold).toMatchObject({ status: "preAuth", capturedAmount: 0 });
      const before = await wallet();

      const res = await complete(hold.id, "60.50");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: "success",
        capturedAmount: 60.5,
        totalReversed: 39.5,
        refundableAmount: 60.5,
      });
      expect(await wallet()).toBe(before + 6_050n);
      expect(await invoiceOf(hold)).toMatchObject({ status: "paid", paidAmount: 60.5 });
      expect((await historyOf(hold))[0]).toMatchObject({
        action: "captured",
        status: "paid",
        details: { amount: 60.5 },
      });

      // Captured money can then be refunded, up to what was captured.
      expect((await refund(hold.id, "60.51")).json()).toMatchObject({
        fields: { amount: "validation.amountAboveRefundable" },
      });
      expect((await refund(hold.id, "60.50")).json()).toMatchObject({ status: "refunded" });
    });

    it("says on the list, the detail and the totals what was captured and what is left after refunds", async () => {
      const merchant = await signedInMerchant(t);
      const app = await liveApplication(t, merchant.headers);
      const own = (url: string) => t.call({ method: "GET", url, headers: merchant.headers });
      const hold = await paidTransaction(t, merchant.headers, app, { amount: "80.00", preAuth: true });
      const payment = await paidTransaction(t, merchant.headers, app, { amount: "120.50" });
      const operate = async (url: string, payload: object) => {
        const res = await post(url, payload, { ...merchant.headers, "idempotency-key": `figures-${(keys += 1)}` });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Transaction;
      };
      expect(await operate("/api/completeOrder", { transactionId: hold.id, amount: "50.00" })).toMatchObject({
        amount: 80,
        status: "success",
        capturedAmount: 50,
        totalReversed: 30,
        netAmount: 50,
      });
      expect(await operate("/api/refund", { transactionId: payment.id, amount: "20.00" })).toMatchObject({
        amount: 120.5,
        capturedAmount: 120.5,
        totalRefunded: 20,
        netAmount: 100.5,
      });

      const listed = ((await own("/api/transactionsPageable")).json() as { content: Transaction[] }).content;
      expect(listed.map((x) => [x.id, x.amount, x.capturedAmount, x.totalRefunded, x.netAmount])).toEqual([
        [payment.id, 120.5, 120.5, 20, 100.5],
        [hold.id, 80, 50, 0, 50],
      ]);
      expect((await own(`/api/transactions/${hold.id}`)).json()).toMatchObject({ capturedAmount: 50, netAmount: 50 });
      expect((await own("/api/meta-data-transactions")).json().totals).toEqual([
        { currency: "AZN", received: 170.5, refunded: 20, net: 150.5, reversed: 30 },
      ]);
    });

    it.each([
      ["", "validation.emptyValue"],
      ["100.01", "validation.amountAboveTransaction"],
      ["0", "validation.amountZero"],
    ])("refuses %j with the SPEC's message", async (amount, message) => {
      const hold = await paid({ preAuth: true });
      const res = await complete(hold.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ amount: message });
      expect((await get<Transaction>(`/api/transactions/${hold.id}`)).status).toBe("preAuth");
    });

    it("ends a hold once: a second completion or a cancellation after it is 409", async () => {
      const hold = await paid({ preAuth: true });
      expect((await complete(hold.id, "100")).statusCode).toBe(200);
      for (const res of [await complete(hold.id, "1"), await reverse(hold.id)]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe("HOLD_ENDED");
      }
    });

    it("refuses a payment that was never held, and a hold past its 7 days", async () => {
      const payment = await paid();
      expect((await complete(payment.id, "1")).json().code).toBe("NOT_A_HOLD");
      expect((await reverse(payment.id)).json().code).toBe("NOT_A_HOLD");

      const hold = await paid({ preAuth: true });
      t.clock.advance(7 * DAY_MS + 1000);
      try {
        for (const res of [await complete(hold.id, "1"), await reverse(hold.id)]) {
          expect(res.statusCode).toBe(409);
          expect(res.json().code).toBe("HOLD_EXPIRED");
        }
      } finally {
        t.clock.advance(-(7 * DAY_MS + 1000));
      }
    });
  });

  describe("cancellation of a hold", () => {
    it("releases the whole hold: reversed, the invoice canceled, the wallet untouched", async () => {
      const hold = await paid({ preAuth: true });
      const before = await wallet();
      const res = await reverse(hold.id, withKey());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: "reversed", totalReversed: 100, capturedAmount: 0 });
      expect(await wallet()).toBe(before);
      expect(await invoiceOf(hold)).toMatchObject({ status: "canceled" });
      expect((await operationsOf(hold))[0]).toMatchObject({ kind: "reversal", amount: 100, status: "succeeded" });
      expect((await historyOf(hold))[0]).toMatchObject({ action: "reversed", status: "canceled" });
    });
  });

  it("knows another merchant's transaction as none, for every call", async () => {
    const tr = await paid({ preAuth: true });
    const other = await signedInMerchant(t);
    for (const res of [
      await refund(tr.id, "1", other.headers),
      await complete(tr.id, "1", other.headers),
      await reverse(tr.id, other.headers),
      await t.call({ method: "GET", url: `/api/transactions/${tr.id}/operations`, headers: other.headers }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await get<Transaction>(`/api/transactions/${tr.id}`)).status).toBe("preAuth");
  });

  it("lets only users with the permission refund, complete or cancel", async () => {
    const tr = await paid({ preAuth: true });
    const captured = await paid();
    // A user of the same account without permissions (sub-users get theirs with the users work).
    const sub = await signedInMerchant(t);
    const [owner] = await t.db
      .select({ accountId: transactions.accountId })
      .from(transactions)
      .where(eq(transactions.id, tr.id));
    // Given the application: only the permission is missing.
    await t.db
      .update(users)
      .set({ userType: "sub", accountId: owner!.accountId, applicationIds: [appId] })
      .where(eq(users.email, sub.email));
    for (const res of [
      await refund(captured.id, "1", sub.headers),
      await complete(tr.id, "1", sub.headers),
      await reverse(tr.id, sub.headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    // Seeing them needs no permission.
    expect(
      (await t.call({ method: "GET", url: `/api/transactions/${tr.id}/operations`, headers: sub.headers })).statusCode,
    ).toBe(200);
  });

  describe("an operation the acquirer does not confirm", () => {
    // The acquirer's next answer is neither yes nor no, as when neither its answer nor a reading after it came.
    const unconfirmedOnce = (call: "refund" | "capture") =>
      vi.spyOn(t.app.acquirer, call).mockResolvedValueOnce({ kind: "unconfirmed", reason: "no answer (test)" });
    const recheck = () => operationPipeline(t.app).recheckStale();
    afterEach(() => vi.restoreAllMocks());

    it("stays in progress with its money put aside; the recheck job asks again and settles it as the acquirer says", async () => {
      const tr = await paid({ cardNumber: testCard("approveRefuseRefunds") });
      const before = await wallet();
      unconfirmedOnce("refund");
      const res = await refund(tr.id, "40.00");
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json()).toMatchObject({ code: "OPERATION_UNCONFIRMED" });
      expect(await wallet()).toBe(before - 4_000n);
      expect(await get<Transaction>(`/api/transactions/${tr.id}`)).toMatchObject({
        status: "refundInProgress",
        refundableAmount: 60,
      });
      expect((await operationsOf(tr))[0]).toMatchObject({ kind: "refund", status: "inProgress" });

      t.clock.advance(OPERATION_RECHECK_AFTER_MS + 1_000);
      expect(await recheck()).toEqual({ checked: 1, settled: 1 });
      // This card's refunds are refused: asked again, the sandbox refuses, and the money is back.
      expect((await operationsOf(tr))[0]).toMatchObject({
        kind: "refund",
        status: "failed",
        responseDescription: "Refund not allowed for this card",
      });
      expect(await wallet()).toBe(before);
      expect((await historyOf(tr))[0]).toMatchObject({ action: "operationFailed", actorType: "system" });
    });

    it("keeps an unconfirmed capture's hold from ending twice, then the recheck job captures it once", async () => {
      const tr = await paid({ preAuth: true });
      const before = await wallet();
      unconfirmedOnce("capture");
      expect((await complete(tr.id, "70")).statusCode).toBe(502);
      const again = await complete(tr.id, "70");
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: "HOLD_ENDED" });

      t.clock.advance(OPERATION_RECHECK_AFTER_MS + 1_000);
      expect(await recheck()).toEqual({ checked: 1, settled: 1 });
      expect(await get<Transaction>(`/api/transactions/${tr.id}`)).toMatchObject({
        status: "success",
        capturedAmount: 70,
      });
      expect(await wallet()).toBe(before + 7_000n);
      expect((await historyOf(tr))[0]).toMatchObject({ action: "captured", actorType: "system" });
      expect(await recheck()).toEqual({ checked: 0, settled: 0 });
    });
  });
});
