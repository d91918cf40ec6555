import type { PayButton } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, invoiceEvents, invoices } from "@/db/schema";
import { daysFromNow, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const style = {
  textPreset: "pay",
  customText: null,
  background: "#0B5FFF",
  textColour: "#FFFFFF",
  size: "large",
  shape: "pill",
};

/** A pay button's public calls: what its page shows, and the invoice a click becomes, on the record's terms alone. */
describe.each(backends)("a pay button's public calls on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let fixed: PayButton;
  let ranged: PayButton;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    fixed = await made({
      name: "Sea view room",
      amountMode: "fixed",
      amount: "125.50",
      description: "Two nights, sea view room",
    });
    ranged = await made({
      name: "Donations",
      amountMode: "customer",
      minAmount: "10",
      maxAmount: "500",
      currency: "USD",
      description: "Support the shelter",
    });
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  async function made(fields: Record<string, unknown>, app = appId): Promise<PayButton> {
    const payload = { appId: app, currency: "AZN", language: "ru", style, ...fields };
    const res = await t.call({ method: "POST", url: "/api/pay-buttons", headers: m.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  // Each call another customer, on an address of their own, unless a test says otherwise (the guard counts per address).
  let customers = 0;
  const nextAddress = () => `203.0.113.${(customers += 1) % 250}`;
  const start = (button: PayButton, body: unknown, from = nextAddress()) =>
    t.call({
      method: "POST",
      url: `/api/checkout/button/${button.buttonId}`,
      payload: body as object,
      remoteAddress: from,
    });
  const view = (buttonId: string) => t.call({ method: "GET", url: `/api/checkout/button/${buttonId}` });
  const invoicesOf = (button: PayButton) => t.db.select().from(invoices).where(eq(invoices.payButtonId, button.id));
  const invoiceByCode = async (code: string) =>
    (await t.db.select().from(invoices).where(eq(invoices.invoiceCode, code)))[0]!;

  it("shows the merchant, the words and the amount of a button, and makes nothing", async () => {
    const before = (await t.db.select().from(invoices)).length;
    const res = await view(fixed.buttonId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      merchantName: "Caspian Tours",
      merchantLogoUrl: null,
      available: true,
      description: "Two nights, sea view room",
      amountMode: "fixed",
      amount: 125.5,
      minAmount: null,
      maxAmount: null,
      currency: "AZN",
      language: "ru",
    });
    expect((await view(ranged.buttonId)).json()).toMatchObject({
      amountMode: "customer",
      amount: null,
      minAmount: 10,
      maxAmount: 500,
      currency: "USD",
    });
    expect((await t.db.select().from(invoices)).length).toBe(before);
  });

  it("answers 404 for an unknown button and for one whose application no longer takes payments", async () => {
    const closing = await liveApplication(t, m.headers);
    const orphan = await made({ name: "Old", amountMode: "fixed", amount: "5", description: "Old" }, closing);
    await t.db.update(applications).set({ status: "disabled" }).where(eq(applications.id, closing));
    for (const buttonId of ["AAAAAAAAAAAAAAAA", orphan.buttonId]) {
      const read = await view(buttonId);
      expect(read.statusCode, buttonId).toBe(404);
      expect(read.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
      const started = await t.call({
        method: "POST",
        url: `/api/checkout/button/${buttonId}`,
        payload: {},
        remoteAddress: nextAddress(),
      });
      expect(started.statusCode, buttonId).toBe(404);
    }
    expect((await view("not a button!")).statusCode).toBe(400);
    expect(await invoicesOf(orphan)).toEqual([]);
  });

  it("makes a click on a fixed button an invoice of the button's amount, currency and words, created by the button", async () => {
    const res = await start(fixed, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { invoiceCode } = res.json();
    expect(invoiceCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const invoice = await invoiceByCode(invoiceCode);
    expect(invoice).toMatchObject({
      appId,
      source: "button",
      payButtonId: fixed.id,
      status: "created",
      amount: 12_550n,
      currency: "AZN",
      description: "Two nights, sea view room",
      createdByName: "Sea view room",
      createdById: null,
      fullName: "",
      phone: "",
      email: null,
      bookingId: "",
      optionalCode: null,
      linkExpirationDate: daysFromNow(t, 1),
    });
    const history = await t.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoice.id));
    expect(history).toEqual([expect.objectContaining({ action: "created", actorType: "customer", actorName: null })]);
    // The checkout shows it as any invoice.
    expect((await t.call({ method: "GET", url: `/api/checkout/${invoiceCode}` })).json()).toMatchObject({
      merchantName: "Caspian Tours",
      amount: 125.5,
      currency: "AZN",
      description: "Two nights, sea view room",
      payable: true,
    });

    // The page may send the amount it showed back, and the customer's name and phone.
    const named = await start(fixed, { amount: 125.5, fullName: " Leyla Əliyeva ", phone: "+994 55 123-45-67" });
    expect(named.statusCode, named.body).toBe(201);
    expect(await invoiceByCode(named.json().invoiceCode)).toMatchObject({
      amount: 12_550n,
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
    });
    expect((await start(fixed, { amount: "125.50" })).statusCode).toBe(201);
  });

  it("refuses another amount on a fixed button, or any term the button fixes, making nothing", async () => {
    const before = (await invoicesOf(fixed)).length;
    const cases: [unknown, Record<string, string> | undefined][] = [
      [{ amount: "1" }, { amount: "validation.payButtonAmountFixed" }],
      [{ amount: 125.51 }, { amount: "validation.payButtonAmountFixed" }],
      [{ amount: "125.5.0" }, { amount: "validation.payButtonAmountFixed" }],
      [{ currency: "USD" }, undefined],
      [{ amount: "125.50", currency: "USD" }, undefined],
      [{ description: "Free" }, undefined],
      [{ payButtonId: fixed.id }, undefined],
      [{ phone: "12345" }, { phone: "validation.phone" }],
    ];
    for (const [body, fields] of cases) {
      const res = await start(fixed, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        code: "VALIDATION_ERROR",
        message: expect.any(String),
        ...(fields && { fields }),
      });
    }
    expect((await invoicesOf(fixed)).length).toBe(before);
  });

  it("takes a customer's amount within the button's bounds only, in the button's currency", async () => {
    const before = (await invoicesOf(ranged)).length;
    const cases: [unknown, string][] = [
      [{}, "validation.required"],
      [{ amount: "" }, "validation.required"],
      [{ amount: "ten" }, "validation.amountNumber"],
      [{ amount: "9.99" }, "validation.payButtonAmountRange"],
      [{ amount: 500.01 }, "validation.payButtonAmountRange"],
      [{ amount: "40000" }, "validation.amountMax"],
      [{ amount: "12.345" }, "validation.amountDecimals"],
    ];
    for (const [body, message] of cases) {
      const res = await start(ranged, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: "VALIDATION_ERROR", fields: { amount: message } });
    }
    expect((await invoicesOf(ranged)).length).toBe(before);

    for (const amount of ["10", 500, "42.50"]) {
      const res = await start(ranged, { amount, fullName: "Rəşad" });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(201);
      expect(await invoiceByCode(res.json().invoiceCode)).toMatchObject({
        source: "button",
        payButtonId: ranged.id,
        currency: "USD",
        description: "Support the shelter",
        createdByName: "Donations",
        fullName: "Rəşad",
      });
    }
    expect((await invoicesOf(ranged)).map((i) => i.amount).sort()).toEqual([1_000n, 4_250n, 50_000n]);
  });

  it("stops a disabled button: its view says so, and a click makes nothing", async () => {
    const button = await made({ name: "Summer offer", amountMode: "fixed", amount: "99", description: "Summer offer" });
    await t.call({
      method: "PATCH",
      url: `/api/pay-buttons/${button.id}`,
      headers: m.headers,
      payload: { status: "disabled" },
    });

    const read = await view(button.buttonId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ available: false, merchantName: "Caspian Tours", amount: 99 });
    const res = await start(button, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "INVALID_STATE",
      message: "This button is no longer available.",
      requestId: expect.any(String),
    });
    expect(await invoicesOf(button)).toEqual([]);
  });

  it("counts its payments with the QR page's toward an address's proof of work", async () => {
    const from = "198.51.100.91";
    const { merchantId } = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers })).json();
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await t.call({
            method: "POST",
            url: `/api/checkout/merchant/${merchantId}`,
            payload: { amount: "3" },
            remoteAddress: from,
          })
        ).statusCode,
      ).toBe(201);
    }
    expect((await start(fixed, {}, from)).statusCode).toBe(201);
    expect((await start(ranged, { amount: "20" }, from)).statusCode).toBe(201);
    const asked = await start(fixed, {}, from);
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ code: "PROOF_REQUIRED", proof: { difficulty: 16 } });
    // A refused amount is judged before the guard: it is a 400, and costs nothing.
    expect((await start(ranged, { amount: "1" }, "198.51.100.92")).statusCode).toBe(400);
    expect(await t.app.rateLimits.peek("public:payments:client:198.51.100.92", 60 * 60_000)).toBe(0);
  });
});
