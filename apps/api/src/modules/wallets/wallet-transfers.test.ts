import { type WalletOperationPage, toMajorNumber } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applications, users, walletTransfers } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { lastCode, liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

type Merchant = Awaited<ReturnType<typeof signedInMerchant>> & { appId: string; merchantId: string };

describe.each(backends)("transfers to another merchant on %s", (backend) => {
  let t: TestApp;
  let sender: Merchant;
  let receiver: Merchant;
  let keys = 0;

  async function liveMerchant(): Promise<Merchant> {
    const m = await signedInMerchant(t);
    const appId = await liveApplication(t, m.headers);
    const [app] = await t.db
      .select({ merchantId: applications.merchantId })
      .from(applications)
      .where(eq(applications.id, appId));
    return { ...m, appId, merchantId: app!.merchantId };
  }
  const body = (overrides: Record<string, unknown> = {}) => ({
    fromAppId: sender.appId,
    amount: 30,
    description: "Shared tour, May",
    toMerchant: receiver.merchantId,
    ...overrides,
  });
  const start = (payload: object, headers = sender.headers) =>
    t.call({ method: "POST", url: "/api/apps/transfer", payload, headers });
  const confirm = (
    code: string,
    payload: object,
    key: string | null = `transfer-test-${(keys += 1)}`,
    headers = sender.headers,
  ) =>
    t.call({
      method: "POST",
      url: `/api/apps/transfer/${code}`,
      payload,
      headers: key ? { ...headers, "idempotency-key": key } : headers,
    });
  const balanceOf = (m: Merchant) => walletBalance(t.db, m.appId, "AZN");
  /** Starts a transfer and returns the code texted for it. */
  async function codeFor(payload: object) {
    const res = await start(payload);
    expect(res.statusCode, res.body).toBe(200);
    return lastCode(t, sender.mobilePhone);
  }
  const operations = async (m: Merchant) =>
    (await t.call({ method: "GET", url: `/api/wallets/${m.appId}`, headers: m.headers })).json() as WalletOperationPage;

  beforeAll(async () => {
    t = await startTestApp(backend);
    sender = await liveMerchant();
    receiver = await liveMerchant();
    await paidTransaction(t, sender.headers, sender.appId, { amount: "100.00" });
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("texts a code for exactly this transfer, names the receiver, and moves the money at once when confirmed", async () => {
    const senderBefore = await balanceOf(sender);
    const started = await start(body());
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      receiver: { merchantId: receiver.merchantId, appName: "Caspian Tours", maskedFullName: "Xə*** Tu*** MM***" },
      resendIn: 60,
    });
    expect(started.json().phoneHint).toMatch(/^\+994 \*\* \*\*\* \*\* \d\d$/);
    const sms = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(sender.mobilePhone)}` })
    ).json()[0].text as string;
    expect(sms).toContain("30.00 AZN");
    expect(sms).toContain("Caspian Tours");

    const done = await confirm(/\b(\d{6})\b/.exec(sms)![1]!, body(), "transfer-first");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      amount: 30,
      currency: "AZN",
      description: "Shared tour, May",
      payoutBalance: Number(senderBefore - 3_000n) / 100,
    });
    expect(await balanceOf(sender)).toBe(senderBefore - 3_000n);
    expect(await balanceOf(receiver)).toBe(3_000n);
    const [row] = await t.db.select().from(walletTransfers).where(eq(walletTransfers.id, done.json().id));
    expect(row).toMatchObject({
      fromAppId: sender.appId,
      toAppId: receiver.appId,
      amount: 3_000n,
      description: "Shared tour, May",
    });

    // Each wallet lists it, with the other merchant as the counterparty.
    const out = (await operations(sender)).content[0]!;
    expect(out).toMatchObject({
      kind: "walletTransfer",
      amount: -30,
      counterparty: "Caspian Tours",
      description: "Shared tour, May",
      transactionId: null,
    });
    const received = (await operations(receiver)).content[0]!;
    expect(received).toMatchObject({
      kind: "walletTransfer",
      amount: 30,
      balanceAfter: 30,
      counterparty: "Caspian Tours",
    });

    // A retry with the same key gets the first answer and moves nothing; the key with another body is refused.
    const retry = await confirm("000000", body(), "transfer-first");
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(done.json());
    expect(await balanceOf(receiver)).toBe(3_000n);
    expect((await confirm("000000", body({ amount: 31 }), "transfer-first")).statusCode).toBe(409);
  });

  it("names who receives before anything is sent: the application and the merchant behind it, masked as a payout's recipient", async () => {
    const find = (payload: object, headers = sender.headers) =>
      t.call({ method: "POST", url: "/api/apps/transfer/receiver", payload, headers });
    const found = await find({ fromAppId: sender.appId, toMerchant: receiver.merchantId });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      merchantId: receiver.merchantId,
      appName: "Caspian Tours",
      maskedFullName: "Xə*** Tu*** MM***",
    });
    // Nothing was texted or moved by asking.
    expect(
      (
        await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(sender.mobilePhone)}` })
      ).json(),
    ).not.toContainEqual(expect.objectContaining({ text: expect.stringContaining("Xə***") }));

    const unknown = await find({ fromAppId: sender.appId, toMerchant: "000000000000" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ toMerchant: "validation.merchantUnknown" });
    expect((await find({ fromAppId: sender.appId, toMerchant: sender.merchantId })).json().fields).toEqual({
      toMerchant: "validation.merchantSelf",
    });
    expect((await find({ fromAppId: sender.appId, toMerchant: "12345" })).json().fields).toMatchObject({
      toMerchant: "validation.merchantId",
    });
    // Another merchant's wallet is no sender of theirs.
    expect(
      (await find({ fromAppId: sender.appId, toMerchant: receiver.merchantId }, receiver.headers)).statusCode,
    ).toBe(404);
  });

  it("refuses a used code, a wrong code, and a code sent for another amount or receiver", async () => {
    const code = await codeFor(body({ amount: 5 }));
    const changed = await confirm(code, body({ amount: 6 }));
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { OTP: "validation.otpOtherOperation" } });
    const wrong = await confirm(code === "111111" ? "222222" : "111111", body({ amount: 5 }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: "OTP_INVALID", attemptsLeft: 4 });
    expect((await confirm(code, body({ amount: 5 }))).statusCode).toBe(200);
    const reused = await confirm(code, body({ amount: 5 }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("OTP_EXPIRED");
  });

  it("never sends more than the payout balance: before the code, and again under the lock when confirming", async () => {
    const balance = await balanceOf(sender);
    const tooMuch = await start(body({ amount: toMajorNumber(balance + 1n) }));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      fields: { amount: "validation.amountAboveBalance" },
    });

    // Two codes' worth asked for while the balance covers one: the second confirmation finds it spent.
    const all = toMajorNumber(balance);
    const code = await codeFor(body({ amount: all }));
    const other = await liveMerchant();
    const drained = await confirm(code, body({ amount: all }));
    expect(drained.statusCode, drained.body).toBe(200);
    expect(await balanceOf(sender)).toBe(0n);
    const again = await start(body({ amount: 1, toMerchant: other.merchantId }));
    expect(again.statusCode).toBe(422);
  });

  it("answers bad input with the field and the rule it breaks, and nothing moves", async () => {
    await paidTransaction(t, sender.headers, sender.appId, { amount: "50.00" });
    const before = await balanceOf(sender);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0.5 }, "amount", "validation.amountMin"],
      [{ amount: 0 }, "amount", "validation.amountZero"],
      [{ amount: 1.005 }, "amount", "validation.amountDecimals"],
      [{ amount: "ten" }, "amount", "validation.amountNumber"],
      [{ toMerchant: "12345" }, "toMerchant", "validation.merchantId"],
      [{ toMerchant: "999999999999" }, "toMerchant", "validation.merchantUnknown"],
      [{ toMerchant: sender.merchantId }, "toMerchant", "validation.merchantSelf"],
      [{ description: "x".repeat(141) }, "description", "validation.tooLong"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await start(body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toMatchObject({ [field]: message });
    }
    expect(await balanceOf(sender)).toBe(before);
  });

  it("keeps each account to its own wallets and asks for the Payout payment permission", async () => {
    const foreign = await start(body(), receiver.headers);
    expect(foreign.statusCode).toBe(404);
    const sub = await signedInMerchant(t);
    const [owner] = await t.db
      .select({ accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, sender.appId));
    await t.db.update(users).set({ userType: "sub", accountId: owner!.accountId }).where(eq(users.email, sub.email));
    for (const res of [await start(body(), sub.headers), await confirm("123456", body(), null, sub.headers)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    expect((await t.call({ method: "POST", url: "/api/apps/transfer", payload: body() })).statusCode).toBe(401);
  });
});
