import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, users } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import {
  businessConnect,
  connectedBusiness,
  createdInvoice,
  invoiceBody,
  paidTransaction,
  cardPayment,
} from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { apiMerchant, type ApiMerchant, createdOrder, orderBody } from "@/test-support/merchant-api";
import { setUpOperator } from "@/test-support/operators";
import { payoutWithSeededCode } from "@/test-support/payouts";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

type Op = Awaited<ReturnType<typeof setUpOperator>>;

describe.each(backends)("merchant management by operators on %s", (backend) => {
  let t: TestApp;
  let m: ApiMerchant;
  let main: { id: string; headers: Record<string, string> };
  let accountId: string;
  let risk: Op;
  let support: Op;
  let customers = 0;
  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: "warn" });
    m = await apiMerchant(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, m.merchant.email));
    accountId = user!.accountId;
    main = { id: user!.id, headers: m.merchant.headers };
    await paidTransaction(t, m.merchant.headers, m.appId, { amount: "500.00" });
    risk = await setUpOperator(t, "risk");
    support = await setUpOperator(t, "support");
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const ops = (op: Op, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.call({ method, url: `/api/ops${url}`, headers: op.headers, ...(payload && { payload }) });
  const pay = (invoiceCode: string, amount: number) =>
    t.call({
      method: "POST",
      url: `/api/checkout/${invoiceCode}/pay`,
      payload: cardPayment(amount),
      remoteAddress: `203.0.113.${(customers += 1) % 250}`,
    });
  const payout = (key: string) =>
    payoutWithSeededCode(
      t,
      main,
      m.appId,
      { kind: "iban", account: "AZ21NABZ00000000137010001944", amount: 10, description: "Supplier" },
      key,
    );
  const statusOf = async (appId: string) =>
    (await t.db.select().from(applications).where(eq(applications.id, appId)))[0]!.status;

  it("finds an account by e-mail, phone, tax id, merchant id and IBAN, for every role", async () => {
    const { companyId } = await connectedBusiness(t, m.merchant.headers, {
      app: { appName: "Second Shop", appUrl: "https://second.az", appInfo: "A second shop", category: "eCommerce" },
      company: { ...businessConnect().company, companyName: "Searchable MMC", taxId: "98765432110" },
      bankDetails: { ...businessConnect().bankDetails, iban: "AZ34AIIB38090019441234567890" },
    });
    expect(companyId).toBeDefined();
    for (const q of [
      m.merchant.email.slice(0, 12).toUpperCase(),
      m.merchant.mobilePhone,
      "98765432110",
      m.merchantId,
      "AZ34 AIIB 3809 0019 4412 3456 7890",
    ]) {
      const found = await ops(support, "GET", `/merchants?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, q).toBe(200);
      expect(
        (found.json() as { accountId: string }[]).map((r) => r.accountId),
        q,
      ).toContain(accountId);
    }
    expect((await ops(support, "GET", "/merchants?q=zz")).statusCode).toBe(400);
    const detail = await ops(support, "GET", `/merchants/${accountId}`);
    expect(detail.json()).toMatchObject({
      account: { email: m.merchant.email, suspension: null, limits: { maxPaymentAmount: null, payoutDailyCap: null } },
      balances: expect.arrayContaining([expect.objectContaining({ appId: m.appId, currency: "AZN" })]),
      recentPayments: [expect.objectContaining({ appId: m.appId, amount: 500, status: "success" })],
    });
    expect((await ops(support, "POST", `/applications/${m.appId}/suspend`, { reason: "x" })).statusCode).toBe(403);
  });

  it("suspends an application: checkout, pay buttons, the merchant API and money out stop, the money stays; lifting restores them", async () => {
    const invoice = await createdInvoice(t, m.merchant.headers, m.appId, { amount: "20.00" });
    const button = (
      await t.call({
        method: "POST",
        url: "/api/pay-buttons",
        headers: m.merchant.headers,
        payload: {
          appId: m.appId,
          currency: "AZN",
          language: "en",
          name: "Room",
          amountMode: "fixed",
          amount: "15.00",
          description: "One night",
          style: {
            textPreset: "pay",
            customText: null,
            background: "#0B5FFF",
            textColour: "#FFFFFF",
            size: "large",
            shape: "pill",
          },
        },
      })
    ).json() as { buttonId: string };
    const balance = await walletBalance(t.db, m.appId, "AZN");

    const reason = "Chargebacks above the scheme's threshold.";
    const suspended = await ops(risk, "POST", `/applications/${m.appId}/suspend`, { reason });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await statusOf(m.appId)).toBe("suspended");

    const checkout = await t.call({ method: "GET", url: `/api/checkout/${invoice.invoiceCode}` });
    expect(checkout.json()).toMatchObject({ merchantAvailable: false, payable: false });
    const refused = await pay(invoice.invoiceCode, 20);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This merchant cannot take payments at the moment.");
    expect((await m.api("POST", "/orders", orderBody())).statusCode).toBe(401);
    const buttonView = await t.call({ method: "GET", url: `/api/checkout/button/${button.buttonId}` });
    expect(buttonView.statusCode).not.toBe(200);
    expect((await payout("suspended-payout")).statusCode).toBe(400);
    expect(await walletBalance(t.db, m.appId, "AZN")).toBe(balance);
    const seen = await t.call({ method: "GET", url: `/api/apps/${m.appId}`, headers: m.merchant.headers });
    expect(seen.json()).toMatchObject({ status: "suspended", suspensionReason: reason });

    const lifted = await ops(risk, "POST", `/applications/${m.appId}/lift`, { reason: "Resolved with the merchant." });
    expect(lifted.statusCode).toBe(200);
    expect(await statusOf(m.appId)).toBe("live");
    expect((await pay(invoice.invoiceCode, 20)).statusCode).toBe(200);
    expect((await createdOrder(m)).status).toBeDefined();
    expect((await t.call({ method: "GET", url: `/api/checkout/button/${button.buttonId}` })).statusCode).toBe(200);
    expect((await payout("lifted-payout")).statusCode).toBe(200);
  });

  it("suspends the whole account and lifts it, the applications with it", async () => {
    const suspended = await ops(risk, "POST", `/merchants/${accountId}/suspend`, { reason: "Court order." });
    expect(suspended.json().account.suspension).toMatchObject({ reason: "Court order." });
    const apps = suspended.json().applications as { id: string; status: string; suspendedWithAccount: boolean }[];
    const main = apps.find((a) => a.id === m.appId)!;
    expect(main).toMatchObject({ status: "suspended", suspendedWithAccount: true });
    const second = apps.find((a) => a.id !== m.appId)!;
    expect(second.status).toBe("suspended");
    expect((await ops(risk, "POST", `/applications/${m.appId}/lift`, { reason: "x" })).statusCode).toBe(409);
    expect((await ops(risk, "POST", `/merchants/${accountId}/suspend`, { reason: "again" })).statusCode).toBe(409);

    const lifted = await ops(risk, "POST", `/merchants/${accountId}/lift`, { reason: "Order lifted." });
    const after = lifted.json().applications as { id: string; status: string }[];
    expect(after.find((a) => a.id === m.appId)!.status).toBe("live");
    expect(after.find((a) => a.id !== m.appId)!.status).toBe("draft");
    const trail = (await ops(await setUpOperator(t, "admin"), "GET", "/audit")).json().content as {
      action: string;
      targetId: string;
    }[];
    expect(trail.filter((e) => e.targetId === accountId).map((e) => e.action)).toEqual([
      "merchant.lifted",
      "merchant.suspended",
    ]);
  });

  it("sets the largest single payment, refused when invoiced and when paid, and the daily payout sum", async () => {
    const old = await createdInvoice(t, m.merchant.headers, m.appId, { amount: "300.00" });
    const limited = await ops(risk, "PUT", `/merchants/${accountId}/limits`, {
      maxPaymentAmount: 250,
      payoutDailyCap: 15,
    });
    expect(limited.json().account.limits).toEqual({ maxPaymentAmount: 250, payoutDailyCap: 15 });
    const above = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.merchant.headers,
      payload: invoiceBody(t, m.appId, { amount: "250.01" }),
    });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: "AMOUNT_ABOVE_LIMIT",
      fields: { amount: "validation.amountAboveLimit" },
    });
    expect((await createdInvoice(t, m.merchant.headers, m.appId, { amount: "250.00" })).amount).toBe(250);
    expect((await pay(old.invoiceCode, 300)).statusCode).toBe(409);
    expect((await payout("capped-payout")).json().code).toBe("PAYOUT_DAILY_CAP");

    await ops(risk, "PUT", `/merchants/${accountId}/limits`, { maxPaymentAmount: null, payoutDailyCap: null });
    expect((await pay(old.invoiceCode, 300)).statusCode).toBe(200);
  });
});
