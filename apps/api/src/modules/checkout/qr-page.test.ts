import { createHash } from "node:crypto";
import { leadingZeroBits, type ProofChallenge, proofInput } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { connectedBusiness, daysFromNow, liveApplication, signedInMerchant, testCard } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** What a browser does with PROOF_REQUIRED: find the nonce. */
function solve(challenge: ProofChallenge) {
  for (let nonce = 0; ; nonce++) {
    if (
      leadingZeroBits(createHash("sha256").update(proofInput(challenge.salt, nonce)).digest()) >= challenge.difficulty
    )
      return { ...challenge, nonce };
  }
}

const ERROR_SHAPE = { code: expect.any(String), message: expect.any(String) };

/** An application's QR page's public calls: the merchant it shows, and the invoice a customer's amount becomes. */
describe.each(backends)("the QR page's calls on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let merchantId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    merchantId = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers })).json().merchantId;
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  // Each call another customer, on an address of their own, unless a test says otherwise (the guard counts per address).
  let customers = 0;
  const nextAddress = () => `203.0.113.${(customers += 1) % 250}`;
  const start = (body: unknown, options: { merchant?: string; from?: string; host?: string } = {}) =>
    t.call({
      method: "POST",
      url: `/api/checkout/merchant/${options.merchant ?? merchantId}`,
      payload: body as object,
      remoteAddress: options.from ?? nextAddress(),
      headers: options.host ? { host: options.host } : {},
    });
  const invoiceByCode = async (code: string) => {
    const list = await t.call({ method: "GET", url: `/api/invoices?invoiceCode=${code}`, headers: m.headers });
    return list.json().content[0];
  };

  it("shows whoever scans the code the live application, in the region's currency", async () => {
    const res = await t.call({ method: "GET", url: `/api/checkout/merchant/${merchantId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ merchantName: "Caspian Tours", merchantLogoUrl: null, currency: "AZN" });
    const emirates = await t.call({
      method: "GET",
      url: `/api/checkout/merchant/${merchantId}`,
      headers: { host: "portal.example.ae" },
    });
    expect(emirates.json()).toMatchObject({ currency: "AED" });
  });

  it("answers 404 for an unknown merchant, an impossible id and an application that is not live", async () => {
    const draft = (await connectedBusiness(t, m.headers)).appId;
    const draftMerchantId = (await t.call({ method: "GET", url: `/api/apps/${draft}`, headers: m.headers })).json()
      .merchantId;
    const disabled = await liveApplication(t, m.headers);
    await t.db.update(applications).set({ status: "disabled" }).where(eq(applications.id, disabled));
    const disabledMerchantId = (await t.db.select().from(applications).where(eq(applications.id, disabled)))[0]!
      .merchantId;
    for (const id of ["100000000000", draftMerchantId, disabledMerchantId]) {
      const read = await t.call({ method: "GET", url: `/api/checkout/merchant/${id}` });
      expect(read.statusCode, id).toBe(404);
      expect(read.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
      const started = await start({ amount: "10" }, { merchant: id });
      expect(started.statusCode, id).toBe(404);
      expect(started.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await t.call({ method: "GET", url: `/api/checkout/merchant/${"9".repeat(33)}` })).statusCode).toBe(400);
  });

  it("makes the customer's amount an invoice of the application, source qr, to pay on its checkout", async () => {
    const res = await start({
      amount: "25.50",
      fullName: "  Leyla Əliyeva ",
      phone: "+994 55 123-45-67",
      optionalCode: " TABLE-7 ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { invoiceCode } = res.json();
    expect(invoiceCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(await invoiceByCode(invoiceCode)).toMatchObject({
      appId,
      source: "qr",
      status: "created",
      amount: 25.5,
      currency: "AZN",
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
      optionalCode: "TABLE-7",
      email: null,
      bookingId: "",
      description: "",
      linkExpirationDate: daysFromNow(t, 1),
      createdBy: "Leyla Əliyeva",
      paymentUrl: `http://portal.test/pay/${invoiceCode}`,
    });
    const history = (
      await t.call({
        method: "GET",
        url: `/api/invoices/log/history/${(await invoiceByCode(invoiceCode)).id}`,
        headers: m.headers,
      })
    ).json();
    expect(history).toEqual([
      expect.objectContaining({ action: "created", actorType: "customer", actorName: "Leyla Əliyeva" }),
    ]);
    // The checkout shows it as any invoice.
    const checkout = (await t.call({ method: "GET", url: `/api/checkout/${invoiceCode}` })).json();
    expect(checkout).toMatchObject({
      merchantName: "Caspian Tours",
      amount: 25.5,
      currency: "AZN",
      payable: true,
      description: "",
    });
  });

  it("takes the amount alone, and the region's currency", async () => {
    const plain = await start({ amount: 7, fullName: "", phone: null });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await invoiceByCode(plain.json().invoiceCode)).toMatchObject({
      amount: 7,
      fullName: "",
      phone: "",
      optionalCode: null,
      createdBy: "",
    });
    const emirates = await start({ amount: "7" }, { host: "portal.example.ae" });
    expect(await invoiceByCode(emirates.json().invoiceCode)).toMatchObject({ currency: "AED" });
  });

  it("sends no SMS for a QR payment whose customer gave no phone", async () => {
    const { invoiceCode } = (await start({ amount: "5" })).json();
    const invoice = await invoiceByCode(invoiceCode);
    const sent = await t.call({
      method: "POST",
      url: "/api/bookings/send-invoice",
      headers: m.headers,
      payload: { invoiceId: invoice.id, sms: true },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { phone: "validation.required" } });
  });

  it("refuses every bad input with 400 and the field's rule, making nothing", async () => {
    const before = (await t.call({ method: "GET", url: "/api/invoices", headers: m.headers })).json().totalElements;
    const cases: [unknown, string, string][] = [
      [{}, "amount", "validation.required"],
      [{ amount: "" }, "amount", "validation.required"],
      [{ amount: "ten" }, "amount", "validation.amountNumber"],
      [{ amount: "0" }, "amount", "validation.amountZero"],
      [{ amount: "0.50" }, "amount", "validation.amountMin"],
      [{ amount: "-5" }, "amount", "validation.amountMin"],
      [{ amount: "1.234" }, "amount", "validation.amountDecimals"],
      [{ amount: "40000" }, "amount", "validation.amountMax"],
      [{ amount: "10", phone: "12345" }, "phone", "validation.phone"],
      [{ amount: "10", phone: "+99455123456" }, "phone", "validation.phone"],
      [{ amount: "10", fullName: "x".repeat(101) }, "fullName", "validation.tooLong"],
      [{ amount: "10", optionalCode: "x".repeat(65) }, "optionalCode", "validation.tooLong"],
      [{ amount: "10", fullName: 5 }, "fullName", "validation.invalid"],
    ];
    for (const [body, field, message] of cases) {
      const res = await start(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        ...ERROR_SHAPE,
        code: "VALIDATION_ERROR",
        fields: { [field]: message },
      });
    }
    for (const payload of ["not json", "[]", "null"]) {
      const res = await t.call({
        method: "POST",
        url: `/api/checkout/merchant/${merchantId}`,
        payload,
        headers: { "content-type": "application/json" },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject(ERROR_SHAPE);
    }
    const text = await t.call({
      method: "POST",
      url: `/api/checkout/merchant/${merchantId}`,
      payload: "amount=10",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject(ERROR_SHAPE);
    expect((await t.call({ method: "GET", url: "/api/invoices", headers: m.headers })).json().totalElements).toBe(
      before,
    );
  });

  it("is paid on the checkout as an invoice: the wallet is credited and the merchant lists it as a QR payment", async () => {
    const before = await walletBalance(t.db, appId, "AZN");
    const { invoiceCode } = (
      await start({ amount: "42.10", fullName: "Rəşad Hüseynov", optionalCode: "ORDER-88" })
    ).json();
    const paid = await t.call({
      method: "POST",
      url: `/api/checkout/${invoiceCode}/pay`,
      payload: {
        cardNumber: testCard("approve"),
        expiry: "12/30",
        cvv: "123",
        cardHolder: "RASHAD HUSEYNOV",
        language: "az",
        amount: 42.1,
        currency: "AZN",
      },
      remoteAddress: nextAddress(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "success", responseCode: "approved" });
    expect(await walletBalance(t.db, appId, "AZN")).toBe(before + 4_210n);

    const list = (
      await t.call({ method: "GET", url: "/api/invoices/qr?optionalCode=ORDER-88", headers: m.headers })
    ).json();
    expect(list).toMatchObject({ totalElements: 1, size: 10 });
    expect(list.content[0]).toMatchObject({
      invoiceCode,
      source: "qr",
      status: "paid",
      paidAmount: 42.1,
      fullName: "Rəşad Hüseynov",
      optionalCode: "ORDER-88",
    });
    const transaction = (
      await t.call({ method: "GET", url: `/api/transactions/${paid.json().transactionId}`, headers: m.headers })
    ).json();
    expect(transaction).toMatchObject({ invoiceCode, amount: 42.1, status: "success" });
  });

  it("asks a busy address for a proof of work, takes a solved one, and stops it at sixty an hour", async () => {
    const from = "198.51.100.77";
    for (let i = 0; i < 5; i++) expect((await start({ amount: "3" }, { from })).statusCode).toBe(201);
    const asked = await start({ amount: "3" }, { from });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ code: "PROOF_REQUIRED", proof: { algorithm: "SHA-256", difficulty: 16 } });
    const proof = solve(asked.json().proof);
    expect((await start({ amount: "3", proof: { ...proof, nonce: proof.nonce + 1 } }, { from })).statusCode).toBe(428);
    expect((await start({ amount: "3", proof }, { from })).statusCode).toBe(201);
    // A proof is good once.
    expect((await start({ amount: "3", proof }, { from })).statusCode).toBe(428);
    // Another address is not held up by this one.
    expect((await start({ amount: "3" })).statusCode).toBe(201);

    // The hard stop, reached here by the counter itself rather than by solving fifty proofs.
    for (let i = 0; i < 54; i++) await t.app.rateLimits.hit(`public:payments:client:${from}`, 60 * 60_000);
    const refused = await start({ amount: "3" }, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
