import type { Invoice, Transaction, TransactionPage } from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactions } from "@/db/schema";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { createdInvoice, writtenTransaction, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const APPROVE = sandboxTestCards.find((c) => c.outcome === "approve")!.number;

describe.each(backends)("transactions on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let paidInvoice: Invoice;
  let paid: Transaction;
  let accountId: string;

  const get = (url: string, headers = m.headers) => t.call({ method: "GET", url, headers });
  const list = async (query: string, headers = m.headers) => {
    const res = await get(`/api/transactionsPageable?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TransactionPage;
  };
  const orderIds = (page: TransactionPage) => page.content.map((x) => x.orderId);

  /** An attempt written straight to the table: many of them, at chosen times, without paying each. */
  const attempt = (invoice: Invoice, values: Parameters<typeof writtenTransaction>[3]) =>
    writtenTransaction(t, accountId, invoice, values);

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    paidInvoice = await createdInvoice(t, m.headers, appId, {
      fullName: "Leyla Əliyeva",
      bookingId: "BK-PAID-1",
      description: "Sea view suite, two nights",
    });
    const res = await t.call({
      method: "POST",
      url: `/api/checkout/${paidInvoice.invoiceCode}/pay`,
      payload: {
        cardNumber: APPROVE,
        expiry: "12/30",
        cvv: "123",
        cardHolder: "LEYLA ALIYEVA",
        language: "az",
        amount: 125.5,
        currency: "AZN",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    paid = (await get(`/api/transactions/${res.json().transactionId}`)).json();
    accountId = (
      await t.db.select({ accountId: transactions.accountId }).from(transactions).where(eq(transactions.id, paid.id))
    )[0]!.accountId;
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("shows a paid invoice's transaction with what it is searched by, to its merchant only", async () => {
    expect(paid).toMatchObject({
      invoiceCode: paidInvoice.invoiceCode,
      bookingId: "BK-PAID-1",
      fullName: "Leyla Əliyeva",
      description: "Sea view suite, two nights",
      appName: "Caspian Tours",
      amount: 125.5,
      status: "success",
      cardNumber: "416973******0001",
      cardHolder: "LEYLA ALIYEVA",
    });
    const page = await list(`invoiceCode=${paidInvoice.invoiceCode}`);
    expect(page.content).toEqual([paid]);

    const other = await signedInMerchant(t);
    expect((await get(`/api/transactions/${paid.id}`, other.headers)).statusCode).toBe(404);
    expect((await list(`invoiceCode=${paidInvoice.invoiceCode}`, other.headers)).content).toEqual([]);
    expect((await list("", other.headers)).totalElements).toBe(0);
    expect((await t.call({ method: "GET", url: "/api/transactionsPageable" })).statusCode).toBe(401);
  });

  describe("filters", () => {
    let invoice: Invoice;
    beforeAll(async () => {
      const fields = {
        fullName: "Murad Quliyev",
        bookingId: "BK-FILTER-7",
        description: "Conference hall for 40 (March)",
      };
      invoice = await createdInvoice(t, m.headers, appId, fields);
      // An invoice is captured once (the database sees to it): the hold is on a second one, booked the same.
      const second = await createdInvoice(t, m.headers, appId, fields);
      // 20:30 UTC on 23 November is already 24 November in Baku (UTC+4).
      await attempt(invoice, {
        orderId: "F-1",
        createdAt: new Date("2026-11-23T20:30:00Z"),
        status: "success",
        amount: 7_005n,
        rrn: "700000000001",
      });
      await attempt(invoice, {
        orderId: "F-2",
        createdAt: new Date("2026-11-23T19:59:00Z"),
        maskedPan: "402400******7777",
        cardHolder: "Aysel Məmmədova",
      });
      await attempt(second, {
        orderId: "F-3",
        createdAt: new Date("2026-11-25T19:59:59Z"),
        status: "preAuth",
        maskedPan: "402400******1234",
      });
    });
    const filtered = async (query: string) => orderIds(await list(`bookingId=BK-FILTER-7&${query}`));

    it("takes calendar days in Baku's time zone, both ends included", async () => {
      expect(await filtered("from=2026-11-24&to=2026-11-24")).toEqual(["F-1"]);
      expect(await filtered("to=2026-11-23")).toEqual(["F-2"]);
      expect(await filtered("from=2026-11-24")).toEqual(["F-3", "F-1"]);
    });

    it("matches status, amount, RRN and order id exactly", async () => {
      expect(await filtered("status=preAuth")).toEqual(["F-3"]);
      expect(await filtered("amount=70.05")).toEqual(["F-1"]);
      expect(await filtered("amount=70")).toEqual([]);
      expect(await filtered("rrn=700000000001")).toEqual(["F-1"]);
      expect(await filtered("orderId=F-2")).toEqual(["F-2"]);
      expect(orderIds(await list("orderId=F-2"))).toEqual(["F-2"]);
    });

    it("finds a card by its last four digits, or by the first six and last four", async () => {
      expect(await filtered("cardNumber=1234")).toEqual(["F-3"]);
      expect(await filtered("cardNumber=4024007777")).toEqual(["F-2"]);
      expect(orderIds(await list("cardNumber=4024001234"))).toEqual(["F-3"]);
      expect(orderIds(await list(`cardNumber=${encodeURIComponent("4024 00** **** 1234")}`))).toEqual(["F-3"]);
      expect(await filtered("cardNumber=5212349876")).toEqual(["F-1"]);
    });

    it("refuses card digits it cannot match, naming the rule", async () => {
      for (const value of ["123", "12345", "402400", "abcd", "40240012345"]) {
        const res = await get(`/api/transactionsPageable?cardNumber=${value}`);
        expect(res.statusCode, value).toBe(400);
        expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { cardNumber: "validation.cardDigits" } });
      }
    });

    it("matches names, descriptions and the application anywhere, in any case", async () => {
      // The customer on the invoice, or the name on the card.
      expect(await filtered("fullName=quliyev")).toEqual(["F-3", "F-1", "F-2"]);
      expect(await filtered(`fullName=${encodeURIComponent("MƏMMƏDOVA")}`)).toEqual(["F-2"]);
      expect(await filtered("description=hall%20for")).toEqual(["F-3", "F-1", "F-2"]);
      // LIKE's own characters are plain text here.
      expect(await filtered("description=%25")).toEqual([]);
      expect(await filtered("description=(march)")).toEqual(["F-3", "F-1", "F-2"]);
      expect(await filtered("name=caspian")).toEqual(["F-3", "F-1", "F-2"]);
      expect(await filtered("name=nobody")).toEqual([]);
    });

    it("matches booking id and invoice code exactly (the code in any case)", async () => {
      expect(orderIds(await list(`invoiceCode=${invoice.invoiceCode.toLowerCase()}`))).toEqual(["F-1", "F-2"]);
      expect(orderIds(await list("bookingId=BK-FILTER"))).toEqual([]);
    });
  });

  describe("paging", () => {
    let invoice: Invoice;
    const all: string[] = [];
    beforeAll(async () => {
      invoice = await createdInvoice(t, m.headers, appId, { bookingId: "BK-PAGES" });
      // 25 attempts, two of them at the same instant: the id breaks the tie.
      for (let i = 0; i < 25; i += 1) {
        const at = new Date(Date.UTC(2026, 0, 1, 0, i === 13 ? 12 : i));
        await attempt(invoice, { orderId: `P-${String(i).padStart(2, "0")}`, createdAt: at });
      }
      const rows = await t.db
        .select({ orderId: transactions.orderId })
        .from(transactions)
        .where(eq(transactions.invoiceId, invoice.id))
        .orderBy(sql`${transactions.createdAt} desc, ${transactions.id} desc`);
      all.push(...rows.map((r) => r.orderId));
    });
    const pageOf = (query: string) => list(`bookingId=BK-PAGES&${query}`);

    it("counts and pages by ten, newest first", async () => {
      const first = await pageOf("page=0");
      expect(first).toMatchObject({
        page: 0,
        size: 10,
        totalElements: 25,
        totalPages: 3,
        totalCapped: false,
        previousCursor: null,
      });
      expect(orderIds(first)).toEqual(all.slice(0, 10));
      expect(orderIds(await pageOf("page=2"))).toEqual(all.slice(20));
      expect((await pageOf("page=2")).nextCursor).toBeNull();
      expect((await pageOf("page=3")).content).toEqual([]);
    });

    it("moves by cursor to the same pages the page numbers give, both ways", async () => {
      const first = await pageOf("page=0");
      const second = await pageOf(`page=1&cursor=${first.nextCursor}`);
      expect(second.page).toBe(1);
      expect(orderIds(second)).toEqual(all.slice(10, 20));
      const third = await pageOf(`page=2&cursor=${second.nextCursor}`);
      expect(orderIds(third)).toEqual(all.slice(20));
      expect(third.nextCursor).toBeNull();
      const back = await pageOf(`page=1&cursor=${third.previousCursor}`);
      expect(orderIds(back)).toEqual(all.slice(10, 20));
      const start = await pageOf(`page=0&cursor=${back.previousCursor}`);
      expect(orderIds(start)).toEqual(all.slice(0, 10));
      expect(start.previousCursor).toBeNull();
    });

    it("goes to the last page, which holds what is left over", async () => {
      const last = await pageOf("cursor=last");
      expect(last).toMatchObject({ page: 2, totalElements: 25, nextCursor: null });
      expect(orderIds(last)).toEqual(all.slice(20));
      expect(orderIds(await pageOf(`page=1&cursor=${last.previousCursor}`))).toEqual(all.slice(10, 20));
    });

    it("reads a cursor it did not make as none", async () => {
      for (const cursor of [
        "nonsense",
        Buffer.from("a.1.not-a-uuid").toString("base64url"),
        Buffer.from("z.1.00000000-0000-4000-8000-000000000000").toString("base64url"),
      ]) {
        expect(orderIds(await pageOf(`page=1&cursor=${cursor}`))).toEqual(all.slice(10, 20));
      }
    });
  });

  it("stops counting at 1,000, and still reaches the last page", async () => {
    const big = await signedInMerchant(t);
    const bigApp = await liveApplication(t, big.headers);
    const invoice = await createdInvoice(t, big.headers, bigApp);
    await t.db.execute(sql`
      insert into transactions (account_id, app_id, invoice_id, order_id, session_id, amount, currency, status, order_language, masked_pan, card_brand, card_holder, created_at)
      select i.account_id, i.app_id, i.id, 'BIG-' || n, 's', 100, 'AZN', 'declined', 'en', '416973******0002', 'visa', 'BIG', timestamptz '2026-01-01' + n * interval '1 second'
      from invoices i, generate_series(1, 1005) n where i.id = ${invoice.id}`);

    const first = await list("", big.headers);
    expect(first).toMatchObject({ totalElements: 1_000, totalPages: 100, totalCapped: true });
    expect(orderIds(first)[0]).toBe("BIG-1005");
    const last = await list("cursor=last", big.headers);
    expect(last.page).toBeNull();
    expect(orderIds(last)).toEqual(Array.from({ length: 10 }, (_, i) => `BIG-${10 - i}`));
    expect(orderIds(await list(`cursor=${last.previousCursor}`, big.headers))).toEqual(
      Array.from({ length: 10 }, (_, i) => `BIG-${20 - i}`),
    );
  });

  describe("meta-data-transactions", () => {
    it("labels every status in three languages, at the root as the spec names it and under /api", async () => {
      for (const url of ["/meta-data-transactions", "/api/meta-data-transactions"]) {
        const res = await get(url);
        expect(res.statusCode, res.body).toBe(200);
        const { statuses } = res.json();
        expect(statuses).toHaveLength(10);
        expect(statuses).toContainEqual({
          value: "partialRefunded",
          labels: { az: "Qismən qaytarılıb", en: "Partial refunded", ru: "Частично возвращён" },
        });
        expect((await t.call({ method: "GET", url })).statusCode).toBe(401);
      }
    });

    it("sums what was received, refunded, kept (net) and reversed over the filters, per currency", async () => {
      const invoice = () => createdInvoice(t, m.headers, appId, { bookingId: "BK-TOTALS" });
      await attempt(await invoice(), {
        orderId: "T-1",
        createdAt: new Date("2026-02-01T10:00:00Z"),
        status: "partialRefunded",
        capturedAmount: 5_000n,
        totalRefunded: 1_050n,
      });
      await attempt(await invoice(), {
        orderId: "T-2",
        createdAt: new Date("2026-02-02T10:00:00Z"),
        status: "reversed",
        totalReversed: 2_000n,
      });
      // 30.00 of a 50.00 hold captured, the rest released.
      await attempt(await invoice(), {
        orderId: "T-4",
        createdAt: new Date("2026-02-02T11:00:00Z"),
        status: "success",
        capturedAmount: 3_000n,
        totalReversed: 2_000n,
      });
      await attempt(await invoice(), {
        orderId: "T-5",
        createdAt: new Date("2026-02-02T12:00:00Z"),
        status: "declined",
      });
      await attempt(await invoice(), {
        orderId: "T-3",
        createdAt: new Date("2026-02-03T10:00:00Z"),
        currency: "USD",
        status: "refunded",
        amount: 99n,
        capturedAmount: 99n,
        totalRefunded: 99n,
      });

      const meta = (await get("/api/meta-data-transactions?bookingId=BK-TOTALS")).json();
      expect(meta.totals).toEqual([
        { currency: "AZN", received: 80, refunded: 10.5, net: 69.5, reversed: 40 },
        { currency: "USD", received: 0.99, refunded: 0.99, net: 0, reversed: 0 },
      ]);
      const february2 = (
        await get("/api/meta-data-transactions?bookingId=BK-TOTALS&from=2026-02-02&to=2026-02-02")
      ).json();
      expect(february2.totals).toEqual([{ currency: "AZN", received: 30, refunded: 0, net: 30, reversed: 40 }]);
      const rows = (await list("bookingId=BK-TOTALS")).content.map((x) => [
        x.orderId,
        x.amount,
        x.capturedAmount,
        x.totalRefunded,
        x.netAmount,
      ]);
      expect(rows).toEqual([
        ["T-3", 0.99, 0.99, 0.99, 0],
        ["T-5", 50, 0, 0, 0],
        ["T-4", 50, 30, 0, 30],
        ["T-2", 50, 0, 0, 0],
        ["T-1", 50, 50, 10.5, 39.5],
      ]);
    });
  });
});
