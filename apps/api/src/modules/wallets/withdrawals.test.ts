import { type WalletOperationPage, type Withdrawal, type WithdrawCodeSent, toMajorNumber } from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appConfigs, bankAccounts, ledgerAccounts, ledgerEntries, paymentCards, users, withdrawals } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { SANDBOX_SETTLE_AFTER_MS } from "@/providers/payout-bank/sandbox-payout-bank";
import { lastCode, liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { withdrawalsService } from "./withdrawals.service";

describe.each(backends)("withdrawals on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let user: typeof users.$inferSelect;
  let keys = 0;

  const body = (overrides: Record<string, unknown> = {}) => ({
    appId,
    amount: 100,
    description: "Weekly payout",
    ...overrides,
  });
  const start = (payload: object, headers = m.headers) =>
    t.call({ method: "POST", url: "/api/otp/init/withdraw", payload, headers });
  const confirm = (code: string, payload: object, key = `withdraw-test-${(keys += 1)}`) =>
    t.call({
      method: "POST",
      url: `/api/user/withdraw/${code}`,
      payload,
      headers: { ...m.headers, "idempotency-key": key },
    });
  const balance = () => walletBalance(t.db, appId, "AZN");
  /** Starts a withdrawal, confirms it with the code texted for it, and returns the answer. */
  async function withdrawn(payload: object, key?: string) {
    const started = await start(payload);
    expect(started.statusCode, started.body).toBe(200);
    const res = await confirm(await lastCode(t, m.mobilePhone), payload, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Withdrawal;
  }
  const systemBalance = async (kind: "payoutClearing" | "payoutSettlement" | "feeIncome") => {
    const [row] = await t.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
      .where(eq(ledgerAccounts.kind, kind));
    return BigInt(row!.total);
  };
  const setIban = (iban: string) =>
    t.db.update(bankAccounts).set({ iban }).where(eq(bankAccounts.accountId, user.accountId));

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    [user] = (await t.db.select().from(users).where(eq(users.email, m.email))) as [typeof users.$inferSelect];
    for (const amount of ["1500.00", "1500.00"]) await paidTransaction(t, m.headers, appId, { amount });
  });
  // A phone gets at most five codes in ten minutes (sms-budget.ts): each test starts in a new ten minutes.
  beforeEach(() => t.clock.advance(10 * 60_000 + 1_000));
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("quotes the fee, texts a code for exactly that, and pays the IBAN: amount and fee leave the wallet as two entries", async () => {
    const before = await balance();
    const started = await start(body());
    expect(started.statusCode, started.body).toBe(200);
    const sent = started.json() as WithdrawCodeSent;
    // The business's bank account is another bank's (NABZ): 1.00 up to 650.00.
    expect(sent.quote).toEqual({
      method: "iban",
      account: "AZ21 **** 1944",
      bankName: "Kapital Bank",
      amount: 100,
      fee: 1,
      amountWithFee: 101,
      currency: "AZN",
    });
    const sms = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` })
    ).json()[0].text as string;
    expect(sms).toContain("101.00 AZN");

    const res = await confirm(await lastCode(t, m.mobilePhone), body(), "withdraw-first");
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as Withdrawal;
    expect(done).toMatchObject({
      status: "sent",
      failureReason: null,
      description: "Weekly payout",
      payoutBalance: Number(before - 10_100n) / 100,
    });
    expect(await balance()).toBe(before - 10_100n);
    expect(await systemBalance("payoutSettlement")).toBe(10_000n);
    expect(await systemBalance("feeIncome")).toBe(100n);
    expect(await systemBalance("payoutClearing")).toBe(0n);

    const ops = (
      (await t.call({ method: "GET", url: `/api/wallets/${appId}`, headers: m.headers })).json() as WalletOperationPage
    ).content;
    expect(ops.slice(0, 2).map((o) => [o.kind, o.amount, o.counterparty, o.description])).toEqual(
      expect.arrayContaining([
        ["withdrawal", -100, "AZ21 **** 1944", "Weekly payout"],
        ["withdrawalFee", -1, "AZ21 **** 1944", "Weekly payout"],
      ]),
    );

    // A retry gets the withdrawal as it is, and pays nothing twice.
    const retry = await confirm("000000", body(), "withdraw-first");
    expect(retry.json()).toMatchObject({ id: done.id, status: "sent" });
    expect(await balance()).toBe(before - 10_100n);
  });

  it("charges 0.15% of the whole amount above 650.00, and nothing to a Kapital Bank card", async () => {
    expect((await start(body({ amount: 1000 }))).json().quote).toMatchObject({ fee: 1.5, amountWithFee: 1001.5 });
    expect((await start(body({ amount: 650.01 }))).json().quote).toMatchObject({ fee: 0.98 });
    await t.db.update(appConfigs).set({ withdrawalMethod: "card" }).where(eq(appConfigs.appId, appId));
    await t.db.insert(paymentCards).values({
      userId: user.id,
      appId,
      maskedPan: "416973******0001",
      brand: "visa",
      expiry: "12/30",
      cardHolder: "LEYLA ALIYEVA",
    });
    const before = await balance();
    const done = await withdrawn(body({ amount: 1000 }));
    expect(done.quote).toEqual({
      method: "card",
      account: "416973******0001",
      bankName: null,
      amount: 1000,
      fee: 0,
      amountWithFee: 1000,
      currency: "AZN",
    });
    expect(done.status).toBe("sent");
    expect(await balance()).toBe(before - 100_000n);
    await t.db.update(appConfigs).set({ withdrawalMethod: "iban" }).where(eq(appConfigs.appId, appId));
  });

  it("gives amount and fee back when the bank refuses, and says why", async () => {
    await setIban("AZ57NABZ00000000000000000404");
    const before = await balance();
    const done = await withdrawn(body({ amount: 20 }));
    expect(done).toMatchObject({
      status: "failed",
      failureReason: "The receiving bank refused the transfer: the account is closed.",
    });
    expect(await balance()).toBe(before);
    const [latest] = (
      (await t.call({ method: "GET", url: `/api/wallets/${appId}`, headers: m.headers })).json() as WalletOperationPage
    ).content;
    expect(latest).toMatchObject({ kind: "withdrawalReturned", amount: 21 });
    // The sandbox bank lists what it was asked, and publishes who refuses.
    const bank = await t.call({ method: "GET", url: "/sandbox/bank" });
    expect(bank.body).toContain("AZ57 **** 0404");
    expect(bank.body).toContain("the account is closed");
    const recipients = (await t.call({ method: "GET", url: "/sandbox/recipients.json" })).json() as {
      value: string;
      outcome: string;
    }[];
    expect(recipients).toContainEqual(
      expect.objectContaining({ value: "AZ57NABZ00000000000000000404", outcome: "failed" }),
    );
    await setIban("AZ21NABZ00000000137010001944");
  });

  it("keeps a slow payout in progress, holding its money, until the job finds it settled", async () => {
    await setIban("AZ46NABZ00000000000000000505");
    const before = await balance();
    const done = await withdrawn(body({ amount: 10 }));
    expect(done.status).toBe("inProgress");
    expect(await balance()).toBe(before - 1_100n);
    const jobs = withdrawalsService(t.app);
    await jobs.settlePending();
    expect((await t.db.select().from(withdrawals).where(eq(withdrawals.id, done.id)))[0]!.status).toBe("inProgress");
    t.clock.advance(SANDBOX_SETTLE_AFTER_MS + 1_000);
    await jobs.settlePending();
    expect((await t.db.select().from(withdrawals).where(eq(withdrawals.id, done.id)))[0]).toMatchObject({
      status: "sent",
    });
    expect(await balance()).toBe(before - 1_100n);
    expect(await systemBalance("payoutClearing")).toBe(0n);
    await setIban("AZ21NABZ00000000137010001944");
  });

  it("refuses what it cannot do, with the field and the rule, and moves nothing", async () => {
    const before = await balance();
    const all = toMajorNumber(before);
    const over = await start(body({ amount: all }));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      fields: { amount: "validation.amountAboveBalance" },
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0.99 }, "amount", "validation.amountMin"],
      [{ amount: 5.001 }, "amount", "validation.amountDecimals"],
      [{ phoneNumber: "+994509998877" }, "phoneNumber", "validation.phoneNotYours"],
      [{ phoneNumber: "123" }, "phoneNumber", "validation.phone"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await start(body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toMatchObject({ [field]: message });
    }

    // A code sent for 5.00 does not confirm 6.00.
    expect((await start(body({ amount: 5 }))).statusCode).toBe(200);
    const changed = await confirm(await lastCode(t, m.mobilePhone), body({ amount: 6 }));
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({ OTP: "validation.otpOtherOperation" });

    // No withdrawal account: said so.
    await t.db.update(appConfigs).set({ withdrawalMethod: "card" }).where(eq(appConfigs.appId, appId));
    await t.db.delete(paymentCards).where(eq(paymentCards.appId, appId));
    expect((await start(body())).json().fields).toEqual({ appId: "validation.withdrawalAccountMissing" });
    await t.db.update(appConfigs).set({ withdrawalMethod: "iban" }).where(eq(appConfigs.appId, appId));
    expect(await balance()).toBe(before);

    const other = await signedInMerchant(t);
    expect((await start(body(), other.headers)).statusCode).toBe(404);
  });
});
