import type { AuditPage, PayButton } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applications, payButtons, users } from "@/db/schema";
import { connectedBusiness, liveApplication, signedInMerchant, signedInSubUser, testCard } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const style = {
  textPreset: "payNow",
  customText: null,
  background: "#4DBDC6",
  textColour: "#FFFFFF",
  size: "medium",
  shape: "rounded",
};

/** The portal's pay buttons: made, listed with what they brought in, disabled and enabled, within the caller's rights and scope. */
describe.each(backends)("pay buttons on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    accountId = (await t.db.select().from(users).where(eq(users.email, m.email)))[0]!.accountId;
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const fixedButton = (overrides: Record<string, unknown> = {}) => ({
    appId,
    name: "Sea view room",
    amountMode: "fixed",
    amount: "125.50",
    currency: "AZN",
    description: "Two nights, sea view room",
    language: "az",
    style,
    ...overrides,
  });
  const customerButton = (overrides: Record<string, unknown> = {}) =>
    fixedButton({
      name: "Donations",
      amountMode: "customer",
      amount: undefined,
      minAmount: "10",
      maxAmount: "500",
      description: "Support the shelter",
      ...overrides,
    });
  const create = (body: unknown, headers = m.headers) =>
    t.call({ method: "POST", url: "/api/pay-buttons", headers, payload: body as object });
  const created = async (body: unknown) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PayButton;
  };
  const rowOf = async (id: string) => (await t.db.select().from(payButtons).where(eq(payButtons.id, id)))[0]!;
  const buttonCount = async () => (await t.db.select().from(payButtons)).length;
  let customers = 0;
  const nextAddress = () => `192.0.2.${(customers += 1) % 250}`;

  it("makes a fixed button of a live application: its amount kept in minor units, its link on the public address", async () => {
    const button = await created(fixedButton({ minAmount: "1", maxAmount: "9" }));
    expect(button).toEqual({
      id: expect.any(String),
      buttonId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      appId,
      appName: "Caspian Tours",
      name: "Sea view room",
      amountMode: "fixed",
      amount: 125.5,
      minAmount: null,
      maxAmount: null,
      currency: "AZN",
      description: "Two nights, sea view room",
      language: "az",
      style,
      status: "active",
      link: `http://portal.test/pay/button/${button.buttonId}`,
      paymentsCount: 0,
      paymentsSum: 0,
      createdBy: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(await rowOf(button.id)).toMatchObject({
      accountId,
      amount: 12_550n,
      minAmount: null,
      maxAmount: null,
      status: "active",
    });
  });

  it("makes a customer-entered button with its bounds and no amount; a bound may be left open", async () => {
    const button = await created(
      customerButton({ amount: "50", style: { ...style, textPreset: null, customText: "  Bağış et " } }),
    );
    expect(button).toMatchObject({
      amountMode: "customer",
      amount: null,
      minAmount: 10,
      maxAmount: 500,
      style: { textPreset: null, customText: "Bağış et" },
    });
    expect(await rowOf(button.id)).toMatchObject({ amount: null, minAmount: 1_000n, maxAmount: 50_000n });
    const open = await created(customerButton({ minAmount: null, maxAmount: undefined }));
    expect(open).toMatchObject({ minAmount: null, maxAmount: null });
  });

  it("keeps a text with a broken character as a text column would, where jsonb alone would fail", async () => {
    const body = JSON.stringify(fixedButton({ style: { ...style, textPreset: null, customText: "Ödə\ud800" } }));
    const res = await t.call({
      method: "POST",
      url: "/api/pay-buttons",
      headers: { ...m.headers, "content-type": "application/json" },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowOf(res.json().id)).style.customText).toBe("Ödə\uFFFD");
  });

  it("refuses every broken rule with 400 and the field's message, making nothing", async () => {
    const before = await buttonCount();
    const cases: [unknown, string, string][] = [
      [fixedButton({ amount: undefined }), "amount", "validation.required"],
      [fixedButton({ amount: "0.50" }), "amount", "validation.amountMin"],
      [fixedButton({ amount: "40000" }), "amount", "validation.amountMax"],
      [customerButton({ minAmount: "100", maxAmount: "99.99" }), "maxAmount", "validation.payButtonRange"],
      [fixedButton({ style: { ...style, background: "teal" } }), "style.background", "validation.colour"],
      [fixedButton({ style: { ...style, textColour: "#FFF" } }), "style.textColour", "validation.colour"],
      [
        fixedButton({ style: { ...style, textPreset: null, customText: "  " } }),
        "style.customText",
        "validation.required",
      ],
      [
        fixedButton({ style: { ...style, textPreset: null, customText: "x".repeat(41) } }),
        "style.customText",
        "validation.tooLong",
      ],
      [fixedButton({ name: " " }), "name", "validation.required"],
      [fixedButton({ description: "" }), "description", "validation.required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        code: "VALIDATION_ERROR",
        message: expect.any(String),
        fields: { [field]: message },
      });
    }
    expect(await buttonCount()).toBe(before);
  });

  it("answers 404 for an application not the caller's, and 409 for one that cannot take payments", async () => {
    const other = await signedInMerchant(t);
    const othersApp = await liveApplication(t, other.headers);
    const foreign = await create(fixedButton({ appId: othersApp }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "NOT_FOUND" });

    const draft = (await connectedBusiness(t, m.headers)).appId;
    const notLive = await create(fixedButton({ appId: draft }));
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json()).toMatchObject({
      code: "INVALID_STATE",
      message: "Only a live application can take payments with a pay button.",
      fields: { appId: "validation.appNotLive" },
    });
    expect((await t.db.select().from(payButtons).where(eq(payButtons.appId, draft))).length).toBe(0);
  });

  it("lists an application's buttons newest first, ten a page, with what their paid invoices brought in", async () => {
    const shop = await liveApplication(t, m.headers);
    const made: PayButton[] = [];
    for (let i = 1; i <= 11; i++) {
      t.clock.advance(1_000);
      made.push(await created(fixedButton({ appId: shop, name: `Button ${i}`, amount: `${i}.25` })));
    }
    const paid = made[10]!;
    // One payment taken to the card and approved, one declined, one click never paid: only the first counts.
    for (const cardNumber of [testCard("approve"), testCard("decline")]) {
      const start = await t.call({
        method: "POST",
        url: `/api/checkout/button/${paid.buttonId}`,
        payload: {},
        remoteAddress: nextAddress(),
      });
      expect(start.statusCode, start.body).toBe(201);
      const pay = await t.call({
        method: "POST",
        url: `/api/checkout/${start.json().invoiceCode}/pay`,
        payload: {
          cardNumber,
          expiry: "12/30",
          cvv: "123",
          cardHolder: "LEYLA ALIYEVA",
          language: "az",
          amount: 11.25,
          currency: "AZN",
        },
        remoteAddress: nextAddress(),
      });
      expect(pay.statusCode, pay.body).toBe(200);
    }
    expect(
      (
        await t.call({
          method: "POST",
          url: `/api/checkout/button/${paid.buttonId}`,
          payload: {},
          remoteAddress: nextAddress(),
        })
      ).statusCode,
    ).toBe(201);

    const first = await t.call({ method: "GET", url: `/api/pay-buttons?appId=${shop}`, headers: m.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ page: 0, size: 10, totalElements: 11, totalPages: 2 });
    expect(first.json().content.map((b: PayButton) => b.name)).toEqual(
      made
        .map((b) => b.name)
        .reverse()
        .slice(0, 10),
    );
    expect(first.json().content[0]).toMatchObject({
      id: paid.id,
      paymentsCount: 1,
      paymentsSum: 11.25,
      appName: "Caspian Tours",
    });
    expect(first.json().content[1]).toMatchObject({ paymentsCount: 0, paymentsSum: 0 });
    const second = (
      await t.call({ method: "GET", url: `/api/pay-buttons?appId=${shop}&page=1`, headers: m.headers })
    ).json();
    expect(second.content.map((b: PayButton) => b.name)).toEqual(["Button 1"]);
    expect(
      (await t.call({ method: "GET", url: `/api/pay-buttons/${paid.id}`, headers: m.headers })).json(),
    ).toMatchObject({
      paymentsCount: 1,
      paymentsSum: 11.25,
    });

    // Without `appId`, every application of the caller's.
    const all = (await t.call({ method: "GET", url: "/api/pay-buttons", headers: m.headers })).json();
    expect(all.totalElements).toBe(
      (await t.db.select().from(payButtons).where(eq(payButtons.accountId, accountId))).length,
    );
  });

  it("disables a button and enables it again, each in the audit trail", async () => {
    const button = await created(fixedButton());
    const patch = (status: string) =>
      t.call({ method: "PATCH", url: `/api/pay-buttons/${button.id}`, headers: m.headers, payload: { status } });

    const disabled = await patch("disabled");
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: button.id, status: "disabled" });
    expect((await rowOf(button.id)).status).toBe("disabled");
    expect((await t.call({ method: "GET", url: `/api/checkout/button/${button.buttonId}` })).json()).toMatchObject({
      available: false,
    });

    expect((await patch("active")).json()).toMatchObject({ status: "active" });
    expect((await t.call({ method: "GET", url: `/api/checkout/button/${button.buttonId}` })).json()).toMatchObject({
      available: true,
    });
    expect((await patch("gone")).statusCode).toBe(400);

    const trail = async (action: string) =>
      (
        (
          await t.call({ method: "GET", url: `/api/audit-events?action=${action}`, headers: m.headers })
        ).json() as AuditPage
      ).content.filter((event) => event.target.id === button.id);
    expect(await trail("payButton.created")).toEqual([
      expect.objectContaining({ outcome: "succeeded", target: { type: "payButton", id: button.id } }),
    ]);
    expect(await trail("payButton.disabled")).toEqual([
      expect.objectContaining({ outcome: "refused", errorCode: "VALIDATION_ERROR" }),
      expect.objectContaining({ outcome: "succeeded" }),
    ]);
    expect(await trail("payButton.enabled")).toEqual([
      expect.objectContaining({ outcome: "succeeded", target: { type: "payButton", id: button.id } }),
    ]);
  });

  it("gives the QR code of the button's link as a PNG", async () => {
    const button = await created(fixedButton());
    const res = await t.call({ method: "GET", url: `/api/pay-buttons/${button.id}/qr`, headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("keeps buttons to those who may create payment links, on their own applications and account", async () => {
    const button = await created(fixedButton());
    const calls = (id: string) => [
      { method: "GET" as const, url: `/api/pay-buttons?appId=${appId}` },
      { method: "POST" as const, url: "/api/pay-buttons", payload: fixedButton() },
      { method: "GET" as const, url: `/api/pay-buttons/${id}` },
      { method: "PATCH" as const, url: `/api/pay-buttons/${id}`, payload: { status: "disabled" } },
      { method: "GET" as const, url: `/api/pay-buttons/${id}/qr` },
    ];
    const before = await buttonCount();

    const cashierWithout = await signedInSubUser(t, accountId, ["sendLink", "editInvoice"], [appId]);
    for (const call of calls(button.id)) {
      const res = await t.call({ ...call, headers: cashierWithout.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN" });
    }

    const other = await signedInMerchant(t);
    const otherShop = await signedInSubUser(t, accountId, ["createLink"], [await liveApplication(t, m.headers)]);
    for (const headers of [other.headers, otherShop.headers]) {
      for (const call of calls(button.id)) {
        const res = await t.call({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
      const theirs = (await t.call({ method: "GET", url: "/api/pay-buttons", headers })).json();
      expect(theirs.content.map((b: PayButton) => b.id)).not.toContain(button.id);
    }
    expect(await buttonCount()).toBe(before);
    expect((await rowOf(button.id)).status).toBe("active");

    // With the right, on the application: a sub-user works as the main user does.
    const cashier = await signedInSubUser(t, accountId, ["createLink"], [appId]);
    expect((await create(fixedButton(), cashier.headers)).json()).toMatchObject({ createdBy: cashier.fullName });
  });

  it("keeps the buttons of an application disabled later in the merchant's list", async () => {
    const shop = await liveApplication(t, m.headers);
    const button = await created(fixedButton({ appId: shop }));
    await t.db.update(applications).set({ status: "disabled" }).where(eq(applications.id, shop));
    expect(
      (await t.call({ method: "GET", url: `/api/pay-buttons?appId=${shop}`, headers: m.headers })).json().content,
    ).toEqual([expect.objectContaining({ id: button.id })]);
  });
});
