import type { Payout, PayoutCodeSent, PayoutSettings } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { accounts, payouts, users } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { lastCode, liveApplication, paidTransaction, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { payoutWithSeededCode } from "@/test-support/payouts";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** Other banks' IBANs (NABZ): each payout there costs the fee. */
const IBAN_A = "AZ21NABZ00000000137010001944";
const IBAN_B = "AZ91NABZ00000000137010001945";
const DAY_MS = 24 * 60 * 60_000;

/**
 * The attacks of a security review on payouts, each performed: a stolen session sending money
 * without a code, a code spent on another payout than it was sent for, a sum split into parts
 * under the review threshold, a wallet emptied past the provider's daily cap, and a first
 * payout to a stranger when the account asks for review of those (docs/security.md "Payouts").
 */
describe.each(backends)("payout confirmation and limits on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let main: { id: string; headers: Record<string, string> };
  let appId: string;
  let accountId: string;
  let keys = 0;

  const withApp = (headers: Record<string, string>) => ({
    ...headers,
    "x-app-key": appId,
    "idempotency-key": `confirm-${(keys += 1)}`,
  });
  const body = (overrides: Record<string, unknown> = {}) => ({
    kind: "iban",
    account: IBAN_A,
    amount: 100,
    description: "Supplier",
    ...overrides,
  });
  const askCode = (payload: object, headers = m.headers) =>
    t.call({ method: "POST", url: "/api/otp/init/payout", payload, headers: withApp(headers) });
  const payWith = (payload: object, OTP: string, headers = m.headers) =>
    t.call({ method: "POST", url: "/api/wallets/payout", payload: { ...payload, OTP }, headers: withApp(headers) });
  const paid = async (payload: object, who = main) => {
    const res = await payoutWithSeededCode(t, who, appId, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Payout;
  };
  const balance = () => walletBalance(t.db, appId, "AZN");
  const settings = async () =>
    (await t.call({ method: "GET", url: "/api/wallets/payout-settings", headers: m.headers })).json() as PayoutSettings;
  const setRules = (payload: object, headers = m.headers) =>
    t.call({ method: "PUT", url: "/api/wallets/payout-settings", payload, headers });
  /** A new day: what was sent before leaves the rolling 24 hours. */
  const nextDay = () => t.clock.advance(DAY_MS + 60_000);

  beforeAll(async () => {
    // The provider's default cap, as an operator would set it for every account.
    t = await startTestApp(backend, { PAYOUT_DAILY_CAP: "3000.00" });
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    const [user] = await t.db
      .select({ id: users.id, accountId: users.accountId })
      .from(users)
      .where(eq(users.email, m.email));
    main = { id: user!.id, headers: m.headers };
    accountId = user!.accountId;
    for (let n = 0; n < 5; n++) await paidTransaction(t, m.headers, appId, { amount: "2000.00" });
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("refuses a payout sent with a session alone: no code, no money", async () => {
    const before = await balance();
    // What a stolen token could do before: the payout's own call, with no proof of the phone.
    const stolen = await t.call({
      method: "POST",
      url: "/api/wallets/payout",
      payload: body(),
      headers: withApp(m.headers),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { OTP: "validation.required" } });
    const guessed = await payWith(body(), "123456");
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json()).toMatchObject({ code: "OTP_EXPIRED" });
    expect(await balance()).toBe(before);
    expect(await t.db.select().from(payouts)).toEqual([]);
  });

  it("texts a code for exactly one recipient, amount, currency and description, and takes no other", async () => {
    const before = await balance();
    const asked = await askCode(body());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      phoneHint: expect.stringMatching(/^\+994 \*\* \*\*\* \*\* \d\d$/),
      resendIn: 60,
      recipient: {
        kind: "iban",
        account: "AZ21 **** 1944",
        bankName: "Sandbox Bank",
        freeOfFees: false,
        maskedFullName: "Ay*** Mə***",
      },
      amount: 100,
      fee: 1,
      amountWithFee: 101,
      currency: "AZN",
      reviewReasons: [],
    } satisfies PayoutCodeSent);
    const code = await lastCode(t, m.mobilePhone);
    const sms = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` })
    ).json()[0].text as string;
    expect(sms).toContain("101.00 AZN");
    expect(sms).toContain("Ay*** Mə*** (AZ21 **** 1944)");

    for (const other of [
      body({ account: IBAN_B }),
      body({ amount: 150 }),
      body({ currency: "USD" }),
      body({ description: "Someone else" }),
    ]) {
      const res = await payWith(other, code);
      expect(res.statusCode, JSON.stringify(other)).toBe(400);
      expect(res.json()).toMatchObject({ fields: { OTP: "validation.otpOtherOperation" } });
    }
    const wrong = await payWith(body(), code === "000000" ? "111111" : "000000");
    expect(wrong.json()).toMatchObject({ code: "OTP_INVALID", attemptsLeft: 4 });
    expect(await balance()).toBe(before);

    // The same IBAN typed in groups is the same recipient.
    const sent = await payWith(body({ account: "AZ21 NABZ 0000 0000 1370 1000 1944" }), code);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sent", amountWithFee: 101 });
    expect(await balance()).toBe(before - 10_100n);
    // A used code pays nothing a second time (a new request, not a retry of the first).
    expect((await payWith(body(), code)).json()).toMatchObject({ code: "OTP_EXPIRED" });
    expect(await balance()).toBe(before - 10_100n);
  });

  it("judges the review threshold on 24 hours of the account's payouts, so parts of a sum wait as the sum would", async () => {
    nextDay();
    expect((await setRules({ reviewThreshold: 1000 })).statusCode).toBe(200);
    // Three parts of 999 under a threshold of 1,000: the second and third take the day's sum above it.
    const parts = [
      await paid(body({ amount: 999 })),
      await paid(body({ amount: 999 })),
      await paid(body({ amount: 999 })),
    ];
    expect(parts.map((p) => [p.status, p.reviewReasons])).toEqual([
      ["sent", []],
      ["review", ["threshold"]],
      ["review", ["threshold"]],
    ]);
    // Two users of one account are judged together: the account's sum holds each user's.
    nextDay();
    const cashier = await signedInSubUser(t, accountId, ["payoutPayment"]);
    const another = await signedInSubUser(t, accountId, ["payoutPayment"]);
    expect((await paid(body({ amount: 600 }), cashier)).status).toBe("sent");
    expect(await paid(body({ amount: 600 }), another)).toMatchObject({
      status: "review",
      reviewReasons: ["threshold"],
    });
    // The code step says so before the code is typed.
    expect((await askCode(body({ amount: 100 }))).json()).toMatchObject({ reviewReasons: ["threshold"] });
    // A day later the sum starts again.
    nextDay();
    expect((await paid(body({ amount: 999 }))).status).toBe("sent");
    await setRules({ reviewThreshold: 5000 });
  });

  it("refuses what takes the 24 hours past the daily cap, top-ups included, and shows what is left", async () => {
    nextDay();
    expect(await settings()).toMatchObject({ dailyCap: 3000, last24Hours: [] });
    expect((await paid(body({ amount: 2000 }))).status).toBe("sent");
    const before = await balance();

    const overAtCode = await askCode(body({ amount: 1500 }));
    expect(overAtCode.statusCode).toBe(422);
    expect(overAtCode.json()).toMatchObject({
      code: "PAYOUT_DAILY_CAP",
      fields: { amount: "validation.payoutDailyCap" },
    });
    const over = await payoutWithSeededCode(t, main, appId, body({ amount: 1000.01 }));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: "PAYOUT_DAILY_CAP" });
    expect(await balance()).toBe(before);
    expect(await settings()).toMatchObject({ last24Hours: [{ currency: "AZN", sent: 2000, left: 1000 }] });

    // A top-up is money to someone else too: it counts, and is held to the same cap.
    const topUp = { fromAppId: appId, amount: 600, phoneNumber: "+994551112233" };
    expect(
      (await t.call({ method: "POST", url: "/api/mpay/topup", payload: topUp, headers: m.headers })).statusCode,
    ).toBe(200);
    const toppedUp = await t.call({
      method: "POST",
      url: `/api/mpay/topup/${await lastCode(t, m.mobilePhone)}`,
      payload: topUp,
      headers: m.headers,
    });
    expect(toppedUp.json()).toMatchObject({ kind: "topUp", status: "sent" });
    expect((await payoutWithSeededCode(t, main, appId, body({ amount: 400.01 }))).json()).toMatchObject({
      code: "PAYOUT_DAILY_CAP",
    });
    expect((await paid(body({ amount: 400 }))).status).toBe("sent");
    expect(
      (
        await t.call({ method: "POST", url: "/api/mpay/topup", payload: { ...topUp, amount: 1 }, headers: m.headers })
      ).json(),
    ).toMatchObject({
      code: "PAYOUT_DAILY_CAP",
    });
    expect(await settings()).toMatchObject({ last24Hours: [{ currency: "AZN", sent: 3000, left: 0 }] });

    // The provider may give an account a cap of its own; the merchant cannot.
    await t.db.update(accounts).set({ payoutDailyCap: 500_000n }).where(eq(accounts.id, accountId));
    expect(await settings()).toMatchObject({ dailyCap: 5000, last24Hours: [{ sent: 3000, left: 2000 }] });
    expect((await setRules({ dailyCap: 100000, reviewThreshold: 5000 })).statusCode).toBe(200);
    expect(await settings()).toMatchObject({ dailyCap: 5000 });
    expect((await paid(body({ amount: 1000 }))).status).toBe("sent");
    await t.db.update(accounts).set({ payoutDailyCap: null }).where(eq(accounts.id, accountId));
  });

  it("holds a first payout to a new recipient for review when the account asks for it", async () => {
    nextDay();
    const reviewer = await signedInSubUser(t, accountId, ["payoutReview"]);
    expect((await setRules({ reviewNewRecipients: true }, reviewer.headers)).statusCode).toBe(403);
    expect((await setRules({ reviewNewRecipients: true })).json()).toMatchObject({
      reviewNewRecipients: true,
      reviewThreshold: 5000,
    });

    const newIban = "AZ64NABZ00000000137010001946";
    expect((await askCode(body({ account: newIban }))).json()).toMatchObject({ reviewReasons: ["newRecipient"] });
    const first = await paid(body({ account: newIban, amount: 10 }));
    expect(first).toMatchObject({ status: "review", reviewReasons: ["newRecipient"] });
    // Another payout before the first was approved: still a stranger.
    expect((await paid(body({ account: newIban, amount: 11 }))).status).toBe("review");
    const approved = await t.call({
      method: "POST",
      url: `/api/wallets/payouts/${first.id}/approve`,
      headers: reviewer.headers,
    });
    expect(approved.json()).toMatchObject({ status: "sent" });
    // Paid once, known from then on, however the number is typed.
    expect(await paid(body({ account: newIban.replace(/(.{4})/g, "$1 ").trim(), amount: 12 }))).toMatchObject({
      status: "sent",
      reviewReasons: [],
    });
    // A card is known by a keyed hash of its number, which is stored nowhere in clear.
    const card = "5412 3400 0004 7788";
    expect((await paid(body({ kind: "card", account: card, amount: 5 }))).status).toBe("review");
    const keys = await t.db.select({ key: payouts.recipientKey }).from(payouts);
    expect(keys.every((k) => k.key && !k.key.includes("5412340000047788"))).toBe(true);

    await setRules({ reviewNewRecipients: false });
    expect((await paid(body({ account: IBAN_B, amount: 5 }))).status).toBe("sent");
  });
});
