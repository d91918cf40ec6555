import { calendarDateOf, type Invoice } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { createdInvoice, liveApplication, signedInMerchant, writtenTransaction } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const DAY_MS = 24 * 60 * 60_000;

/** `GET api/invoices/qr` (SPEC §3 "QR payouts"): what customers paid, or tried to, on the applications' QR pages. */
describe.each(backends)("the QR payments list on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  let orders = 0;
  let customers = 0;

  /** A merchant with a live application, and its QR page's merchant id. */
  async function qrMerchant() {
    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    const [{ merchantId, accountId }] = (await t.db.select().from(applications).where(eq(applications.id, appId))) as [
      typeof applications.$inferSelect,
    ];
    return { ...merchant, appId, merchantId, accountId };
  }
  type QrMerchant = Awaited<ReturnType<typeof qrMerchant>>;

  /** A customer's payment on the merchant's QR page; `attempted`: they went on to try a card (a declined one, written straight to the table). */
  async function qrPayment(merchant: QrMerchant, body: Record<string, unknown>, attempted = true): Promise<Invoice> {
    const res = await t.call({
      method: "POST",
      url: `/api/checkout/merchant/${merchant.merchantId}`,
      payload: body,
      remoteAddress: `203.0.113.${(customers += 1) % 250}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await t.call({
      method: "GET",
      url: `/api/invoices?invoiceCode=${res.json().invoiceCode}`,
      headers: merchant.headers,
    });
    const invoice = found.json().content[0] as Invoice;
    if (attempted)
      await writtenTransaction(t, merchant.accountId, invoice, {
        orderId: `QR-${(orders += 1)}`,
        createdAt: t.clock.now(),
      });
    return invoice;
  }

  const qrList = async (merchant: { headers: Record<string, string> }, query = "") => {
    const res = await t.call({ method: "GET", url: `/api/invoices/qr${query}`, headers: merchant.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { content: Invoice[]; page: number; size: number; totalElements: number; totalPages: number };
  };
  const codes = (page: { content: Invoice[] }) => page.content.map((invoice) => invoice.invoiceCode);

  it("lists the QR payments customers took to the card, newest first, ten a page, and nobody else's", async () => {
    const merchant = await qrMerchant();
    const made: Invoice[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(await qrPayment(merchant, { amount: String(10 + i) }));
      t.clock.advance(1_000);
    }
    // An amount typed and never taken to a card is no payment; an invoice sent as a link is not a QR payment.
    const untried = await qrPayment(merchant, { amount: "99" }, false);
    const link = await createdInvoice(t, merchant.headers, merchant.appId);
    await writtenTransaction(t, merchant.accountId, link, {
      orderId: `LINK-${(orders += 1)}`,
      createdAt: t.clock.now(),
    });

    const first = await qrList(merchant);
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
    expect(codes(first)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((invoice) => invoice.invoiceCode),
    );
    expect(first.content.every((invoice) => invoice.source === "qr")).toBe(true);
    const second = await qrList(merchant, "?page=1");
    expect(codes(second)).toEqual([made[1]!.invoiceCode, made[0]!.invoiceCode]);
    expect([...codes(first), ...codes(second)]).not.toContain(untried.invoiceCode);
    expect([...codes(first), ...codes(second)]).not.toContain(link.invoiceCode);

    // Another merchant, with QR payments of its own, sees only those; and never this one's by a filter.
    const other = await qrMerchant();
    const theirs = await qrPayment(other, { amount: "10", optionalCode: "TABLE-1" });
    expect(codes(await qrList(other))).toEqual([theirs.invoiceCode]);
    expect((await qrList(other, "?amount=11")).totalElements).toBe(0);
    expect(codes(await qrList(merchant, "?optionalCode=TABLE-1"))).toEqual([]);
    // A QR payment is an invoice: another account's is a 404 there too.
    expect(
      (await t.call({ method: "GET", url: `/api/booking/invoice/${made[0]!.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/invoices/qr" })).statusCode).toBe(401);
  });

  it("filters by date, amount, name, phone number and reference code (SPEC §3)", async () => {
    const merchant = await qrMerchant();
    const leyla = await qrPayment(merchant, {
      amount: "10",
      fullName: "Leyla Əliyeva",
      phone: "+994 55 111 22 33",
      optionalCode: "TABLE-7",
    });
    const firstDay = calendarDateOf(t.clock.now());
    t.clock.advance(2 * DAY_MS);
    const rashad = await qrPayment(merchant, { amount: "20.50", fullName: "Rəşad Hüseynov", optionalCode: "ORDER-88" });
    const secondDay = calendarDateOf(t.clock.now());
    t.clock.advance(2 * DAY_MS);
    const anonymous = await qrPayment(merchant, { amount: "10", phone: "+994709998877" });

    const found = async (query: string) => codes(await qrList(merchant, query)).sort();
    const expected = (...invoices: Invoice[]) => invoices.map((invoice) => invoice.invoiceCode).sort();
    expect(await found(`?from=${secondDay}`)).toEqual(expected(rashad, anonymous));
    expect(await found(`?to=${secondDay}`)).toEqual(expected(leyla, rashad));
    expect(await found(`?from=${firstDay}&to=${firstDay}`)).toEqual(expected(leyla));
    expect(await found("?amount=10")).toEqual(expected(leyla, anonymous));
    expect(await found("?amount=20.5")).toEqual(expected(rashad));
    // Names anywhere, in any case.
    expect(await found("?fullName=LEYLA")).toEqual(expected(leyla));
    expect(await found("?fullName=hüseyn")).toEqual(expected(rashad));
    expect(await found("?phoneNumber=998877")).toEqual(expected(anonymous));
    expect(await found(`?phoneNumber=${encodeURIComponent("+994551112233")}`)).toEqual(expected(leyla));
    // The reference code the customer typed, anywhere, in any case; not the invoice's own code.
    expect(await found("?optionalCode=table")).toEqual(expected(leyla));
    expect(await found("?optionalCode=ORDER-88")).toEqual(expected(rashad));
    expect(await found(`?optionalCode=${leyla.invoiceCode}`)).toEqual([]);
    expect(await found("?fullName=leyla&amount=20.5")).toEqual([]);

    for (const query of ["?amount=ten", "?from=2026-13-01", "?page=-1", `?optionalCode=${"x".repeat(101)}`]) {
      const res = await t.call({ method: "GET", url: `/api/invoices/qr${query}`, headers: merchant.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: "VALIDATION_ERROR", message: expect.any(String) });
    }
  });
});
