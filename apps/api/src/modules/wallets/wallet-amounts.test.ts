import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const IBAN = "AZ21NABZ00000000137010001944";
/** A mobile wallet the sandbox knows. */
const WALLET_PHONE = "+994551112233";

/**
 * The portal's money calls take an amount as the merchant API does: a JSON number in major
 * units with at most two decimals. Text that looks like a number ("100") is refused, as it
 * is by `POST /api/v1/orders`, so no client leans on a server that guesses.
 */
describe.each(backends)("wallet amounts on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let toMerchant: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    await paidTransaction(t, m.headers, appId, { amount: "500.00" });
    const other = await signedInMerchant(t);
    const receiver = await liveApplication(t, other.headers);
    toMerchant = (
      (await t.call({ method: "GET", url: `/api/apps/${receiver}`, headers: other.headers })).json() as {
        merchantId: string;
      }
    ).merchantId;
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const withKey = (n: number) => ({ ...m.headers, "idempotency-key": `wallet-amount-${n}`, "x-app-key": appId });
  /** Every call that moves a wallet's money, or sets the amount above which a payout waits, with the amount given. */
  const calls = (amount: unknown) =>
    [
      ["POST", "/api/otp/init/withdraw", { appId, amount }],
      ["POST", "/api/user/withdraw/123456", { appId, amount }],
      ["POST", "/api/apps/transfer", { fromAppId: appId, amount, toMerchant }],
      ["POST", "/api/apps/transfer/123456", { fromAppId: appId, amount, toMerchant }],
      ["POST", "/api/mpay/topup", { fromAppId: appId, amount, phoneNumber: WALLET_PHONE }],
      ["POST", "/api/mpay/topup/123456", { fromAppId: appId, amount, phoneNumber: WALLET_PHONE }],
      ["POST", "/api/wallets/payout", { kind: "iban", account: IBAN, amount }],
      ["PUT", "/api/wallets/payout-settings", { reviewThreshold: amount }],
    ] as const;
  const sms = async () =>
    (
      (
        await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` })
      ).json() as unknown[]
    ).length;
  const threshold = async () =>
    (await t.call({ method: "GET", url: "/api/wallets/payout-settings", headers: m.headers })).json() as unknown;

  it("refuses an amount sent as text or with three decimals on every wallet call, and nothing moves", async () => {
    const [balance, texted, settings] = [await walletBalance(t.db, appId, "AZN"), await sms(), await threshold()];
    let n = 0;
    for (const [amount, rule] of [
      ["100", "validation.amountNumber"],
      ["100.00", "validation.amountNumber"],
      [100.001, "validation.amountDecimals"],
      [null, "validation.amountNumber"],
    ] as const) {
      for (const [method, url, payload] of calls(amount)) {
        const res = await t.call({ method, url, payload, headers: withKey((n += 1)) });
        const what = `${method} ${url} with ${JSON.stringify(amount)}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toMatchObject({
          code: "VALIDATION_ERROR",
          fields: { [url.endsWith("payout-settings") ? "reviewThreshold" : "amount"]: rule },
        });
      }
    }
    expect(await walletBalance(t.db, appId, "AZN")).toBe(balance);
    expect(await sms()).toBe(texted);
    expect(await threshold()).toEqual(settings);
  });

  it("takes the same amounts as numbers", async () => {
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/otp/init/withdraw",
          payload: { appId, amount: 100 },
          headers: m.headers,
        })
      ).statusCode,
    ).toBe(200);
    const settings = await t.call({
      method: "PUT",
      url: "/api/wallets/payout-settings",
      payload: { reviewThreshold: 1234.5 },
      headers: m.headers,
    });
    expect(settings.json()).toMatchObject({ reviewThreshold: 1234.5 });
  });
});
