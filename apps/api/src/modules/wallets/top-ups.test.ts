import { type Payout, type TopUpCodeSent, type WalletOperationPage, toMajorNumber } from "@portal/contracts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { lastCode, liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("top-ups of mobile wallets on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let keys = 0;

  const body = (overrides: Record<string, unknown> = {}) => ({
    fromAppId: appId,
    amount: 25,
    description: "Bonus",
    phoneNumber: "+994551112233",
    ...overrides,
  });
  const start = (payload: object, headers = m.headers) =>
    t.call({ method: "POST", url: "/api/mpay/topup", payload, headers });
  const confirm = (code: string, payload: object, key = `topup-test-${(keys += 1)}`) =>
    t.call({
      method: "POST",
      url: `/api/mpay/topup/${code}`,
      payload,
      headers: { ...m.headers, "idempotency-key": key },
    });
  const balance = () => walletBalance(t.db, appId, "AZN");
  async function toppedUp(payload: object) {
    const started = await start(payload);
    expect(started.statusCode, started.body).toBe(200);
    const res = await confirm(await lastCode(t, m.mobilePhone), payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Payout;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    await paidTransaction(t, m.headers, appId, { amount: "300.00" });
  });
  // A phone gets at most five codes in ten minutes (sms-budget.ts): each test starts in a new ten minutes.
  beforeEach(() => t.clock.advance(10 * 60_000 + 1_000));
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("shows whose wallet it is, texts a code for exactly this top-up, and pays it without a fee", async () => {
    const before = await balance();
    const started = await start(body());
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json() as TopUpCodeSent).toMatchObject({
      recipient: { kind: "phone", account: "+994 ** *** ** 33", maskedFullName: "Ay*** Mə***", freeOfFees: true },
      resendIn: 60,
    });
    const sms = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` })
    ).json()[0].text as string;
    expect(sms).toMatch(/^\d{6} is your code to top up the mobile wallet of \+994 \*\* \*\*\* \*\* 33 with 25\.00 AZN/);

    const res = await confirm(await lastCode(t, m.mobilePhone), body(), "topup-first");
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as Payout;
    expect(done).toMatchObject({
      kind: "topUp",
      status: "sent",
      amount: 25,
      fee: 0,
      amountWithFee: 25,
      description: "Bonus",
    });
    expect(await balance()).toBe(before - 2_500n);
    const [latest] = (
      (await t.call({ method: "GET", url: `/api/wallets/${appId}`, headers: m.headers })).json() as WalletOperationPage
    ).content;
    expect(latest).toMatchObject({ kind: "topUp", amount: -25, counterparty: "Ay*** Mə*** · +994 ** *** ** 33" });

    // A retry after a lost answer gets the top-up as it is, and pays nothing twice.
    expect((await confirm("000000", body(), "topup-first")).json()).toMatchObject({ id: done.id, status: "sent" });
    expect(await balance()).toBe(before - 2_500n);
  });

  it("gives the money back when the mobile wallet refuses it", async () => {
    const before = await balance();
    const done = await toppedUp(body({ phoneNumber: "+994550000505" }));
    expect(done).toMatchObject({ status: "failed", failureReason: "The mobile wallet is blocked." });
    expect(await balance()).toBe(before);
    const [latest] = (
      (await t.call({ method: "GET", url: `/api/wallets/${appId}`, headers: m.headers })).json() as WalletOperationPage
    ).content;
    expect(latest).toMatchObject({ kind: "topUpReturned", amount: 25 });
  });

  it("refuses what it cannot do, with the field and the rule, and moves nothing", async () => {
    const before = await balance();
    const unknown = await start(body({ phoneNumber: "+994550000404" }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ fields: { phoneNumber: "validation.recipientUnknown" } });
    const over = await start(body({ amount: toMajorNumber(before + 1n) }));
    expect(over.json()).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      fields: { amount: "validation.amountAboveBalance" },
    });
    for (const [overrides, field, message] of [
      [{ phoneNumber: "551112233" }, "phoneNumber", "validation.phone"],
      [{ amount: 1.005 }, "amount", "validation.amountDecimals"],
    ] as const) {
      const res = await start(body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toMatchObject({ [field]: message });
    }
    const notAnApp = await start(body({ fromAppId: "nope" }));
    expect(notAnApp.statusCode).toBe(400);
    expect(notAnApp.json().fields).toHaveProperty("fromAppId");

    // A code sent for one number does not top up another.
    expect((await start(body({ amount: 5 }))).statusCode).toBe(200);
    const changed = await confirm(await lastCode(t, m.mobilePhone), body({ amount: 5, phoneNumber: "+994551112234" }));
    expect(changed.json().fields).toEqual({ OTP: "validation.otpOtherOperation" });
    expect(await balance()).toBe(before);

    const other = await signedInMerchant(t);
    expect((await start(body(), other.headers)).statusCode).toBe(404);
  });
});
